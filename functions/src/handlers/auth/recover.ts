import { MSG, recoverSchema } from '@kisa/shared';
import { requestPasswordReset } from '../../domain/accounts/request-password-reset.js';
import { apiHandler } from '../../lib/http/api-handler.js';
import { parseInput } from '../../lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body }) => {
    const { email } = parseInput(recoverSchema, body);
    await requestPasswordReset(email);
    return { body: { message: MSG.recoverSent } };
  },
  { auth: 'public' },
);

import { MSG, resetSchema } from '@kisa/shared';
import { resetPassword } from '../../domain/accounts/reset-password.js';
import { apiHandler } from '../../lib/http/api-handler.js';
import { parseInput } from '../../lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ params, body }) => {
    const { password } = parseInput(resetSchema, body);
    await resetPassword(params.token ?? '', password);
    return { body: { message: MSG.resetDone } };
  },
  { auth: 'public' },
);

import { MSG, resetSchema } from '@kisa/shared';
import { resetPassword } from '#domain/accounts/reset-password.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ params, body }) => {
    const token = parseId('token', params.token, MSG.invalidToken, 400);
    const { password } = parseInput(resetSchema, body);
    await resetPassword(token, password);
    return { body: { message: MSG.resetDone } };
  },
  { auth: 'public' },
);

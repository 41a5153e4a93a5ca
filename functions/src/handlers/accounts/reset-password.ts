import { MSG } from '@kisa/shared';
import { resetPassword } from '#core/accounts/reset-password.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(accountOperations.resetPassword, async ({ params, body }) => {
  const token = parseId('token', params.token, MSG.invalidToken, 400);
  const { password } = body;
  await resetPassword(token, password);
  return { body: { message: MSG.resetDone } };
});

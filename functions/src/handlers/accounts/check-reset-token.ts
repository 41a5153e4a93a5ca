import { MSG, type ResetCheckResponse } from '@kisa/shared';
import { checkResetToken } from '#core/accounts/check-reset-token.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.checkResetToken, async ({ params }) => {
  const formAllowed = await checkResetToken(params.token);
  const body: ResetCheckResponse = { formAllowed, message: formAllowed ? MSG.resetAllowed : MSG.invalidToken };
  return { body };
});

import { SECOND_FACTOR_MSG } from '@kisa/shared';
import { disableTotp } from '#core/accounts/second-factor/change-totp.js';
import { readCredential } from '#lib/auth/credential.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.disableTotp, async ({ caller, headers, cookies }) => {
  await disableTotp(caller, readCredential(headers, cookies));
  return { body: { message: SECOND_FACTOR_MSG.totpTurnedOff } };
});

import { regenerateRecoveryCodes } from '#core/accounts/second-factor/change-totp.js';
import { readCredential } from '#lib/auth/credential.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.regenerateRecoveryCodes, async ({ caller, headers, cookies }) => ({
  body: await regenerateRecoveryCodes(caller, readCredential(headers, cookies)),
}));

import { confirmTotp } from '#core/accounts/second-factor/confirm-totp.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.confirmTotp, async ({ caller, body }) => ({ body: await confirmTotp(caller, body) }));

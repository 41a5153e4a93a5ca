import { secondFactorStatus } from '#core/accounts/second-factor/change-totp.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.getSecondFactors, async ({ caller }) => ({ body: await secondFactorStatus(caller) }));

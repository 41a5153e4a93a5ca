import { enrolTotp } from '#core/accounts/second-factor/enrol-totp.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.enrolTotp, async ({ caller }) => ({ body: await enrolTotp(caller) }));

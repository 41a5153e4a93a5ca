import { MSG } from '@kisa/shared';
import { requestPasswordReset } from '#core/accounts/request-password-reset.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';
import { clientIp } from '#lib/http/client-ip.js';

export const handler = apiOperation(accountOperations.requestPasswordReset, async ({ body, headers, sourceIp }) => {
  const { email } = body;
  await requestPasswordReset(email, { ip: clientIp(headers, sourceIp) });
  return { body: { message: MSG.recoverSent } };
});

import { MSG } from '@kisa/shared';
import { resendVerification } from '#core/accounts/resend-verification.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';
import { clientIp } from '#lib/http/client-ip.js';

export const handler = apiOperation(accountOperations.resendVerification, async ({ body, headers, sourceIp }) => {
  const { email } = body;
  await resendVerification(email, { ip: clientIp(headers, sourceIp) });
  return { body: { message: MSG.verificationSent } };
});

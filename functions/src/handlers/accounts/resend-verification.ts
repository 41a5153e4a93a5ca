import { MSG, resendVerificationSchema } from '@kisa/shared';
import { resendVerification } from '#domain/accounts/resend-verification.js';
import { apiHandler } from '../api-handler.js';
import { clientIp } from '#lib/http/client-ip.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, headers, sourceIp }) => {
    const { email } = parseInput(resendVerificationSchema, body);
    await resendVerification(email, { ip: clientIp(headers, sourceIp) });
    return { body: { message: MSG.verificationSent } };
  },
  { auth: 'public' },
);

import { MSG, recoverSchema } from '@kisa/shared';
import { requestPasswordReset } from '#domain/accounts/request-password-reset.js';
import { apiHandler } from '../api-handler.js';
import { clientIp } from '#lib/http/client-ip.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, headers, sourceIp }) => {
    const { email } = parseInput(recoverSchema, body);
    await requestPasswordReset(email, { ip: clientIp(headers, sourceIp) });
    return { body: { message: MSG.recoverSent } };
  },
  { auth: 'public' },
);

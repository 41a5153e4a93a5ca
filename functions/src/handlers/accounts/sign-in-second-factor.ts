import { completeSecondFactor } from '#core/accounts/second-factor/complete-second-factor.js';
import { config } from '#lib/config.js';
import { clientIp } from '#lib/http/client-ip.js';
import { sessionCookie } from '#lib/http/session-cookie.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.signInSecondFactor, async ({ body, headers, sourceIp }) => {
  const session = await completeSecondFactor(body, { ip: clientIp(headers, sourceIp) });
  return { body: session, cookies: [sessionCookie(session.token, config.cookie().secure)] };
});

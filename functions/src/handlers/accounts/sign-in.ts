import { signIn } from '#core/accounts/sign-in.js';
import { config } from '#lib/config.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';
import { clientIp } from '#lib/http/client-ip.js';
import { sessionCookie } from '#lib/http/session-cookie.js';

export const handler = apiOperation(accountOperations.signIn, async ({ body, headers, sourceIp }) => {
  const answer = await signIn(body, { ip: clientIp(headers, sourceIp), userAgent: headers['user-agent'] });
  // A second step to take: no session yet, so no cookie.
  if (!('token' in answer)) return { body: answer };
  return { body: answer, cookies: [sessionCookie(answer.token, config.cookie().secure)] };
});

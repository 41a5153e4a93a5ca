import { passkeySignIn } from '#core/accounts/passkeys/passkey-sign-in.js';
import { config } from '#lib/config.js';
import { clientIp } from '#lib/http/client-ip.js';
import { sessionCookie } from '#lib/http/session-cookie.js';
import { passkeyOperations } from '@kisa/shared/api/operations/passkeys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(passkeyOperations.passkeySignIn, async ({ body, headers, sourceIp }) => {
  const session = await passkeySignIn(body, { ip: clientIp(headers, sourceIp) });
  return { body: session, cookies: [sessionCookie(session.token, config.cookie().secure)] };
});

import { MSG, VERIFY_BROWSER_COOKIE } from '@kisa/shared';
import { verifyAccount } from '#core/accounts/verify-account.js';
import { readCredential } from '#lib/auth/credential.js';
import { config } from '#lib/config.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';
import { clientIp } from '#lib/http/client-ip.js';
import { parseId } from '#lib/http/parse-input.js';
import { isOwnOriginRequest } from '#lib/http/middleware/same-origin.js';
import { readCookie, sessionCookie } from '#lib/http/session-cookie.js';

export const handler = apiOperation(accountOperations.verifyAccount, async ({ params, headers, cookies, sourceIp }) => {
  const { message, user, token } = await verifyAccount(parseId('token', params.token, MSG.invalidToken, 400), {
    ownOrigin: isOwnOriginRequest(headers),
    credential: readCredential(headers, cookies),
    browser: readCookie(VERIFY_BROWSER_COOKIE, cookies, headers.cookie),
    from: { userAgent: headers['user-agent'], ip: clientIp(headers, sourceIp) },
  });
  // A link without a session (a resent one, another site's, or over another user's session)
  // verifies, then the user signs in as usual; the browser's own session stays untouched.
  if (!token) return { body: { message, token: null, user } };
  return { body: { message, token, user }, cookies: [sessionCookie(token, config.cookie().secure)] };
});

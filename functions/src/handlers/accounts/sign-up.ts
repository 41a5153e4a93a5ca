import { MSG } from '@kisa/shared';
import { signUp } from '#core/accounts/sign-up.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';
import { config } from '#lib/config.js';
import { generateToken } from '#lib/crypto/token-crypto.js';
import { clientIp } from '#lib/http/client-ip.js';
import { verifyBrowserCookie } from '#lib/http/verify-browser-cookie.js';

// 201, the same message and a browser mark whether or not the address has an account (core/accounts/sign-up.ts).
export const handler = apiOperation(accountOperations.signUp, async ({ body, headers, sourceIp }) => {
  const browser = generateToken();
  await signUp(body, { ip: clientIp(headers, sourceIp), browser });
  return { status: 201, body: { message: MSG.signupDone }, cookies: [verifyBrowserCookie(browser, config.cookie().secure)] };
});

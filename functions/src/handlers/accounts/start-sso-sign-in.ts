import { startSsoSignIn } from '#core/sso/start-sso-sign-in.js';
import { config } from '#lib/config.js';
import { ssoBrowserCookie } from '#lib/http/sso-browser-cookie.js';
import { ssoOperations } from '@kisa/shared/api/operations/sso';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(ssoOperations.startSsoSignIn, async ({ body }) => {
  const { redirectUrl, browser } = await startSsoSignIn(body.email);
  return { body: { redirectUrl }, cookies: [ssoBrowserCookie(browser, config.cookie().secure)] };
});

import { MSG, paths, SSO_BROWSER_COOKIE, SSO_ERROR_PARAM } from '@kisa/shared';
import { ssoOperations } from '@kisa/shared/api/operations/sso';
import { finishSamlSignIn } from '#core/sso/saml-sign-in.js';
import { config } from '#lib/config.js';
import { AppError } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { readCookie, sessionCookie } from '#lib/http/session-cookie.js';
import { clearedSsoBrowserCookie } from '#lib/http/sso-browser-cookie.js';
import { apiOperation } from '../api-handler.js';

// The assertion consumer sends the browser here: on into the app signed in, or to the sign-in page with why not.
export const handler = apiOperation(ssoOperations.finishSamlSignIn, async ({ query, cookies, headers }) => {
  const { appUrl } = config.app();
  const { secure } = config.cookie();
  const code = typeof query.code === 'string' ? query.code : undefined;
  try {
    const { token } = await finishSamlSignIn(code, readCookie(SSO_BROWSER_COOKIE, cookies, headers.cookie));
    return { body: undefined, redirect: `${appUrl}${paths.dashboard}`, cookies: [sessionCookie(token, secure), clearedSsoBrowserCookie(secure)] };
  } catch (error) {
    if (!(error instanceof AppError)) logger.error('Single sign-on (SAML) finish failed', { error: error as Error });
    const message = error instanceof AppError ? error.message : MSG.unknownError;
    return {
      body: undefined,
      redirect: `${appUrl}${paths.signin}?${SSO_ERROR_PARAM}=${encodeURIComponent(message)}`,
      cookies: [clearedSsoBrowserCookie(secure)],
    };
  }
});

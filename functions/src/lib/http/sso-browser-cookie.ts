import { SSO_BROWSER_COOKIE, SSO_PATHS } from '@kisa/shared';

/** How long the cookie lives: as long as the attempt it binds (core/sso/sso-state.ts). */
const MAX_AGE_SECONDS = 600;

/**
 * The cookie that binds a single sign-on attempt to the browser that started it (login CSRF: a
 * callback URL someone else began cannot sign this browser in). HttpOnly; SameSite=Lax, so the
 * provider's top-level redirect back brings it; sent only under /api/auth/sso (the OIDC callback and
 * the SAML finish step, where a SAML answer's identity is collected by the browser that began it).
 */
export function ssoBrowserCookie(value: string, secure: boolean): string {
  const parts = [`${SSO_BROWSER_COOKIE}=${value}`, 'HttpOnly', `Path=${SSO_PATHS.browserCookie}`, `Max-Age=${MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The same cookie cleared (the attempt is used up either way). */
export function clearedSsoBrowserCookie(secure: boolean): string {
  const parts = [`${SSO_BROWSER_COOKIE}=`, 'HttpOnly', `Path=${SSO_PATHS.browserCookie}`, 'Max-Age=0', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

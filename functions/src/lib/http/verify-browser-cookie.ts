import { paths, VERIFY_BROWSER_COOKIE, VERIFY_TOKEN_TTL_SECONDS } from '@kisa/shared';

/**
 * Marks the browser that signed up (shared VERIFY_BROWSER_COOKIE): sent back only to the
 * verification API, for as long as its link lives. HttpOnly and SameSite=Lax like the session.
 */
export function verifyBrowserCookie(value: string, secure: boolean): string {
  const parts = [
    `${VERIFY_BROWSER_COOKIE}=${value}`,
    'HttpOnly',
    `Path=/api/auth${paths.verify('').replace(/\/$/, '')}`,
    `Max-Age=${VERIFY_TOKEN_TTL_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@kisa/shared';

/**
 * The session cookie. HttpOnly keeps the token away from scripts; SameSite=Lax stops
 * cross-site POSTs from riding on it; Secure wherever the app is served over https.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return build(token, SESSION_MAX_AGE_SECONDS, secure);
}

/** Same attributes, empty value, Max-Age=0: the browser drops the cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return build('', 0, secure);
}

function build(value: string, maxAge: number, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'HttpOnly', 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie from API Gateway v2's `cookies` array and/or a raw Cookie header. */
export function readCookie(name: string, cookies: readonly string[] | undefined, header: string | undefined): string | undefined {
  const pairs = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    if (value) return safeDecode(value);
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

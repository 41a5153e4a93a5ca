/**
 * The first-party visitor cookie on the short domain (unique visitors; docs/ARCHITECTURE.md,
 * "Visitors"), beside the session cookie: how it is read from a request and written back.
 */
export const VISITOR_COOKIE = 'kid';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const COOKIE_VALUE = /^[A-Za-z0-9_-]{8,64}$/;

/** `Set-Cookie` value for a new visitor: one year, HttpOnly, SameSite=Lax, Secure per config. */
export function visitorCookie(visitorId: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorId}; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Reads `kid` from API Gateway's cookies array (or a raw Cookie header); only well-formed
 * values count. Not session-cookie.ts's readCookie: this runs on every redirect, so it stops
 * at the first match without building a list of pairs.
 */
export function visitorCookieValue(cookies: readonly string[] | undefined, header: string | undefined): string | undefined {
  const found = find(cookies) ?? (header ? find(header.split(';')) : undefined);
  return found !== undefined && COOKIE_VALUE.test(found) ? found : undefined;
}

function find(pairs: readonly string[] | undefined): string | undefined {
  if (!pairs) return undefined;
  for (const raw of pairs) {
    const pair = raw.trimStart();
    if (pair.startsWith(`${VISITOR_COOKIE}=`)) return pair.slice(VISITOR_COOKIE.length + 1).trim();
  }
  return undefined;
}

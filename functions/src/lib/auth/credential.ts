import { API_KEY_PREFIX, SESSION_COOKIE } from '@kisa/shared';
import { readCookie } from '../http/session-cookie.js';

/** What the caller presented: a session JWT (cookie or bearer) or a personal API key. */
export type Credential = { kind: 'jwt'; value: string } | { kind: 'apiKey'; value: string };

/**
 * An explicit `Authorization: Bearer` wins over the cookie: automation that sends both
 * means the header. API keys are recognised by their prefix, so no lookup is wasted on
 * verifying them as JWTs.
 */
export function readCredential(headers: Record<string, string | undefined>, cookies: readonly string[] | undefined): Credential | null {
  const authorization = headers.authorization ?? headers.Authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer.startsWith(API_KEY_PREFIX) ? { kind: 'apiKey', value: bearer } : { kind: 'jwt', value: bearer };
  const cookie = readCookie(SESSION_COOKIE, cookies, headers.cookie ?? headers.Cookie);
  return cookie ? { kind: 'jwt', value: cookie } : null;
}

import type { MiddlewareObj } from '@middy/core';
import { SHARE_ACCESS_COOKIE, SHARE_ACCESS_HEADER, SHARE_ACCESS_TTL_SECONDS } from '@kisa/shared';
import { clientIp } from '../client-ip.js';
import { readCookie } from '../session-cookie.js';
import type { ApiEvent, HttpResponse } from '../types.js';

/**
 * Resolves a shared dashboard's token (the `{token}` path parameter) and, for a share with a
 * password, its access token (`X-Share-Access`, or the `kisa_share` cookie) from the client's address. core/shares provides
 * it, bound in handlers/share-handler.ts: lib reads no share.
 */
export type AuthenticateShare<S> = (token: string, access: string | undefined, ip: string) => Promise<S>;

/**
 * The public share routes' own authentication step, after the chain's (which lets public routes
 * through): the URL's token is the credential. Every answer of these routes, refusals included,
 * says `X-Robots-Tag: noindex` — a shared dashboard is never for search engines — set before the
 * token is even read. The resolved share is `event.share`, handed to the operation as `share`.
 */
export function shareAuthentication<S>(authenticate: AuthenticateShare<S>): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: async ({ event }) => {
      event.answerHeaders = { ...event.answerHeaders, 'x-robots-tag': 'noindex' };
      const headers = event.headers ?? {};
      const access = headers[SHARE_ACCESS_HEADER] ?? readCookie(SHARE_ACCESS_COOKIE, event.cookies, headers.cookie);
      event.share = await authenticate(event.pathParameters?.token ?? '', access, clientIp(headers, event.requestContext?.http?.sourceIp));
    },
  };
}

/** The access token as a cookie the browser sends to that share's API routes only: HttpOnly, SameSite=Strict, an hour. */
export function shareAccessCookie(token: string, access: string, secure: boolean): string {
  return `${SHARE_ACCESS_COOKIE}=${access}; Max-Age=${SHARE_ACCESS_TTL_SECONDS}; Path=/api/public/shares/${token}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

import { MSG, SESSION_COOKIE } from '@kisa/shared';
import type { MiddlewareObj } from '@middy/core';
import { config } from '#lib/config.js';
import { AppError } from '#lib/errors.js';
import { readCookie } from '../session-cookie.js';
import type { ApiEvent, HttpResponse } from '../types.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing requests (POST/PUT/PATCH/DELETE): a browser page of
 * another site must not act with the visitor's session cookie, nor sign them in, up or out,
 * unlock links or ask for resets in their name. Refused with 403 when the browser says the
 * request is cross-site (`Sec-Fetch-Site: cross-site`) or its `Origin` is not one of the
 * app's own (config: APP_URL + APP_ORIGINS; `Origin: null` included).
 *
 * Requests that carry `Authorization: Bearer` and no session cookie pass: a page cannot make
 * a browser attach a bearer token it does not have, so automation (API keys, JWTs) works
 * from anywhere. Clients that send neither header (curl, scripts) pass too: browsers send
 * `Origin` on every cross-origin POST/PUT/PATCH/DELETE.
 */
export function sameOrigin(crossSiteForm = false): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: ({ event }) => {
      // An operation declared `crossSiteForm` (shared ApiOperation) proves its request itself.
      if (crossSiteForm || SAFE_METHODS.has(methodOf(event))) return;
      const headers = event.headers ?? {};
      if (isBearerOnly(headers, event.cookies)) return;
      if (headers['sec-fetch-site']?.trim().toLowerCase() === 'cross-site') throw crossSite();
      const origin = headers.origin;
      if (origin !== undefined && !config.origins().allowed.has(originOf(origin))) throw crossSite();
    },
  };
}

const crossSite = () => new AppError(403, MSG.crossSiteRequest);

/**
 * Whether a request may start a session although it is a GET (the verification link):
 * only a same-origin fetch (the SPA's own), a navigation the user started themselves
 * (`Sec-Fetch-Site: none`: typed, bookmarked, opened from a mail app) or a client that is
 * no browser (neither header). A page of another site — or of a sibling subdomain
 * (`same-site`) — linking or redirecting here is not: it could sign its visitor in to an
 * account of its choosing (login CSRF).
 */
export function isOwnOriginRequest(headers: Record<string, string | undefined>): boolean {
  const site = headers['sec-fetch-site']?.trim().toLowerCase();
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.origin;
  return origin === undefined || config.origins().allowed.has(originOf(origin));
}

function methodOf(event: ApiEvent): string {
  return (event.requestContext?.http?.method ?? event.routeKey?.split(' ')[0] ?? 'GET').toUpperCase();
}

function isBearerOnly(headers: Record<string, string | undefined>, cookies: readonly string[] | undefined): boolean {
  if (!/^Bearer\s+\S+/i.test(headers.authorization ?? '')) return false;
  return readCookie(SESSION_COOKIE, cookies, headers.cookie) === undefined;
}

/** The serialised origin of an Origin header; '' for `null` or anything unparsable (never allowed). */
function originOf(value: string): string {
  const trimmed = value.trim();
  return URL.canParse(trimmed) ? new URL(trimmed).origin : '';
}

import type { Viewer } from '#core/clicks/redirect-request.js';
import { clientIp } from '#lib/http/client-ip.js';
import { visitorCookieValue } from '#lib/http/visitor-cookie.js';

/**
 * What a short-link request says about its viewer (the redirect's and the unlock route's):
 * the headers CloudFront forwards (viewer address, country, city; the address from
 * `clientIp`) and the visitor cookie. No parsing beyond headers. CloudFront's headers are
 * believed for the same reason as in `clientIp`: only CloudFront reaches the two callers
 * (the redirect through OAC, the unlock route through the origin secret check of the API's
 * middleware chain).
 */
export function readViewer(headers: Record<string, string | undefined>, cookies: readonly string[] | undefined, sourceIp: string | undefined): Viewer {
  const viewer: Viewer = {
    ip: clientIp(headers, sourceIp),
    userAgent: clip(headers['user-agent']),
    referrer: clip(headers.referer ?? headers.referrer),
  };
  const country = headers['cloudfront-viewer-country'];
  const city = headers['cloudfront-viewer-city'];
  const cookie = visitorCookieValue(cookies, headers.cookie);
  const language = headers['accept-language'];
  if (country) viewer.country = country;
  if (language) viewer.acceptLanguage = clip(language);
  if (city) viewer.city = clip(city);
  if (cookie !== undefined) viewer.visitorCookie = cookie;
  return viewer;
}

/** Caps so a single hostile header cannot bloat a click message (SQS takes at most 256 KiB). */
const MAX_HEADER_CHARS = 1024;

const clip = (value: string | undefined): string => (value === undefined ? '' : value.length > MAX_HEADER_CHARS ? value.slice(0, MAX_HEADER_CHARS) : value);

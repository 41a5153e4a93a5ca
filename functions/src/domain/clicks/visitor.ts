import { createHash, randomUUID } from 'node:crypto';
import { clientIp } from '../../lib/http/client-ip.js';
import { clip, type RawClickEvent } from './click-event.js';

export { viewerIp } from '../../lib/http/client-ip.js';

/**
 * The visitor behind a short-link request, read from what CloudFront forwards (viewer
 * address, country, city; the address from `clientIp`). No parsing beyond headers.
 * CloudFront's headers are believed for the same reason as in `clientIp`: only CloudFront
 * reaches the two callers (the redirect through OAC, the unlock route through the origin
 * secret check of the API's middleware chain).
 */

/** First-party visitor cookie on the short domain (unique visitors). */
export const VISITOR_COOKIE = 'kid';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const COOKIE_VALUE = /^[A-Za-z0-9_-]{8,64}$/;

export interface Visitor {
  visitorId: string;
  /** True when the request carried no (valid) visitor cookie: answer with `visitorCookie`. */
  isNew: boolean;
  ip: string;
  userAgent: string;
  referrer: string;
  country?: string;
  city?: string;
  /** 'qr' when the visit came through a QR code Kisa drew (the QR marker). */
  source?: 'qr';
}

type Headers = Record<string, string | undefined>;

/**
 * The visitor id is the `kid` cookie. Without one, it is a hash of IP and user agent, and
 * that same value becomes the cookie: a browser's first click and its later ones share
 * one id (even from another network), and clients that never keep cookies (scripts,
 * most bots) still map to one id per IP + user agent.
 */
export function visitorOf(headers: Headers, cookies: readonly string[] | undefined, sourceIp: string | undefined): Visitor {
  const userAgent = clip(headers['user-agent']);
  const ip = clientIp(headers, sourceIp);
  const cookie = visitorCookieValue(cookies, headers.cookie);
  const visitor: Visitor = {
    visitorId: cookie ?? anonymousVisitorId(ip, userAgent),
    isNew: cookie === undefined,
    ip,
    userAgent,
    referrer: clip(headers.referer ?? headers.referrer),
  };
  const country = headers['cloudfront-viewer-country'];
  const city = headers['cloudfront-viewer-city'];
  if (country) visitor.country = country;
  if (city) visitor.city = clip(city);
  return visitor;
}

/**
 * Cookieless clients (scripts, bots, monitors) repeat the same IP + user agent, and every
 * one of their clicks needs this id: a bounded per-process memo of the hash (cleared when
 * full) saves a SHA-256 per repeat on the hot path.
 */
const anonymousIds = new Map<string, string>();
const MAX_ANONYMOUS_IDS = 10_000;

function anonymousVisitorId(ip: string, userAgent: string): string {
  const key = `${ip}\n${userAgent}`;
  let id = anonymousIds.get(key);
  if (id === undefined) {
    id = createHash('sha256').update(key).digest('base64url').slice(0, 22);
    if (anonymousIds.size >= MAX_ANONYMOUS_IDS) anonymousIds.clear();
    anonymousIds.set(key, id);
  }
  return id;
}

/** `Set-Cookie` value for a new visitor: one year, HttpOnly, SameSite=Lax, Secure per config. */
export function visitorCookie(visitorId: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorId}; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The raw click event for one counted visit. */
export function clickEventOf(
  link: { code: string; linkId: string; teamId: string; maxClicks?: number; campaignId?: string },
  visitor: Visitor,
  now = new Date(),
): RawClickEvent {
  const event: RawClickEvent = {
    id: randomUUID(),
    time: now.toISOString(),
    code: link.code,
    linkId: link.linkId,
    teamId: link.teamId,
    visitorId: visitor.visitorId,
    ip: visitor.ip,
    userAgent: visitor.userAgent,
    referrer: visitor.referrer,
  };
  if (visitor.country) event.country = visitor.country;
  if (visitor.city) event.city = visitor.city;
  if (link.maxClicks !== undefined) event.maxClicks = link.maxClicks;
  if (visitor.source) event.source = visitor.source;
  if (link.campaignId) event.campaignId = link.campaignId;
  return event;
}

/** Reads `kid` from API Gateway's cookies array (or a raw Cookie header); only well-formed values count. */
function visitorCookieValue(cookies: readonly string[] | undefined, header: string | undefined): string | undefined {
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


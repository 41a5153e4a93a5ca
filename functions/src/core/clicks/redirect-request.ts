import { createHash, randomUUID } from 'node:crypto';
import type { RawClickEvent } from '#data/clicks/click-event.js';

/** What a short-link request says about its viewer (read by handlers/redirect/read-viewer.ts). */
export interface Viewer {
  ip: string;
  userAgent: string;
  referrer: string;
  country?: string;
  city?: string;
  /** The request's Accept-Language (clipped), for targeting rules; never stored on the click. */
  acceptLanguage?: string;
  /** The visitor cookie's value, when the request carried a well-formed one. */
  visitorCookie?: string;
}

/**
 * A short-link request as the redirect (or the unlock route) counts it: the viewer's facts with
 * their visitor id resolved from the cookie — who they are for unique counts — and what their click records.
 */
export interface RedirectRequest extends Omit<Viewer, 'visitorCookie'> {
  visitorId: string;
  /** True when the request carried no (valid) visitor cookie: the answer sets one to `visitorId`. */
  isNew: boolean;
  /** 'qr' when the visit came through a QR code Kisa drew (the QR marker). */
  source?: 'qr';
}

/**
 * The visitor id is the visitor cookie. Without one, it is a hash of IP and user agent, and
 * that same value becomes the cookie: a browser's first click and its later ones share
 * one id (even from another network), and clients that never keep cookies (scripts,
 * most bots) still map to one id per IP + user agent.
 */
export function redirectRequestOf(viewer: Viewer): RedirectRequest {
  const { visitorCookie, ...facts } = viewer;
  return { ...facts, visitorId: visitorCookie ?? anonymousVisitorId(viewer.ip, viewer.userAgent), isNew: visitorCookie === undefined };
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

/** What chose a visit's destination: the targeting rule, or the split variant; neither for the link's own targets. */
export interface VisitChoice {
  ruleId?: string;
  variantId?: string;
  /** Destination health: the destination was broken, the visitor went to the fallback. */
  fallback?: true;
}

/** The raw click event for one counted visit; `choice`: the rule or variant that sent the visitor (the visit decision's). */
export function clickEventOf(
  link: {
    code: string;
    linkId: string;
    teamId: string;
    maxClicks?: number;
    campaignId?: string;
    domain?: string;
    tagIds?: string[];
    conversionTracking?: true;
  },
  request: RedirectRequest,
  choice: VisitChoice = {},
  now = new Date(),
): RawClickEvent {
  const event: RawClickEvent = {
    id: randomUUID(),
    time: now.toISOString(),
    code: link.code,
    linkId: link.linkId,
    teamId: link.teamId,
    visitorId: request.visitorId,
    ip: request.ip,
    userAgent: request.userAgent,
    referrer: request.referrer,
  };
  if (request.country) event.country = request.country;
  if (request.city) event.city = request.city;
  if (link.maxClicks !== undefined) event.maxClicks = link.maxClicks;
  if (request.source) event.source = request.source;
  if (link.campaignId) event.campaignId = link.campaignId;
  if (link.domain) event.domain = link.domain;
  // The compiled link's own (sorted) array, shared: nothing is copied per click.
  if (link.tagIds) event.tagIds = link.tagIds;
  if (choice.ruleId) event.ruleId = choice.ruleId;
  if (choice.variantId) event.variantId = choice.variantId;
  if (choice.fallback) event.fallback = true;
  if (link.conversionTracking) event.tracked = true;
  return event;
}

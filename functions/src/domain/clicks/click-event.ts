/**
 * The raw click event, as the redirect (and the unlock route) capture it and the click
 * worker consumes it, and the queue message that carries a group of them. Nothing here
 * parses user agents or looks anything up: that is the worker's job.
 */

export interface RawClickEvent {
  /** Unique per click (uuid); the click log's `id`. */
  id: string;
  /** ISO-8601, when the redirect answered. */
  time: string;
  /** The short code as visited. */
  code: string;
  linkId: string;
  teamId: string;
  /** The `kid` cookie, or (no cookie) the hash of IP + user agent that becomes it. */
  visitorId: string;
  ip: string;
  userAgent: string;
  /** The Referer header as sent ('' when none). */
  referrer: string;
  /** From CloudFront-Viewer-Country / -City, when present (AWS); the worker looks the IP up otherwise. */
  country?: string;
  city?: string;
  /** The link's click limit when it has one: the worker then checks whether it was reached. */
  maxClicks?: number;
}

/** Version 1 message body: `{"v":1,"g":"<group id>","events":[...]}`. */
export interface ClickMessage {
  groupId: string;
  events: RawClickEvent[];
}

/** Caps so a single hostile header cannot bloat a message (SQS takes at most 256 KiB). */
const MAX_HEADER_CHARS = 1024;

export const clip = (value: string | undefined): string => (value === undefined ? '' : value.length > MAX_HEADER_CHARS ? value.slice(0, MAX_HEADER_CHARS) : value);

/** One event, serialized once (the group commit joins the serialized events). */
export const serializeEvent = (event: RawClickEvent): string => JSON.stringify(event);

/** The body of one queue message holding already-serialized events. */
export const clickMessageBody = (groupId: string, serializedEvents: readonly string[]): string =>
  `{"v":1,"g":${JSON.stringify(groupId)},"events":[${serializedEvents.join(',')}]}`;

/**
 * Reads a message body back. A body without a group id (hand-written, or an older
 * producer) gets `fallbackGroupId` (the worker passes a hash of the raw body). Answers
 * null for anything malformed: the message is then reported as failed (and dead-letters).
 */
export function parseClickMessage(body: unknown, fallbackGroupId: string): ClickMessage | null {
  let groupId = fallbackGroupId;
  let events: unknown;
  if (Array.isArray(body)) events = body;
  else if (isObject(body) && Array.isArray(body.events)) {
    events = body.events;
    if (typeof body.g === 'string' && body.g) groupId = body.g;
  } else if (isObject(body)) events = [body];
  else return null;
  const list = events as unknown[];
  if (list.length === 0 || !list.every(isRawClickEvent)) return null;
  return { groupId, events: list };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

export function isRawClickEvent(value: unknown): value is RawClickEvent {
  if (!isObject(value)) return false;
  const v = value;
  return (
    isString(v.id) && v.id.length > 0 &&
    isString(v.time) && !Number.isNaN(Date.parse(v.time)) &&
    isString(v.code) &&
    isString(v.linkId) && v.linkId.length > 0 &&
    isString(v.teamId) && v.teamId.length > 0 &&
    isString(v.visitorId) && v.visitorId.length > 0 &&
    isString(v.ip) &&
    isString(v.userAgent) &&
    isString(v.referrer) &&
    (v.country === undefined || isString(v.country)) &&
    (v.city === undefined || isString(v.city)) &&
    (v.maxClicks === undefined || (typeof v.maxClicks === 'number' && Number.isFinite(v.maxClicks)))
  );
}

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
  /** 'qr' when the visit carried the QR marker; absent for a plain link visit. */
  source?: 'qr';
  /** The link's campaign (bulk links). */
  campaignId?: string;
  /** The branded domain the link is on (ASCII host); absent on the platform's short domain. */
  domain?: string;
  /** The link's tag ids, sorted; absent when it has none. */
  tagIds?: string[];
  /** The targeting rule that sent the visitor; absent when none did. */
  ruleId?: string;
  /** The A/B split variant that sent the visitor; absent when the link has no split (or a rule came first). */
  variantId?: string;
  /** The link tracks conversions: the worker keeps the click's attribution for them. */
  tracked?: true;
  /** Destination health: the destination was broken and the visitor went to the fallback URL. */
  fallback?: true;
}

/**
 * The message body. Version 2 (what the redirect sends): `{"v":2,"g":"<group id>","events":[[...],...]}`,
 * each event a positional array in EVENT_FIELDS order, trailing optional fields left out (null
 * where a later one is present). Positional, not keyed: the body is ~30 % smaller, and the SDK
 * escapes, hashes and writes every byte of it on the redirect's hot path. Version 1 (keyed
 * objects, `{"v":1,...}`), a bare event and a bare array of events are still read.
 */
export interface ClickMessage {
  groupId: string;
  events: RawClickEvent[];
  /** The redirect's retry of its send (`"r":1`): the first attempt may be stored too, so it is checked, never a first receipt. */
  resent?: boolean;
}

/** Positions of a version-2 event; the last eleven are optional (new ones are only ever appended). */
export const EVENT_FIELDS = [
  'id',
  'time',
  'code',
  'linkId',
  'teamId',
  'visitorId',
  'ip',
  'userAgent',
  'referrer',
  'country',
  'city',
  'maxClicks',
  'source',
  'campaignId',
  'domain',
  'tagIds',
  'ruleId',
  'variantId',
  'tracked',
  'fallback',
] as const;
const REQUIRED_FIELDS = 9;

/** One event, serialized once (the group commit joins the serialized events): a version-2 tuple. */
export const serializeEvent = (event: RawClickEvent): string => {
  const tuple: (string | number | boolean | readonly string[] | null)[] = [
    event.id,
    event.time,
    event.code,
    event.linkId,
    event.teamId,
    event.visitorId,
    event.ip,
    event.userAgent,
    event.referrer,
  ];
  const optional = [
    event.country,
    event.city,
    event.maxClicks,
    event.source,
    event.campaignId,
    event.domain,
    event.tagIds,
    event.ruleId,
    event.variantId,
    event.tracked,
    event.fallback,
  ];
  let last = optional.length - 1;
  while (last >= 0 && optional[last] === undefined) last--;
  for (let i = 0; i <= last; i++) tuple.push(optional[i] ?? null);
  return JSON.stringify(tuple);
};

/** The body of one queue message holding already-serialized (version-2) events; `resent`: the send's retry. */
export const clickMessageBody = (groupId: string, serializedEvents: readonly string[], resent = false): string =>
  `{"v":2,${resent ? '"r":1,' : ''}"g":${JSON.stringify(groupId)},"events":[${serializedEvents.join(',')}]}`;

/** A version-2 tuple back to an event (null for anything that is not a tuple of the right length). */
function fromTuple(value: unknown): unknown {
  if (!Array.isArray(value) || value.length < REQUIRED_FIELDS || value.length > EVENT_FIELDS.length) return null;
  const event: Record<string, unknown> = {};
  for (let i = 0; i < value.length; i++) {
    if (i >= REQUIRED_FIELDS && value[i] === null) continue;
    event[EVENT_FIELDS[i]!] = value[i];
  }
  return event;
}

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
    events = body.v === 2 ? body.events.map(fromTuple) : body.events;
    if (typeof body.g === 'string' && body.g) groupId = body.g;
  } else if (isObject(body)) events = [body];
  else return null;
  const list = events as unknown[];
  if (list.length === 0 || !list.every(isRawClickEvent)) return null;
  return isObject(body) && body.r === 1 ? { groupId, events: list, resent: true } : { groupId, events: list };
}

/** A bound on an event's tags (a link has at most TAGS_PER_LINK_MAX; this only keeps a malformed message out). */
const MAX_EVENT_TAGS = 100;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
/** A rule's or variant's id (shared/src/targeting.ts: 6–12 lower-case letters and digits; bounded loosely here, never a comma). */
const isChoiceId = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]{1,32}$/.test(value);

export function isRawClickEvent(value: unknown): value is RawClickEvent {
  if (!isObject(value)) return false;
  const v = value;
  return (
    isString(v.id) &&
    v.id.length > 0 &&
    isString(v.time) &&
    !Number.isNaN(Date.parse(v.time)) &&
    isString(v.code) &&
    isString(v.linkId) &&
    v.linkId.length > 0 &&
    isString(v.teamId) &&
    v.teamId.length > 0 &&
    isString(v.visitorId) &&
    v.visitorId.length > 0 &&
    isString(v.ip) &&
    isString(v.userAgent) &&
    isString(v.referrer) &&
    (v.country === undefined || isString(v.country)) &&
    (v.city === undefined || isString(v.city)) &&
    (v.maxClicks === undefined || (typeof v.maxClicks === 'number' && Number.isFinite(v.maxClicks))) &&
    (v.source === undefined || v.source === 'qr') &&
    (v.campaignId === undefined || isString(v.campaignId)) &&
    (v.domain === undefined || isString(v.domain)) &&
    (v.tagIds === undefined || (Array.isArray(v.tagIds) && v.tagIds.length <= MAX_EVENT_TAGS && v.tagIds.every(isString))) &&
    (v.ruleId === undefined || isChoiceId(v.ruleId)) &&
    (v.variantId === undefined || isChoiceId(v.variantId)) &&
    (v.tracked === undefined || v.tracked === true) &&
    (v.fallback === undefined || v.fallback === true)
  );
}

/**
 * The click log: one line per click, written by the click worker to S3 and read back by
 * analytics (Athena in AWS, DuckDB locally). This module is the one definition of its
 * columns and its layout; the worker's record type, the Glue tables (infra) and the local
 * DuckDB table are all derived from it.
 */

export type ClickSource = 'link' | 'qr';
export const CLICK_SOURCES: readonly ClickSource[] = ['link', 'qr'];

/**
 * QR codes that Kisa draws encode `{shortLink}?qr`: the redirect sees the marker, records
 * the click with source `qr` and never passes it on to the destination. QR images saved
 * before the marker existed carry none and count as `link`.
 */
export const QR_MARKER_PARAM = 'qr';
export const withQrMarker = (shortLink: string): string => `${shortLink}?${QR_MARKER_PARAM}`;

/** Whether a raw query string (no leading '?') carries the QR marker (`qr`, `qr=`, `qr=1`, among other params). */
export function hasQrMarker(rawQuery: string | undefined): boolean {
  if (!rawQuery) return false;
  for (const part of rawQuery.split('&')) {
    const eq = part.indexOf('=');
    if ((eq === -1 ? part : part.slice(0, eq)) === QR_MARKER_PARAM) return true;
  }
  return false;
}

/** One line of the click log. Unknown browser/os/geo/referrer are null. */
export interface ClickRecord {
  /** Unique per click (uuid): lines can repeat in the log (at-least-once); readers keep one per id. */
  id: string;
  /** ISO-8601 UTC with milliseconds (`Date.toISOString()`), when the redirect answered. */
  time: string;
  /** The short code as visited. */
  shortUrl: string;
  linkId: string;
  teamId: string;
  /** The link's campaign (bulk links), null otherwise. */
  campaignId: string | null;
  visitorId: string;
  /** The visitor's first click on this link ("New Visitor"); always false for bots. */
  unique: boolean;
  ip: string;
  browser: string | null;
  os: string | null;
  /** ua-parser's device type: mobile, tablet, console, smarttv, wearable, embedded; otherwise desktop. */
  device: string;
  /** Referrer host, null for direct visits. */
  referrer: string | null;
  countryCode: string | null;
  countryName: string | null;
  city: string | null;
  /** `qr` when the visit came through a QR code Kisa drew, `link` otherwise. */
  source: ClickSource;
  isBot: boolean;
}

export type ClickLogColumnType = 'string' | 'boolean';

/** The columns in order, with their (Glue/Athena) types. */
export const CLICK_LOG_COLUMNS = [
  ['id', 'string'],
  ['time', 'string'],
  ['shortUrl', 'string'],
  ['linkId', 'string'],
  ['teamId', 'string'],
  ['campaignId', 'string'],
  ['visitorId', 'string'],
  ['unique', 'boolean'],
  ['ip', 'string'],
  ['browser', 'string'],
  ['os', 'string'],
  ['device', 'string'],
  ['referrer', 'string'],
  ['countryCode', 'string'],
  ['countryName', 'string'],
  ['city', 'string'],
  ['source', 'string'],
  ['isBot', 'boolean'],
] as const satisfies readonly (readonly [keyof ClickRecord, ClickLogColumnType])[];

export type ClickLogColumn = (typeof CLICK_LOG_COLUMNS)[number][0];
export const CLICK_RECORD_FIELDS = CLICK_LOG_COLUMNS.map(([name]) => name);
// Compile-time: every field of ClickRecord is a column.
type Missing = Exclude<keyof ClickRecord, (typeof CLICK_LOG_COLUMNS)[number][0]>;
const allListed: Missing extends never ? true : Missing = true;
void allListed;

/**
 * Layout in the click-log bucket:
 * - raw: `clicks/dt=YYYY-MM-DD/<uuid>.json.gz`, one gzip NDJSON object per worker batch and day;
 * - compacted: `clicks-compact/dt=YYYY-MM-DD/<hash>.parquet`, raw objects rewritten as Parquet;
 * - manifests: `click-log-manifests/dt=YYYY-MM-DD/<hash>.json`, which raw objects a compacted
 *   file holds (written after the Parquet, before the raw objects are deleted).
 * Readers take raw + compacted and keep one line per `id`, so a compaction interrupted at any
 * step never loses or double-counts a click.
 */
export const CLICK_LOG_PREFIX = 'clicks/';
export const CLICK_LOG_COMPACT_PREFIX = 'clicks-compact/';
export const CLICK_LOG_MANIFEST_PREFIX = 'click-log-manifests/';

/**
 * The day partition under each prefix: its Hive-style path segment (`dt=YYYY-MM-DD/`), the
 * Glue tables' partition column and projection, and the column Athena's statements prune by.
 */
export const CLICK_LOG_PARTITION = 'dt';

/** The folder of one day partition under a prefix of the layout: `<prefix>dt=YYYY-MM-DD/`. */
export const clickLogDayPrefix = (prefix: string, day: string): string => `${prefix}${CLICK_LOG_PARTITION}=${day}/`;

const DAY_SEGMENT = new RegExp(`^${CLICK_LOG_PARTITION}=(\\d{4}-\\d{2}-\\d{2})/`);

/** The day partition (`YYYY-MM-DD`) a key under `prefix` belongs to, or undefined for a key outside the layout. */
export function dayOfClickLogKey(prefix: string, key: string): string | undefined {
  if (!key.startsWith(prefix)) return undefined;
  return DAY_SEGMENT.exec(key.slice(prefix.length))?.[1];
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of an ISO 3166-1 alpha-2 code (the click log's countryName), null when unknown. */
export function countryName(code: string): string | null {
  try {
    const upper = code.toUpperCase();
    const name = regionNames.of(upper);
    return name && name !== upper ? name : null;
  } catch {
    return null;
  }
}

/** The day partition (`dt`) of a click time (UTC). */
export const partitionOf = (time: string): string => time.slice(0, 10);

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
export const withQrMarker = (shortLink: string): string => `${shortLink}${shortLink.includes('?') ? '&' : '?'}${QR_MARKER_PARAM}`;

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
  /**
   * The branded domain the link was visited on (an ASCII host, as the link item holds
   * it); null on the platform's short domain. Appended last: lines and files written before it
   * existed lack it, and every reader takes that as null (the platform's domain, where every
   * link was then).
   */
  domain?: string | null;
  /**
   * The link's tags when it was clicked: their ids sorted and joined by
   * CLICK_TAG_SEPARATOR (`clickTagIdsValue`); null when it had none. A string, not a list, so
   * that the column is a plain string in every engine and file (the JSON lines, Parquet, the
   * Glue tables, DuckDB) and its filter and breakdown are one SQL text for Athena and DuckDB.
   * Appended after `domain`: older lines and files lack it, read as null (no tags then).
   */
  tagIds?: string | null;
  /**
   * The targeting rule that sent the visitor (its id, unique within its link); null
   * when no rule did. Appended after `tagIds`: older lines and files read as null (no rules then).
   */
  ruleId?: string | null;
  /**
   * The A/B split variant that sent the visitor (its id, unique within its link); null
   * when the link had no split or a rule sent the visitor first. Appended after `ruleId`, read as null before.
   */
  variantId?: string | null;
  /**
   * Destination health: the link's destination was broken and the visitor went to its fallback
   * URL (true); false or null otherwise. Appended last: older lines and files read as null.
   */
  fallback?: boolean | null;
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
  // Added after the log existed: always appended (readers match columns by name, and a missing one is null).
  ['domain', 'string'],
  ['tagIds', 'string'],
  ['ruleId', 'string'],
  ['variantId', 'string'],
  ['fallback', 'boolean'],
] as const satisfies readonly (readonly [keyof ClickRecord, ClickLogColumnType])[];

export type ClickLogColumn = (typeof CLICK_LOG_COLUMNS)[number][0];
export const CLICK_RECORD_FIELDS = CLICK_LOG_COLUMNS.map(([name]) => name);
/**
 * The team layout's columns (its Parquet files and the Glue table `clicks_by_team`): the log's
 * columns as they were when the layout came (through `isBot`), its `bucket`, then the columns
 * added since, so that no column ever changes position.
 */
export const TEAM_LAYOUT_COLUMNS = [
  ...CLICK_LOG_COLUMNS.slice(0, 18),
  ['bucket', 'int'],
  ...CLICK_LOG_COLUMNS.slice(18),
] as const satisfies readonly (readonly [string, ClickLogColumnType | 'int'])[];
// Compile-time: every field of ClickRecord is a column.
type Missing = Exclude<keyof ClickRecord, (typeof CLICK_LOG_COLUMNS)[number][0]>;
const allListed: Missing extends never ? true : Missing = true;
void allListed;

/** Between a click's tag ids in the log's `tagIds` (ids are uuids: they never hold one). */
export const CLICK_TAG_SEPARATOR = ',';

/** A link's tag ids as a click logs them: each once, sorted, joined; null for none. */
export function clickTagIdsValue(ids: readonly string[] | undefined): string | null {
  if (!ids?.length) return null;
  return [...new Set(ids)].sort().join(CLICK_TAG_SEPARATOR);
}

/** The tag ids a click's `tagIds` value holds (none for null). */
export const clickTagIdsOf = (value: string | null | undefined): string[] => (value ? value.split(CLICK_TAG_SEPARATOR).filter(Boolean) : []);

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

/*
 * The team layout. Compaction writes the log again by team, in *generations*:
 *
 * - raw: `clicks/tb=hNN/dt=D/w<ms>-<uuid>.json.gz`, one object per raw team bucket of a worker batch
 *   (`clicks/dt=D/w<ms>-…` before raw buckets; functions' data/clicks/click-log-files.ts) — `<ms>` (13 digits) is when the worker named the
 *   object, just before its PUT; keys without it (`<uuid>.json.gz`) are the legacy raw batches;
 * - by team: `clicks-by-team/tb=<K>/dt=D/g<G>-<hash>.parquet` — one row per click (deduplicated
 *   at compaction), the log's columns plus `bucket` (the quarter hour), sorted by time;
 * - rollups: `click-rollups/tb=<K>/dt=D/g<G>-<hash>.parquet` — per team, quarter hour and
 *   ranked value, the clicks of the same generation counted (ROLLUP_COLUMNS);
 * - generation manifests: `click-log-generations/g<G>.json`; the commit: `click-log-state/state.json`.
 *
 * `<K>` is the team's bucket key: `t-<teamId>` for a team big enough for files of its own, else
 * `h00`…`h63` by a hash of the team id. A generation `G` holds the raw objects named before `G`
 * (and after the previous generation); the state's `watermark` is the last generation committed.
 * Readers take raw objects named at or after the watermark and generation files up to it: every
 * click is in exactly one of them, whichever step a compaction run stopped at.
 */
export const CLICK_LOG_TEAM_PREFIX = 'clicks-by-team/';
export const CLICK_ROLLUP_PREFIX = 'click-rollups/';
export const CLICK_LOG_GENERATION_PREFIX = 'click-log-generations/';
export const CLICK_LOG_STATE_PREFIX = 'click-log-state/';
export const CLICK_LOG_STATE_KEY = `${CLICK_LOG_STATE_PREFIX}state.json`;
/** The team-bucket partition (`tb`), before `dt`, in the team layout. */
export const CLICK_LOG_TEAM_PARTITION = 'tb';
export const TEAM_HASH_BUCKETS = 64;

/** 13 digits of epoch milliseconds: raw object and generation names compare as strings. */
export const logClock = (ms: number): string => String(Math.max(0, Math.floor(ms))).padStart(13, '0');
/** A raw batch's file name (the key's last segment): `w<ms>-<id>.json.gz`. */
export const rawObjectName = (ms: number, id: string): string => `w${logClock(ms)}-${id}.json.gz`;
const RAW_NAME = /\/w(\d{13})-[^/]*$/;
/** When a raw object was named (13 digits), or undefined for a legacy raw key. */
export const rawObjectClock = (key: string): string | undefined => RAW_NAME.exec(key)?.[1];
const GEN_NAME = /\/g(\d{13})-[^/]*$/;
/** The generation of a team-layout or rollup file, or undefined. */
export const generationOfKey = (key: string): string | undefined => GEN_NAME.exec(key)?.[1];
/** Regular expressions over an object's path (Athena's `"$path"`): the raw object's clock, a file's generation. */
export const RAW_CLOCK_PATTERN = RAW_NAME.source;
export const GENERATION_PATTERN = GEN_NAME.source;

/** A team id that can be a path segment and a query literal as it is (every id the app makes). */
export const SAFE_TEAM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** FNV-1a over the id's UTF-16 code units: the same bucket in every runtime. */
export const hashBucketOf = (teamId: string): string => `h${String(fnv1a(teamId) % TEAM_HASH_BUCKETS).padStart(2, '0')}`;

/** 32-bit FNV-1a of a string's UTF-16 code units: a stable, cheap spread for partition keys. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
/** A big team's own bucket key, or undefined for an id that cannot be a path segment (it stays hashed). */
export const ownBucketOf = (teamId: string): string | undefined => (SAFE_TEAM_ID.test(teamId) ? `t-${teamId}` : undefined);
/** Bucket keys are literals in queries (Athena's injected partitions need them): only these shapes. */
export const isBucketKey = (key: string): boolean => /^h\d{2}$/.test(key) || /^t-[A-Za-z0-9_-]{1,64}$/.test(key);

/** The folder of one team bucket's day under a team-layout prefix: `<prefix>tb=<K>/dt=YYYY-MM-DD/`. */
export const teamDayPrefix = (prefix: string, bucket: string, day: string): string =>
  `${prefix}${CLICK_LOG_TEAM_PARTITION}=${bucket}/${CLICK_LOG_PARTITION}=${day}/`;

/** The rollup files' columns: `dim` '*' rows are the quarter hour's totals (human, unique, bots); others a ranked value's human clicks. */
export const ROLLUP_COLUMNS = [
  ['teamId', 'string'],
  ['dim', 'string'],
  ['value', 'string'],
  ['bucket', 'int'],
  ['total', 'bigint'],
  ['uniq', 'bigint'],
  ['bots', 'bigint'],
] as const;
/** The series rows' `dim` in the rollups. */
export const ROLLUP_SERIES = '*';

/**
 * What the commit holds (`CLICK_LOG_STATE_KEY`), written by compaction only, one run at a time.
 * Absent: nothing committed yet (watermark '0000000000000').
 */
export interface ClickLogState {
  /** The last generation committed (13 digits). */
  watermark: string;
  committedAt: string;
  /** Teams with files of their own, from the day (UTC) their first such file holds. */
  bigTeams: Record<string, string>;
  /** The last day whose visitor addresses were truncated (RAW_IP_DAYS). */
  ipTruncatedThrough?: string;
}
export const EMPTY_CLICK_LOG_STATE: ClickLogState = { watermark: logClock(0), committedAt: new Date(0).toISOString(), bigTeams: {} };

/** The click log's (and the first-visit markers') retention: the click-log bucket's lifecycle. */
export const CLICK_LOG_RETENTION_DAYS = 400;
/** Raw visitor addresses are kept this many days by default (CLICK_LOG_RAW_IP_DAYS), then truncated. */
export const RAW_IP_DAYS = 30;

/** A visitor address truncated: IPv4 to its /24 (`203.0.113.0`), IPv6 to its /48 (`2001:db8:1::`); anything else unchanged. */
export function truncateIp(ip: string | null): string | null {
  if (!ip) return ip;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  const mapped = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.exec(ip);
  if (mapped) return `::ffff:${truncateIp(mapped[1]!)}`;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return ip;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}

/** The imported history beside the log (another service's click counts by day): imported-clicks.ts. */

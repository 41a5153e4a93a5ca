/**
 * Conversions: a link may pass a click id to its destination (opt-in,
 * `conversionTracking`), and the team's backend reports what that click led to — a `lead` or a
 * `sale` — with `POST /api/track/conversions`, idempotently by its own event id. A conversion's
 * line carries its click's dimensions (from the click's attribution, written by the click worker),
 * so analytics read the conversion log alone, never joined to the click log for the panels. The
 * log's layout is below (CONVERSION_LOG_PREFIX). zod-free (the web app imports it); the request
 * and answer schemas are in conversion-schemas.ts and conversion-responses.ts.
 */
import { CLICK_LOG_COLUMNS, fnv1a, logClock, SAFE_TEAM_ID, type ClickRecord } from './click-log.js';

/** The query parameter the redirect appends to an opted-in link's destination: the click's token. */
export const CLICK_ID_PARAM = 'kisa_cid';

export const CONVERSION_TYPES = ['lead', 'sale'] as const;
export type ConversionType = (typeof CONVERSION_TYPES)[number];

/**
 * How long after its click a conversion is taken (days): the attribution window. A click id
 * older than this is refused (400); the click log keeps clicks 400 days, so every accepted
 * conversion still finds its click.
 */
export const CONVERSION_WINDOW_DAYS = 90;
/** A conversion's `time` may be this far ahead of the server's clock (clock skew). */
export const CONVERSION_FUTURE_SKEW_MS = 5 * 60_000;
export const CONVERSION_EVENT_ID_MAX = 128;
/**
 * `amount` is an integer in the currency's minor unit (cents for USD and EUR, kuruş for TRY,
 * yen for JPY): exact, like card processors' APIs, with no rounding between the team's books and
 * Kisa's. At most 10^12 minor units per conversion.
 */
export const CONVERSION_AMOUNT_MAX = 1_000_000_000_000;

export const CONVERSION_MSG = {
  clickIdInvalid: `clickId must be the ${CLICK_ID_PARAM} value the link passed to its destination.`,
  clickNotFound: 'Click not found',
  clickExpired: `This click is more than ${CONVERSION_WINDOW_DAYS} days old: conversions are taken within ${CONVERSION_WINDOW_DAYS} days of the click.`,
  eventIdInvalid: `eventId is your own id for the conversion (1–${CONVERSION_EVENT_ID_MAX} characters): the same eventId is recorded once.`,
  typeInvalid: `type must be one of ${CONVERSION_TYPES.join(', ')}.`,
  amountInvalid: `amount is a whole number of the currency's minor unit (cents), from 0 to ${CONVERSION_AMOUNT_MAX}.`,
  amountOnlyForSales: 'amount and currency are for sales.',
  currencyRequired: 'currency (an ISO 4217 code such as USD, EUR or TRY) is required with amount, and only with it.',
  currencyInvalid: 'currency must be an ISO 4217 code such as USD, EUR or TRY.',
  timeInvalid: 'time must be an ISO 8601 instant, not before the click and not in the future.',
  eventIdReused: 'This eventId was already used for a different conversion.',
  conversionTrackingInvalid: 'conversionTracking must be true or false.',
} as const;

/**
 * The click's columns a conversion line carries (its click's dimensions, copied from the click's
 * attribution when the conversion is reported): every column analytics filter or rank by, and
 * the bot flag (a bot's conversions never count). Names and meanings as in the click log.
 */
const CONVERSION_CLICK_NAMES = [
  'campaignId',
  'browser',
  'os',
  'device',
  'referrer',
  'countryCode',
  'city',
  'source',
  'isBot',
  'domain',
  'tagIds',
  'ruleId',
  'variantId',
] as const satisfies readonly (keyof ClickRecord)[];
type ConversionClickName = (typeof CONVERSION_CLICK_NAMES)[number];
/** Their names and types, taken from the click log's (in its order). */
export const CONVERSION_CLICK_COLUMNS = CLICK_LOG_COLUMNS.filter(([name]) =>
  (CONVERSION_CLICK_NAMES as readonly string[]).includes(name),
) as unknown as readonly (readonly [ConversionClickName, 'string' | 'boolean'])[];
export type ConversionClickColumn = (typeof CONVERSION_CLICK_COLUMNS)[number][0];
/** A click's dimensions as its conversions carry them (null: unknown, as in the click log). */
export type ClickAttribution = { [K in ConversionClickColumn]: K extends 'isBot' ? boolean : string | null };

/** The attribution columns of a record holding them (a click log line): missing ones null, `isBot` false. */
export const attributionOf = (record: { [K in ConversionClickColumn]?: ClickAttribution[K] | undefined }): ClickAttribution =>
  Object.fromEntries(CONVERSION_CLICK_COLUMNS.map(([name]) => [name, record[name] ?? (name === 'isBot' ? false : null)])) as ClickAttribution;

/** One line of the conversion log (S3 JSON lines, Glue tables `conversions` and `conversions_incoming`, DuckDB `conversions`). */
export interface ConversionRecord extends ClickAttribution {
  /** The conversion's own id (uuid); lines may repeat (an incoming object and its compacted copy): readers keep one per id. */
  id: string;
  /** The click it converts: the click log's `id`. */
  clickId: string;
  linkId: string;
  teamId: string;
  /** The team's own id for it (the idempotency key, per team). */
  eventId: string;
  type: ConversionType;
  /** Minor units of `currency`; null for a lead or a sale reported without an amount. */
  amountMinor: number | null;
  /** ISO 4217, upper case; null without an amount. */
  currency: string | null;
  /** When it happened (the report's `time`, else when it was reported), ISO 8601 UTC. */
  time: string;
  /** When its click happened (from the click id), ISO 8601 UTC: analytics count a conversion on its click's date. */
  clickTime: string;
}

export type ConversionLogColumnType = 'string' | 'bigint' | 'boolean';

/** The conversion log's columns in order, with their Glue/Athena types (appended to only, like the click log's). */
export const CONVERSION_LOG_COLUMNS = [
  ['id', 'string'],
  ['clickId', 'string'],
  ['linkId', 'string'],
  ['teamId', 'string'],
  ['eventId', 'string'],
  ['type', 'string'],
  ['amountMinor', 'bigint'],
  ['currency', 'string'],
  ['time', 'string'],
  ['clickTime', 'string'],
  ...CONVERSION_CLICK_COLUMNS,
] as const satisfies readonly (readonly [keyof ConversionRecord, ConversionLogColumnType])[];
export type ConversionLogColumn = (typeof CONVERSION_LOG_COLUMNS)[number][0];
type MissingConversionColumn = Exclude<keyof ConversionRecord, ConversionLogColumn>;
const allConversionColumns: MissingConversionColumn extends never ? true : MissingConversionColumn = true;
void allConversionColumns;

/*
 * The conversion log's layout in the click-log bucket (docs/DATA-MODEL.md):
 * - incoming: `conversions-incoming/team=<teamId>/<13-digit reported ms>-<id>.json`, one object
 *   per conversion as it is reported (both parts are kept on its event item: a replay rewrites
 *   the same object, never adds one);
 * - compacted: `conversions/team=<teamId>/dt=<click's UTC day>/c<13-digit ms>.json.gz`, the
 *   team's conversions of clicks of that day, one gzip JSON-lines file, merged again on each
 *   compaction that has new lines for it (compact-conversion-log.ts).
 * A team's dashboard reads its own partitions only: its incoming objects (what the last
 * compaction runs left: up to a run's interval plus its grace) and the compacted days of its range.
 */
export const CONVERSION_LOG_PREFIX = 'conversions/';
export const CONVERSION_INCOMING_PREFIX = 'conversions-incoming/';
/** The team partition's name in both prefixes (Athena: an injected projection). */
export const CONVERSION_TEAM_PARTITION = 'team';

/**
 * A team's partition value: its id (every id the app makes, a uuid), or for any other string a
 * hash (`~` and 8 hex digits) — Athena reads injected partition values as literals in the query's
 * text, so only these shapes ever reach it; readers also filter on the `teamId` column.
 */
export const conversionTeamValue = (teamId: string): string => (SAFE_TEAM_ID.test(teamId) ? teamId : `~${fnv1a(teamId).toString(16).padStart(8, '0')}`);

/** The folder of a team's partition under a prefix: `<prefix>team=<teamId>/`. */
export const conversionTeamPrefix = (prefix: string, teamId: string): string => `${prefix}${CONVERSION_TEAM_PARTITION}=${conversionTeamValue(teamId)}/`;

/** An incoming conversion's object: under its team, named by when it was reported and its id. */
export const incomingConversionKey = (teamId: string, reportedMs: number, id: string): string =>
  `${conversionTeamPrefix(CONVERSION_INCOMING_PREFIX, teamId)}${logClock(reportedMs)}-${id}.json`;
/** The folder of a team's compacted conversions of one click day. */
export const conversionDayPrefix = (teamId: string, day: string): string => `${conversionTeamPrefix(CONVERSION_LOG_PREFIX, teamId)}dt=${day}/`;
/** A compacted file of a team's click day, named by the compaction's clock (the newest holds every line of the older ones). */
export const compactedConversionKey = (teamId: string, day: string, clockMs: number): string =>
  `${conversionDayPrefix(teamId, day)}c${logClock(clockMs)}.json.gz`;

const CONVERSION_KEY = new RegExp(
  `^(?:${CONVERSION_INCOMING_PREFIX}|${CONVERSION_LOG_PREFIX})${CONVERSION_TEAM_PARTITION}=([A-Za-z0-9_~-]+)/(?:dt=(\\d{4}-\\d{2}-\\d{2})/)?(?:c)?(\\d{13})`,
);
/** A conversion object's team partition (conversionTeamValue), its click day (compacted files only) and its clock (13 digits), or null. */
export function parseConversionKey(key: string): { team: string; day: string | null; clock: string } | null {
  const m = CONVERSION_KEY.exec(key);
  return m ? { team: m[1]!, day: m[2] ?? null, clock: m[3]! } : null;
}

/** Money as the API answers it: an amount in the currency's minor unit. */
export interface MoneyAmount {
  currency: string;
  amount: number;
}

/** ISO 4217 codes this runtime knows (Intl), for the request check; a well-formed code where Intl cannot list them. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  return known ? known.includes(code) : true;
}

/** The currency's minor units per major unit's digits (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in minor units as the major-unit decimal people read (`12345` USD → `123.45`). */
export function majorUnits(amount: number, currency: string): number {
  return amount / 10 ** currencyDigits(currency);
}

/** Money as text in a locale: `$123.45`, `₺1.234,50`, `¥500`. */
export function formatMoney(money: MoneyAmount, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(majorUnits(money.amount, money.currency));
  } catch {
    return `${majorUnits(money.amount, money.currency)} ${money.currency}`;
  }
}

/** Conversion rate: converting clicks over clicks (0 without clicks). */
export const conversionRate = (convertingClicks: number, clicks: number): number => (clicks > 0 ? convertingClicks / clicks : 0);

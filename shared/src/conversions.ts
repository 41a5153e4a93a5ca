/**
 * Conversions (issue 27): a link may pass a click id to its destination (opt-in,
 * `conversionTracking`), and the team's backend reports what that click led to — a `lead` or a
 * `sale` — with `POST /api/track/conversions`, idempotently by its own event id. Conversions are
 * written to the conversion log beside the click log (same bucket, same day partitions) and
 * joined to the clicks by click id in analytics. zod-free (the web app imports it); the request
 * and answer schemas are in conversion-schemas.ts and conversion-responses.ts.
 */

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

/** One line of the conversion log (S3 JSON lines, Glue table `conversions`, DuckDB `conversions`). */
export interface ConversionRecord {
  /** The conversion's own id (uuid): the object's name; lines are kept once per id. */
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

export type ConversionLogColumnType = 'string' | 'bigint';

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
] as const satisfies readonly (readonly [keyof ConversionRecord, ConversionLogColumnType])[];
export type ConversionLogColumn = (typeof CONVERSION_LOG_COLUMNS)[number][0];
type MissingConversionColumn = Exclude<keyof ConversionRecord, ConversionLogColumn>;
const allConversionColumns: MissingConversionColumn extends never ? true : MissingConversionColumn = true;
void allConversionColumns;

/**
 * The conversion log's prefix in the click-log bucket: `conversions/dt=YYYY-MM-DD/<id>.json`, one
 * object per conversion, partitioned by its **click's** UTC day (the click log's `dt`), so a
 * range of clicks reads the same days of both.
 */
export const CONVERSION_LOG_PREFIX = 'conversions/';

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

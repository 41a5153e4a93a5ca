import { INTL_LOCALES, type Locale } from './locales.js';

/**
 * Numbers and dates in a language's own formats, one cached Intl formatter each: Turkish keeps the
 * spec's tr-TR (1.234.567, %12,5, 05.03.2025), English is en-US (1,234,567, 12.5%, Mar 5, 2025).
 * Web, mails and exports format through these. Pure; unit-tested.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

const numberFormat = (locale: Locale, digits?: number) =>
  cached(
    `n:${locale}:${digits ?? ''}`,
    () => new Intl.NumberFormat(INTL_LOCALES[locale], digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );

/** A count: 1234567 → "1.234.567" (tr), "1,234,567" (en); 0 for a missing or non-finite value. */
export function formatNumber(locale: Locale, n: number | undefined | null, digits?: number): string {
  return numberFormat(locale, digits).format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

/** A fraction as a percent with `digits` decimals: 0.125 → "%12,5" (tr, 1), "12.50%" (en, 2). */
export function formatPercentIn(locale: Locale, fraction: number, digits: number): string {
  const f = cached(
    `p:${locale}:${digits}`,
    () => new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
  return f.format(fraction);
}

const DATE_STYLES = {
  /** Tables: 05.03.2025 (tr), Mar 5, 2025 (en). */
  date: { tr: { day: '2-digit', month: '2-digit', year: 'numeric' }, en: { dateStyle: 'medium' } },
  /** Tooltips: 5 Mart 2025 14:03 (tr), March 5, 2025 at 2:03 PM (en). */
  dateTime: { tr: { dateStyle: 'long', timeStyle: 'short' }, en: { dateStyle: 'long', timeStyle: 'short' } },
  /** Short date and time: 05.03.2025 14:03. */
  shortDateTime: { tr: { dateStyle: 'short', timeStyle: 'short' }, en: { dateStyle: 'short', timeStyle: 'short' } },
  /** A visit: 05.03.2025 14:03:09. */
  visitTime: { tr: { dateStyle: 'short', timeStyle: 'medium' }, en: { dateStyle: 'short', timeStyle: 'medium' } },
  /** The clock: 14:03 (tr), 2:03 PM (en). */
  time: { tr: { timeStyle: 'short' }, en: { timeStyle: 'short' } },
} satisfies Record<string, Record<Locale, Intl.DateTimeFormatOptions>>;

export type DateStyle = keyof typeof DATE_STYLES;

/** A date in a language's style (`timeZone` when given, else the runtime's); empty when unparseable. */
export function formatDateIn(locale: Locale, value: string | number | Date | undefined, style: DateStyle = 'date', timeZone?: string): string {
  const d = value === undefined ? null : new Date(value);
  if (!d || Number.isNaN(d.getTime())) return '';
  const f = cached(`d:${locale}:${style}:${timeZone ?? ''}`, () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...DATE_STYLES[style][locale], timeZone }));
  return f.format(d);
}

/** A calendar day `YYYY-MM-DD` in a language's date style, without a time zone to shift it; the text itself when malformed. */
export function formatDayIn(locale: Locale, day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  return formatDateIn(locale, Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12), 'date', 'UTC') || day;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago" / "3 gün önce", "now" / "şimdi": how long ago `iso` was; empty when unparseable. */
export function formatRelativeIn(locale: Locale, iso: string | undefined, now = Date.now()): string {
  const t = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(t)) return '';
  const relative = cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' }));
  const diff = t - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(0, 'second');
}

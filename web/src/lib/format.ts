import { formatMoney, type Money } from '@kisa/shared';

/**
 * Numbers and dates as every screen shows them: the Turkish locale (spec §9). The app's one
 * place for it — features format through these (or build on LOCALE) rather than make their own. Pure; unit-tested.
 */

export const LOCALE = 'tr-TR';

const trNumber = new Intl.NumberFormat(LOCALE);

/** Counts in the Turkish locale (spec §9): 1234567 → "1.234.567". */
export function formatCount(n: number | undefined | null): string {
  return trNumber.format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

/**
 * A link's (or a range's) clicks in words, in the one order every screen uses: unique first,
 * then total — "3 unique / 5 total clicks" (the dashboard's order; the spec names unique
 * before total everywhere). Figures are `formatCount`'s.
 */
export function clicksText(unique: number, total: number): string {
  return `${formatCount(unique)} unique / ${formatCount(total)} total ${total === 1 ? 'click' : 'clicks'}`;
}

/** The order of a "3 / 5" clicks pair, as a column or a cell names it. */
export const CLICKS_ORDER = 'unique / total';

const trPercents = new Map<number, Intl.NumberFormat>();

/** A fraction as a percent with `digits` decimals, in the Turkish locale: 0.125 → "%12,5" (1), "%12,50" (2). */
export function formatPercent(fraction: number, digits: number): string {
  let f = trPercents.get(digits);
  if (!f) trPercents.set(digits, (f = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f.format(fraction);
}

/**
 * Sales per currency in one line, largest first as the API orders them (`€1.234,50 · $12,34`);
 * '—' for none. Never added across currencies (analytics, the visitor log, a campaign).
 */
export function formatRevenue(revenue: readonly Money[]): string {
  if (!revenue.length) return '—';
  return revenue.map((m) => formatMoney(m, LOCALE)).join(' · ');
}

const trDate = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const trDateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' });

/** A date for tables (tr-TR, e.g. 05.03.2025); empty when unparseable. */
export function formatDate(iso: string | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? trDate.format(d) : '';
}

/** The full date and time (tooltips); empty when unparseable. */
export function formatDateTime(iso: string | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? trDateTime.format(d) : '';
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "last month", "now": how long ago `iso` was; empty when unparseable. */
export function formatRelative(iso: string | undefined, now = Date.now()): string {
  const t = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(t)) return '';
  const diff = t - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(0, 'second');
}

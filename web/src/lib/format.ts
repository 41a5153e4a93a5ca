import { formatMoney, type Money } from '@kisa/shared';
import { formatDateIn, formatNumber, formatPercentIn, formatRelativeIn, INTL_LOCALES } from '@kisa/shared/i18n';
import { currentLocale, translateNow } from './i18n';

/**
 * Numbers and dates as every screen shows them, in the language shown: Turkish keeps the spec's
 * tr-TR formats (§9: 1.234.567, %12,5, 05.03.2025), English has English ones (1,234,567, 12.5%,
 * Mar 5, 2025). The app's one place for it — features format through these (or `intlLocale()`)
 * rather than make their own.
 */

/** The Intl locale of the language shown (tr-TR, en-US), for formatters built elsewhere. */
export const intlLocale = (): string => INTL_LOCALES[currentLocale()];

/** Counts: 1234567 → "1.234.567" (tr), "1,234,567" (en). */
export function formatCount(n: number | undefined | null): string {
  return formatNumber(currentLocale(), n);
}

/**
 * A link's (or a range's) clicks in words, in the one order every screen uses: unique first,
 * then total — "3 unique / 5 total clicks" (the dashboard's order; the spec names unique
 * before total everywhere). Figures are `formatCount`'s.
 */
export function clicksText(unique: number, total: number): string {
  return translateNow('common.clicksText', { unique: formatCount(unique), total: formatCount(total), n: total });
}

/** The order of a "3 / 5" clicks pair, as a column or a cell names it. */
export const clicksOrder = (): string => translateNow('common.clicksOrder');

/** A fraction as a percent with `digits` decimals: 0.125 → "%12,5" (tr, 1), "12.50%" (en, 2). */
export function formatPercent(fraction: number, digits: number): string {
  return formatPercentIn(currentLocale(), fraction, digits);
}

/**
 * Sales per currency in one line, largest first as the API orders them (`€1.234,50 · $12,34`);
 * '—' for none. Never added across currencies (analytics, the visitor log, a campaign).
 */
export function formatRevenue(revenue: readonly Money[]): string {
  if (!revenue.length) return '—';
  return revenue.map((m) => formatMoney(m, intlLocale())).join(' · ');
}

/** A date for tables (05.03.2025 in Turkish, Mar 5, 2025 in English); empty when unparseable. */
export function formatDate(iso: string | undefined): string {
  return formatDateIn(currentLocale(), iso, 'date');
}

/** The full date and time (tooltips); empty when unparseable. */
export function formatDateTime(iso: string | undefined): string {
  return formatDateIn(currentLocale(), iso, 'dateTime');
}

/** "3 days ago", "3 gün önce", "now": how long ago `iso` was; empty when unparseable. */
export function formatRelative(iso: string | undefined, now = Date.now()): string {
  return formatRelativeIn(currentLocale(), iso, now);
}

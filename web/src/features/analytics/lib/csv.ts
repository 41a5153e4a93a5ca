/** Client-side CSV of a ranking (what each panel's Export (CSV) button saves). Pure; unit-tested. */

import { currencyDigits, majorUnits } from '@kisa/shared';
import { toCsv } from '@/lib/csv';
import { translateNow } from '@/lib/i18n';

// The generic CSV writer lives in lib/csv.ts (the bulk screen writes CSV too).
export { csvField, toCsv } from '@/lib/csv';

export interface RankingRow {
  label: string;
  count: number;
  /** Extra leading columns (e.g. the country code). */
  extra?: readonly string[];
  /** Unique clicks, for rankings that have them (tags): a column after Clicks. */
  unique?: number;
  /** Conversions: Conversions, Converting clicks and Revenue columns when any row has them. */
  conversions?: number;
  convertingClicks?: number;
  revenue?: readonly { currency: string; amount: number }[];
}

/** Share of `total` in percent with 2 decimals (dot decimal: the file is for machines too). */
export const sharePercent = (count: number, total: number): string => (total > 0 ? ((count / total) * 100).toFixed(2) : '0.00');

/**
 * The ranking as CSV: `{dimension}[,extra…],Clicks[,Unique clicks],Share (%)[,Conversions,Converting clicks,Revenue]`,
 * one row per entry, as ranked. Revenue is per currency in major units (`19.99 EUR; 5.00 USD`).
 */
export function rankingCsv(dimension: string, rows: readonly RankingRow[], total: number, extraHeaders: readonly string[] = []): string {
  const unique = rows.some((r) => r.unique !== undefined);
  const conversions = rows.some((r) => r.conversions !== undefined);
  return toCsv([
    [
      dimension,
      ...extraHeaders,
      translateNow('analytics.csv.clicks'),
      ...(unique ? [translateNow('analytics.csv.unique')] : []),
      translateNow('analytics.csv.share'),
      ...(conversions ? [translateNow('analytics.csv.conversions'), translateNow('analytics.csv.converting'), translateNow('analytics.csv.revenue')] : []),
    ],
    ...rows.map((r) => [
      r.label,
      ...(r.extra ?? []),
      r.count,
      ...(unique ? [r.unique ?? 0] : []),
      sharePercent(r.count, total),
      ...(conversions ? [r.conversions ?? 0, r.convertingClicks ?? 0, revenueCell(r.revenue ?? [])] : []),
    ]),
  ]);
}

/** Revenue per currency for a file (machines read it too: dot decimals, the currency's digits). */
export const revenueCell = (revenue: readonly { currency: string; amount: number }[]): string =>
  revenue.map((m) => `${majorUnits(m.amount, m.currency).toFixed(currencyDigits(m.currency))} ${m.currency}`).join('; ');

/** `analytics-{name}-{from}_{to}.csv`, the panel's name in ASCII letters (a Turkish "İşletim Sistemi" → `isletim-sistemi`). */
export const csvFileName = (name: string, from: string, to: string): string => {
  const ascii = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();
  return `analytics-${ascii.replace(/[^a-z0-9]+/g, '-')}-${from}_${to}.csv`;
};

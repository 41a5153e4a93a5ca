/** Client-side CSV of a ranking (what each panel's Export (CSV) button saves). Pure; unit-tested. */

import { toCsv } from '../../../lib/csv';

// The generic CSV writer lives in lib/csv.ts (the bulk screen writes CSV too).
export { csvField, toCsv } from '../../../lib/csv';

export interface RankingRow {
  label: string;
  count: number;
  /** Extra leading columns (e.g. the country code). */
  extra?: readonly string[];
  /** Unique clicks, for rankings that have them (tags, issue 26): a column after Clicks. */
  unique?: number;
}

/** Share of `total` in percent with 2 decimals (dot decimal: the file is for machines too). */
export const sharePercent = (count: number, total: number): string => (total > 0 ? ((count / total) * 100).toFixed(2) : '0.00');

/** The ranking as CSV: `{dimension}[,extra…],Clicks[,Unique clicks],Share (%)`, one row per entry, as ranked. */
export function rankingCsv(dimension: string, rows: readonly RankingRow[], total: number, extraHeaders: readonly string[] = []): string {
  const unique = rows.some((r) => r.unique !== undefined);
  return toCsv([
    [dimension, ...extraHeaders, 'Clicks', ...(unique ? ['Unique clicks'] : []), 'Share (%)'],
    ...rows.map((r) => [r.label, ...(r.extra ?? []), r.count, ...(unique ? [r.unique ?? 0] : []), sharePercent(r.count, total)]),
  ]);
}

/** `analytics-{name}-{from}_{to}.csv` */
export const csvFileName = (name: string, from: string, to: string): string => `analytics-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${from}_${to}.csv`;

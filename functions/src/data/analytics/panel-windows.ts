import { CONVERSION_RANK_FACTOR } from './conversion-sql.js';
import type { Row, Value } from './click-log-engine.js';
import { panelWindowStatement } from './panel-windows-sql.js';
import { QUARTERS_PER_DAY, QUARTER_HOUR_MS, type AthenaDialect, type ClickScope, type Statement } from './sql-parts.js';

/**
 * A filtered panels question over a long range, in Athena: no rollup holds a filter's
 * combination, so its statement reads the team's files of both periods, ~CLICK_SCAN_BYTES a
 * click, and a big team's would pass the workgroup's 1 GiB per-query cap. Past PANEL_WINDOW_CLICKS
 * clicks (estimated from the unfiltered series, cached rollups), the range is read in windows of
 * whole UTC days, one statement each (panel-windows-sql.ts: every value, no cut), at most
 * WINDOW_CONCURRENCY at once, and their rows merged into the panels statement's rows exactly:
 * counts summed, quarter hours side by side, links counted over the merged values, rankings
 * ranked and cut once as the single statement does.
 */

/**
 * Bytes a filtered statement reads per click: the time, bot and unique flags, the filter's column
 * and the twelve ranked columns, ≤ ~2.4 B each in Parquet (docs/BENCHMARKS.md "Exports and long ranges").
 */
export const CLICK_SCAN_BYTES = 40;
/** What one window may read: 400 MB, well inside the 1 GiB cap whatever the estimate misses (a day's edge, the raw quarter hour). */
export const PANEL_WINDOW_BYTES = 400_000_000;
/** Clicks (humans and bots) per window: PANEL_WINDOW_BYTES ÷ CLICK_SCAN_BYTES = 10M. */
export const PANEL_WINDOW_CLICKS = PANEL_WINDOW_BYTES / CLICK_SCAN_BYTES;
/**
 * Window statements running at once: a 10M-clicks-a-month team's 400-day filtered view (28
 * windows) in 4 rounds of ~4–6 s, inside API Gateway's 30 s; a page's question stays far inside
 * Athena's 20 StartQueryExecution a second, and three such views at once inside its 25 active
 * DML queries (docs/DEPLOY.md: raise that quota beyond).
 */
export const WINDOW_CONCURRENCY = 8;

export interface PanelWindow {
  start: string;
  end: string;
}

/**
 * The windows of [start, end): whole UTC days (the range's partial first and last days included)
 * of at most `maxClicks` clicks each by the series (human clicks per quarter hour) weighed by
 * `botShare` (bots per human click), oldest first; a day over the bound is a window of its own.
 * One window when the whole range fits (the single statement).
 */
export function panelWindows(
  range: PanelWindow,
  series: readonly { bucket: number; total: number }[],
  botShare: number,
  maxClicks: number = PANEL_WINDOW_CLICKS,
): PanelWindow[] {
  const perDay = new Map<number, number>();
  for (const s of series) {
    const day = Math.floor(s.bucket / QUARTERS_PER_DAY);
    perDay.set(day, (perDay.get(day) ?? 0) + s.total * (1 + Math.max(0, botShare)));
  }
  const windows: PanelWindow[] = [];
  let start = range.start;
  let count = 0;
  for (const [day, clicks] of [...perDay].sort(([a], [b]) => a - b)) {
    const cut = new Date(day * QUARTERS_PER_DAY * QUARTER_HOUR_MS).toISOString();
    if (count > 0 && count + clicks > maxClicks && cut > start && cut < range.end) {
      windows.push({ start, end: cut });
      start = cut;
      count = 0;
    }
    count += clicks;
  }
  windows.push({ start, end: range.end });
  return windows;
}

/**
 * The panels statement's rows for a filtered scope, read in `windows` covering [previousStart,
 * scope.end) with no gap nor overlap: one statement each through `query`, WINDOW_CONCURRENCY at
 * once. One window failing fails the question, and no window starts after it (the result cache
 * then answers the question's last answer, cached-query.ts).
 */
export async function windowedPanelRows(
  dialect: AthenaDialect,
  scope: ClickScope,
  previousStart: string,
  limit: number,
  windows: readonly PanelWindow[],
  query: (statement: Statement) => Promise<Row[]>,
): Promise<Row[]> {
  const statements = windows.map((w, i) => panelWindowStatement(dialect, scope, previousStart, { ...w, imported: i === 0 }));
  const answers: Row[][] = new Array(statements.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    // After a failure no further window starts (the question fails: its other windows would be paid for nothing).
    while (next < statements.length && !failed) {
      const i = next++;
      try {
        answers[i] = await query(statements[i]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(WINDOW_CONCURRENCY, statements.length) }, lane));
  return mergeWindowRows(answers.flat(), limit);
}

const num = (v: Value | undefined): number => (typeof v === 'number' ? v : Number(v ?? 0));
const text = (v: Value | undefined): string | null => (v === null || v === undefined ? null : String(v));
/** Varchar order as Trino's and DuckDB's ORDER BY: by code point (UTF-8 bytes), nulls last. */
export function compareValues(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

type Sums = Record<'total' | 'uniq' | 'bots' | 'conversions' | 'converting' | 'revenue', number>;
const SUMMED = ['total', 'uniq', 'bots', 'conversions', 'converting', 'revenue'] as const;
const zero = (): Sums => ({ total: 0, uniq: 0, bots: 0, conversions: 0, converting: 0, revenue: 0 });
/** A row in the panels statement's columns and order. */
function rowOf(panel: string, key: { bucket?: number | null; dim?: string | null; value?: string | null; currency?: string | null }, s: Sums, links = 0): Row {
  return {
    panel,
    bucket: key.bucket ?? null,
    dim: key.dim ?? null,
    value: key.value ?? null,
    total: s.total,
    uniq: s.uniq,
    bots: panel === 'current' ? s.bots : 0,
    links,
    currency: key.currency ?? null,
    conversions: s.conversions,
    converting: s.converting,
    revenue: s.revenue,
  };
}

/** The windows' rows (panel-windows-sql.ts) as the single panels statement's rows (panels-sql.ts), rankings cut at `limit`. */
export function mergeWindowRows(rows: readonly Row[], limit: number): Row[] {
  const groups = new Map<string, { panel: string; bucket: number | null; dim: string | null; value: string | null; currency: string | null; sums: Sums }>();
  const passed: Row[] = [];
  for (const r of rows) {
    if (r.panel === 'iseries' || r.panel === 'imported') {
      passed.push(r);
      continue;
    }
    const key = {
      panel: String(r.panel),
      bucket: r.bucket === null || r.bucket === undefined ? null : num(r.bucket),
      dim: text(r.dim),
      value: text(r.value),
      currency: text(r.currency),
    };
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { ...key, sums: zero() };
    for (const f of SUMMED) group.sums[f] += num(r[f]);
    groups.set(id, group);
  }
  const of = (panel: string) => [...groups.values()].filter((g) => g.panel === panel);
  const linksOf = (panel: string) => of(panel).filter((g) => g.dim === 'link' && g.sums.total > 0).length;
  const out: Row[] = [];
  for (const g of of('series')) if (g.sums.total > 0) out.push(rowOf('series', g, g.sums));
  const [current, previous] = [of('current')[0]?.sums, of('previous')[0]?.sums];
  if (current && (current.total > 0 || current.bots > 0)) out.push(rowOf('current', {}, current, linksOf('rank')));
  if (previous && previous.total > 0) out.push(rowOf('previous', {}, previous, linksOf('plink')));
  // The clicks' rankings: per dimension, by total, then value; the first `limit`.
  const dims = new Set(of('rank').map((g) => g.dim));
  for (const dim of dims) {
    const ranked = of('rank')
      .filter((g) => g.dim === dim && g.sums.total > 0)
      .sort((a, b) => b.sums.total - a.sums.total || compareValues(a.value, b.value));
    for (const g of ranked.slice(0, Math.trunc(limit))) out.push(rowOf('rank', g, g.sums));
  }
  for (const panel of ['cseries', 'ccurrent', 'cprevious']) for (const g of of(panel)) out.push(rowOf(panel, g, g.sums));
  // The conversions' rankings: per dimension, values by converting clicks (over their currencies), then value; a value's every currency.
  for (const dim of new Set(of('crank').map((g) => g.dim))) {
    const mine = of('crank').filter((g) => g.dim === dim);
    const converting = new Map<string | null, number>();
    for (const g of mine) converting.set(g.value, (converting.get(g.value) ?? 0) + g.sums.converting);
    const kept = new Set(
      [...converting]
        .sort(([a, x], [b, y]) => y - x || compareValues(a, b))
        .slice(0, Math.trunc(limit) * CONVERSION_RANK_FACTOR)
        .map(([value]) => value),
    );
    for (const g of mine) if (kept.has(g.value)) out.push(rowOf('crank', g, g.sums));
  }
  return [...out, ...passed];
}

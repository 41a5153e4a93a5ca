import { RANKING_LIMIT } from '@kisa/shared';
import {
  alertSeriesStatement,
  bucketOf,
  countStatement,
  isFiltered,
  panelsStatement,
  QUARTER_HOUR_MS,
  type VISITOR_COLUMNS,
  type VISITOR_CONVERSION_COLUMNS,
  visitorsStatement,
  type ClickScope,
  type RankingDimension,
  type WatchedTarget,
} from './analytics-sql.js';
import { cachedAnswer, STALE_FIRST_MS } from './cached-query.js';
import { clickLogEngine } from './choose-engine.js';
import { EXPORT_WINDOW_CLICKS, exportWindows } from './export-windows.js';
import type { Row } from './click-log-engine.js';
import { PANEL_WINDOW_CLICKS, panelWindows, windowedPanelRows, type PanelWindow } from './panel-windows.js';

/**
 * The click log's access patterns for analytics, one function each, on whichever engine is
 * configured. Answers plain numbers and strings; turning them into the API's shapes (local
 * days, names for unknown values, link titles) is the domain's job.
 */

export interface SeriesPoint {
  /** Quarter hour since the epoch. */
  bucket: number;
  total: number;
  unique: number;
}

export interface ScopeTotals {
  total: number;
  unique: number;
  links: number;
}

export interface RankingRow {
  dimension: RankingDimension;
  /** null = unknown (no referrer, unrecognised browser, no location…). */
  value: string | null;
  total: number;
  unique: number;
}

/** Conversions of a set of clicks: events, clicks with one, and sales per currency (minor units). */
export interface ConversionFigures {
  conversions: number;
  converting: number;
  revenue: { currency: string; amount: number }[];
}

export interface ClickPanels {
  series: SeriesPoint[];
  totals: ScopeTotals;
  previous: ScopeTotals;
  bots: number;
  rankings: RankingRow[];
  /** Conversions by their click's quarter hour (current period). */
  conversionSeries: { bucket: number; conversions: number; converting: number }[];
  conversions: ConversionFigures;
  previousConversions: ConversionFigures;
  /** Conversions per ranked value, by conversionKey(dimension, value). */
  conversionRankings: Map<string, ConversionFigures>;
  /**
   * The imported history in range (imported-sql.ts): its clicks (already in `totals` and the
   * rankings, never in `series`), the days they span, and the daily totals per day; null: none.
   */
  imported: { clicks: number; from: string; to: string; days: { day: string; total: number }[] } | null;
}

/** The key of a ranked value's conversions in ClickPanels.conversionRankings. */
export const conversionKey = (dimension: RankingDimension, value: string | null): string => `${dimension}\n${value === null ? '\u0000' : value}`;

const NO_CONVERSIONS = (): ConversionFigures => ({ conversions: 0, converting: 0, revenue: [] });

/** The figures of conversion rows (one per currency). */
function conversionsOf(rows: Row[]): ConversionFigures {
  const figures = NO_CONVERSIONS();
  for (const r of rows) addConversions(figures, r);
  return figures;
}

/** Adds a conversion row (one currency, or none) to figures; revenue kept per currency, largest first. */
function addConversions(to: ConversionFigures, r: Row): void {
  to.conversions += num(r.conversions);
  to.converting += num(r.converting);
  const currency = str(r.currency);
  if (currency && num(r.revenue) !== 0) {
    const entry = to.revenue.find((m) => m.currency === currency);
    if (entry) entry.amount += num(r.revenue);
    else to.revenue.push({ currency, amount: num(r.revenue) });
    to.revenue.sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  }
}

export type VisitorRow = Record<Lowercase<(typeof VISITOR_COLUMNS)[number]>, string | boolean | null> &
  Record<(typeof VISITOR_CONVERSION_COLUMNS)[number], string | number | null>;

const num = (v: Row[string] | undefined): number => (typeof v === 'number' ? v : Number(v ?? 0));
const str = (v: Row[string] | undefined): string | null => (v === null || v === undefined ? null : String(v));

/** The rows of the panels statement (analytics-sql.ts: tagged by `panel`) as the page's panels. */
export function panelsOf(rows: readonly Row[]): ClickPanels {
  const tagged = (panel: string) => rows.filter((r) => r.panel === panel);
  const totalsOf = (r: Row | undefined): ScopeTotals => ({ total: num(r?.total), unique: num(r?.uniq), links: num(r?.links) });
  return {
    series: tagged('series').map((r) => ({ bucket: num(r.bucket), total: num(r.total), unique: num(r.uniq) })),
    totals: totalsOf(tagged('current')[0]),
    previous: totalsOf(tagged('previous')[0]),
    bots: num(tagged('current')[0]?.bots),
    rankings: tagged('rank').map((r) => ({ dimension: r.dim as RankingDimension, value: str(r.value), total: num(r.total), unique: num(r.uniq) })),
    conversionSeries: tagged('cseries').map((r) => ({ bucket: num(r.bucket), conversions: num(r.conversions), converting: num(r.converting) })),
    conversions: conversionsOf(tagged('ccurrent')),
    previousConversions: conversionsOf(tagged('cprevious')),
    imported: importedOf(tagged('imported')[0], tagged('iseries')),
    conversionRankings: tagged('crank').reduce((map, r) => {
      const key = conversionKey(r.dim as RankingDimension, str(r.value));
      if (!map.has(key)) map.set(key, NO_CONVERSIONS());
      addConversions(map.get(key)!, r);
      return map;
    }, new Map<string, ConversionFigures>()),
  };
}

/**
 * The panels statement's rows, refused (thrown) when they are not its rows — a row without its
 * `panel` tag, or a count that is no number — so a garbled answer is never cached nor shown: the
 * cache answers the question's last answer instead (cached-query.ts).
 */
export function checkedPanelRows(rows: readonly Row[]): Row[] {
  const bad = rows.find((r) => typeof r !== 'object' || r === null || typeof r.panel !== 'string' || !Number.isFinite(num(r.total)));
  if (bad !== undefined) throw new Error(`Malformed analytics answer: ${JSON.stringify(bad).slice(0, 200)}`);
  return [...rows];
}

/** The `imported` and `iseries` rows (imported-sql.ts importedRowsStatement) as ClickPanels.imported. */
function importedOf(span: Row | undefined, days: readonly Row[]): ClickPanels['imported'] {
  if (!span || num(span.total) <= 0) return null;
  return {
    clicks: num(span.total),
    from: String(span.dim),
    to: String(span.value),
    days: days.map((r) => ({ day: String(r.value), total: num(r.total) })).sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/**
 * Every panel of the analytics page for one scope: one statement (one Athena query) — or, in
 * Athena, a filtered scope whose two periods hold more than `windowClicks` clicks, one per window
 * (panel-windows.ts), merged into the same rows — answered from the result cache while the data
 * has not changed (cached-query.ts), as one question either way. `limit`: values per ranking.
 * `staleFirst`: an answer up to STALE_FIRST_MS old is fine at once (a first paint); `asOf` and
 * `stale` say when the figures were computed and whether they are older than the data.
 * `processOnly`: cached in the process only (cached-query.ts), for questions no page asks.
 */
export async function readClickPanels(
  scope: ClickScope,
  previousStart: string,
  limit: number = RANKING_LIMIT,
  { staleFirst = false, windowClicks = PANEL_WINDOW_CLICKS, processOnly = false }: { staleFirst?: boolean; windowClicks?: number; processOnly?: boolean } = {},
): Promise<ClickPanels & { asOf: number; stale: boolean }> {
  const engine = await clickLogEngine();
  const question = { kind: 'panels', scope, previousStart, limit };
  const run = async () => {
    const dialect = await engine.prepare();
    // Athena, filtered: a long range of a big team is read in windows (panel-windows.ts), one answer all the same.
    const windows = dialect.kind === 'athena' && isFiltered(scope) ? await filteredWindows(scope, previousStart, windowClicks) : [];
    if (dialect.kind === 'athena' && windows.length > 1)
      return checkedPanelRows(await windowedPanelRows(dialect, scope, previousStart, limit, windows, (s) => engine.query(s)));
    return checkedPanelRows(await engine.query(panelsStatement(dialect, scope, previousStart, limit)));
  };
  const answer = await cachedAnswer(scope.teamId, question, () => engine.version(), run, {
    ...(staleFirst ? { staleWithinMs: STALE_FIRST_MS } : {}),
    processOnly,
  });
  return { ...panelsOf(answer.rows), asOf: answer.asOf, stale: answer.stale };
}

/**
 * The windows a filtered question of [previousStart, scope.end) is read in; none (one statement)
 * when its unfiltered question — the page's, asked a moment before: cached — counts at most
 * `maxClicks` clicks in both periods (bots weighed as in the current one). Past that, by the
 * team's clicks per day there (the unfiltered question of both periods: rollups, cached too).
 */
async function filteredWindows(scope: ClickScope, previousStart: string, maxClicks: number): Promise<PanelWindow[]> {
  const page = await readClickPanels({ ...scope, filters: {}, tagIds: undefined }, previousStart);
  const botShare = page.totals.total > 0 ? page.bots / page.totals.total : 0;
  if ((page.totals.total + page.previous.total) * (1 + botShare) <= maxClicks) return [];
  const { tagIds: _tags, days: _days, ...rest } = scope;
  const range = { start: previousStart, end: scope.end };
  const both = await readClickPanels({ ...rest, ...range, filters: {} }, previousStart);
  return panelWindows(range, both.series, both.totals.total > 0 ? both.bots / both.totals.total : 0, maxClicks);
}

/** A watched target's figures in one quarter hour (alert-series-sql.ts): human clicks, and those of them with a conversion. */
export interface AlertSeriesPoint {
  target: WatchedTarget;
  /** Quarter hour since the epoch. */
  bucket: number;
  total: number;
  converting: number;
}

const TARGET_KINDS: readonly string[] = ['link', 'campaign', 'tag'] satisfies WatchedTarget['kind'][];

/** The alert statement's rows, refused (thrown) when they are not its rows, as checkedPanelRows does: a garbled answer fires nothing. */
function checkedAlertRows(rows: readonly Row[]): Row[] {
  const bad = rows.find(
    (r) =>
      typeof r !== 'object' ||
      r === null ||
      !TARGET_KINDS.includes(String(r.kind)) ||
      typeof r.id !== 'string' ||
      ![r.bucket, r.total, r.converting].every((v) => v !== null && v !== undefined && Number.isFinite(num(v))),
  );
  if (bad !== undefined) throw new Error(`Malformed analytics answer: ${JSON.stringify(bad).slice(0, 200)}`);
  return [...rows];
}

/**
 * Every watched target's clicks (bots left out) and converting clicks per quarter hour of
 * [start, end) with any, in ONE statement for the team (alert-series-sql.ts) — an alert
 * evaluation's question, whatever number of targets it watches. Cached in the process only
 * (cached-query.ts processOnly): no page asks it. The engine failing (or answering garbage) throws
 * unless the process answered the same question before.
 */
export async function readAlertSeries(teamId: string, targets: readonly WatchedTarget[], start: string, end: string): Promise<AlertSeriesPoint[]> {
  const engine = await clickLogEngine();
  const watched = [...new Map(targets.map((t) => [`${t.kind}:${t.id}`, { kind: t.kind, id: t.id }])).values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id),
  );
  const question = { kind: 'alertSeries', targets: watched, start, end };
  const run = async () => checkedAlertRows(await engine.query(alertSeriesStatement(await engine.prepare(), teamId, watched, start, end)));
  const answer = await cachedAnswer(teamId, question, () => engine.version(), run, { processOnly: true });
  return answer.rows.map((r) => ({
    target: { kind: r.kind as WatchedTarget['kind'], id: String(r.id) },
    bucket: num(r.bucket),
    total: num(r.total),
    converting: num(r.converting),
  }));
}

/** One page of the visitor log (newest first) and how many rows the whole log has. */
export async function readVisitorPage(scope: ClickScope, previousStart: string, offset: number, limit: number): Promise<{ rows: VisitorRow[]; total: number }> {
  const engine = await clickLogEngine();
  const dialect = await engine.prepare();
  if (dialect.kind === 'athena' && !isFiltered(scope)) {
    // Athena, unfiltered: the series (the panels' answer, which the page asked for a moment ago:
    // cached) gives the total and the quarter hours that hold the page: only those (and their
    // day partitions) are read, not the whole range's clicks.
    const series = (await readClickPanels(scope, previousStart)).series.sort((a, b) => b.bucket - a.bucket);
    const total = series.reduce((n, s) => n + s.total, 0);
    if (offset >= total) return { rows: [], total };
    let seen = 0;
    let from = bucketOf(scope.start);
    for (const s of series) {
      seen += s.total;
      if (seen >= offset + limit) {
        from = s.bucket;
        break;
      }
    }
    const narrowed = { ...scope, start: new Date(Math.max(from * QUARTER_HOUR_MS, Date.parse(scope.start))).toISOString() };
    const rows = await engine.query(visitorsStatement(dialect, narrowed, { offset, limit }));
    return { rows: rows as VisitorRow[], total };
  }
  const [rows, count] = await Promise.all([engine.query(visitorsStatement(dialect, scope, { offset, limit })), engine.query(countStatement(dialect, scope))]);
  return { rows: rows as VisitorRow[], total: num(count[0]?.total) };
}

/**
 * Every row of the visitor log, newest first, page by page (exports): one statement per time
 * window of at most `maxClicks` clicks (export-windows.ts), so no statement grows with the range.
 * Answers the windows read.
 */
export async function forEachVisitorPage(
  scope: ClickScope,
  onPage: (rows: VisitorRow[]) => Promise<void> | void,
  maxClicks: number = EXPORT_WINDOW_CLICKS,
): Promise<{ start: string; end: string }[]> {
  const engine = await clickLogEngine();
  const windows = exportWindows(scope, (await readClickPanels(scope, scope.start)).series, maxClicks);
  for (const window of windows) {
    await engine.forEachPage(visitorsStatement(await engine.prepare(), { ...scope, ...window }), (rows) => onPage(rows as VisitorRow[]));
  }
  return windows;
}

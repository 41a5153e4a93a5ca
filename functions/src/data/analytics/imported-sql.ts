import {
  IMPORTED_CLICK_COLUMNS,
  IMPORTED_CLICKS_TABLE,
  IMPORTED_CLICKS_TEAM_PARTITION,
  importedClicksTeamValue,
  NONE_VALUE,
  previousRangeOf,
  ROLLUP_SERIES,
  type AnalyticsFilter,
  type ImportedClickDimension,
} from '@kisa/shared';
import { Params, quote, tagTerm, type ClickScope, type Dialect, type Statement } from './sql-parts.js';

/**
 * Imported history in analytics (rows: shared/src/imported-clicks.ts ImportedClickRecord), in the same
 * text for both engines over a relation `ic` with its columns: DuckDB's table `imported_clicks`
 * (duckdb-imported.ts keeps it in step with S3), Athena's Glue table of the same name (the team's
 * partition only). A row is a count of clicks, never a visitor: it counts in totals, series and
 * the rankings of what it names (link, domain, tags; country or referrer), never in uniques,
 * bots, conversions or the visitor log.
 *
 * A row counts in a period of calendar days when its whole span [firstDay, day] lies in it (a
 * daily row: its day is in it; a summary over a month: only a range that covers the month). Days
 * are the source's (UTC) calendar days, counted against the viewer's local days of the range:
 * a daily total cannot be moved between days.
 */

/** Filters no imported row can satisfy (the source gives no such detail): with one set, none counts. */
const UNKNOWN_TO_IMPORTS: readonly AnalyticsFilter[] = ['browser', 'os', 'device', 'city', 'source', 'ruleId', 'variantId'];
/** What the imported rows' stream holds per row of the base dimension: totals ('*'), and the rankings it names. */
const BASE_RANKS = [ROLLUP_SERIES, 'link', 'domain', 'tag'] as const;

const calendarDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The scope's calendar days: its own, else the UTC days its instants span. */
export const daysOf = (scope: ClickScope): { from: string; to: string } =>
  scope.days ?? { from: calendarDay(Date.parse(scope.start)), to: calendarDay(Date.parse(scope.end) - 1) };

/** The `ic` relation: the team's imported rows, one per link, dimension, value and span (of two imports of one link, the larger figure). */
export function importedSource(d: Dialect, teamId: string, p: Params): string {
  const list = IMPORTED_CLICK_COLUMNS.map(([name]) => quote(name)).join(', ');
  // Athena's team partition is injected: a literal of a safe shape (importedClicksTeamValue), as Athena plans it.
  const from =
    d.kind === 'duckdb'
      ? `${IMPORTED_CLICKS_TABLE} WHERE ${quote('teamId')} = ${p.add(teamId)}`
      : `${quote(d.database)}.${quote(d.importedTable ?? IMPORTED_CLICKS_TABLE)} WHERE ${IMPORTED_CLICKS_TEAM_PARTITION} = '${importedClicksTeamValue(teamId)}' AND ${quote('teamId')} = ${p.add(teamId)}`;
  const key = ['linkId', 'dimension', 'value', 'firstDay', 'day'].map(quote).join(', ');
  return `(SELECT ${list} FROM (
      SELECT ${list}, row_number() OVER (PARTITION BY ${key} ORDER BY ${quote('clicks')} DESC, ${quote('importId')}) AS copy FROM ${from}
    ) AS lines WHERE copy = 1) AS ic`;
}

/**
 * The dimension whose rows stand for the scope's clicks: `total` rows, or with a country
 * (referrer) filter that country's (referrer's) rows; null when no imported row can satisfy the
 * filters (a browser, device… filter, or both a country and a referrer one).
 */
export function importedBase(scope: ClickScope): ImportedClickDimension | null {
  const f = scope.filters;
  if (UNKNOWN_TO_IMPORTS.some((name) => f[name] !== undefined) || (f.country !== undefined && f.referrer !== undefined)) return null;
  return f.country !== undefined ? 'country' : f.referrer !== undefined ? 'referrer' : 'total';
}

/** The filters' terms over `ic` (a country or referrer filter selects that value of its base rows). */
function filterTerms(scope: ClickScope, p: Params): string[] {
  const equals = (column: string, value: string) => (value === NONE_VALUE ? `${quote(column)} IS NULL` : `${quote(column)} = ${p.add(value)}`);
  const terms: string[] = [];
  for (const [name, column] of [
    ['linkId', 'linkId'],
    ['campaignId', 'campaignId'],
    ['domain', 'domain'],
    ['country', 'value'],
    ['referrer', 'value'],
  ] as const) {
    const value = scope.filters[name];
    if (value !== undefined) terms.push(equals(column, value));
  }
  if (scope.tagIds?.length) terms.push(tagTerm(scope.tagIds, p));
  return terms;
}

/**
 * The imported rows that count in the scope's range or its previous period, as relation `imp`:
 * `cur` (the range, else the previous period), `daily`, `iday` and `first_day` (the row's span),
 * and per row what it counts for — `dim` '*' (the totals and series), `link`, `domain`, `tag`
 * (the combination, split like the clicks': sql-parts.ts perTagValue) from the base dimension's
 * rows; `country` and `referrer` from those dimensions' rows (unless a filter on the other one
 * applies) — with its `value` and `total` (clicks). Null when the filters leave no row.
 */
export function importedStream(d: Dialect, scope: ClickScope, p: Params): string | null {
  const base = importedBase(scope);
  if (!base) return null;
  const { from, to } = daysOf(scope);
  const previous = previousRangeOf(from, to);
  // Parameters are positional: every part is written (and its parameters added) in text order.
  const span = (a: string, b: string) => `(${quote('firstDay')} >= ${p.add(a)} AND ${quote('day')} <= ${p.add(b)})`;
  const head = `SELECT ${['linkId', 'domain', 'tagIds', 'dimension', 'value', 'day', 'firstDay', 'clicks'].map(quote).join(', ')},
        ${span(from, to)} AS cur, ${quote('firstDay')} = ${quote('day')} AS daily
      FROM ${importedSource(d, scope.teamId, p)}`;
  const terms = [...filterTerms(scope, p), `(${span(from, to)} OR ${span(previous.from, previous.to)})`, `${quote('clicks')} > 0`];
  const dims = [...BASE_RANKS, 'country', 'referrer'].map((dim) => `('${dim}')`).join(', ');
  const value = `CASE k.dim WHEN '${ROLLUP_SERIES}' THEN NULL WHEN 'link' THEN i.${quote('linkId')} WHEN 'domain' THEN i.${quote('domain')} WHEN 'tag' THEN i.${quote('tagIds')} ELSE i.${quote('value')} END`;
  const ranked = (['country', 'referrer'] as const).filter((dim) => base === 'total' || base === dim);
  return `(SELECT i.cur, i.daily, i.${quote('day')} AS iday, i.${quote('firstDay')} AS first_day, k.dim, ${value} AS value, i.${quote('clicks')} AS total
    FROM (
      ${head}
      WHERE ${terms.join(' AND ')}
    ) AS i CROSS JOIN (VALUES ${dims}) AS k(dim)
    WHERE (k.dim IN (${BASE_RANKS.map((dim) => `'${dim}'`).join(', ')}) AND i.${quote('dimension')} = '${base}')
      ${ranked.map((dim) => `OR (k.dim = '${dim}' AND i.${quote('dimension')} = '${dim}')`).join(' ')}
  ) AS imp`;
}

/**
 * The imported rows' own panels, columns as the panels statement's (panels-sql.ts), in the range
 * only, absent when none counts:
 * - `iseries`: per day of a daily row, `value` the day (`YYYY-MM-DD`), `total` its imported clicks;
 * - `imported`: `total` the range's imported clicks (summaries too), `dim` and `value` the first
 *   and last day they span.
 */
export function importedRowsStatement(d: Dialect, scope: ClickScope): Statement {
  const p = new Params();
  const stream = importedStream(d, scope, p);
  const none = 'CAST(NULL AS varchar) AS currency, 0 AS conversions, 0 AS converting, 0 AS revenue';
  if (!stream)
    return {
      sql: `SELECT 'imported' AS panel, NULL AS bucket, NULL AS dim, NULL AS value, 0 AS total, 0 AS uniq, 0 AS bots, 0 AS links, ${none} WHERE FALSE`,
      params: [],
    };
  const sql = `SELECT panel, NULL AS bucket, dim, value, total, 0 AS uniq, 0 AS bots, 0 AS links, ${none} FROM (
  SELECT CASE WHEN GROUPING(iday) = 0 THEN 'iseries' ELSE 'imported' END AS panel,
    CASE WHEN GROUPING(iday) = 1 THEN min(first_day) END AS dim, CASE WHEN GROUPING(iday) = 0 THEN iday ELSE max(iday) END AS value,
    sum(total) AS total, GROUPING(iday) AS g, daily
  FROM ${stream}
  WHERE cur AND dim = '${ROLLUP_SERIES}'
  GROUP BY GROUPING SETS ((iday, daily), ())
) AS rows WHERE total > 0 AND (g = 1 OR daily)`;
  return { sql, params: p.values };
}

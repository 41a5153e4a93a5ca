import { CLICK_LOG_COLUMNS, CLICK_LOG_PARTITION, NONE_VALUE, type AnalyticsFilter, type AnalyticsFilters, type ClickLogColumn } from '@kisa/shared';

/**
 * Every SQL statement analytics runs, for both engines, in one place. The panel queries are
 * one text for both: they read a relation `c` with the click log's columns plus `bucket`
 * (the click's quarter-hour since the epoch: every time zone's day starts on a quarter hour,
 * so ranges are whole buckets, and quarter-hour counts become local days or hours exactly, in
 * TypeScript). Only the relation differs by engine:
 * - DuckDB (local): the native table `clicks`, one row per click id (deduplicated at load);
 * - Athena: the raw JSON table and the compacted Parquet table, partitions pruned by `dt`,
 *   one row kept per click id (lines may repeat: at-least-once, or a compaction interrupted
 *   between writing its Parquet and deleting its sources).
 * One exception: DuckDB also keeps `rollup`, the human clicks counted per team, UTC day and
 * value of each ranked dimension as they are loaded (pre-aggregation at ingest), and ranks an
 * unfiltered query from it: a sum over a few rows per value for the range's whole UTC days, plus
 * the ranking of the raw clicks at its two edges (a local day starts mid-UTC-day), instead of
 * eight hash aggregations over every click. Filtered queries read `clicks` (the filters leave
 * fewer rows); series and totals always do (one integer grouping: cheap).
 * Values are always parameters (`?`), never spliced in; identifiers are fixed strings.
 */

export type Param = string | number | boolean;
export interface Statement {
  sql: string;
  params: Param[];
}

export type Dialect =
  | { kind: 'duckdb'; /** Whether the `rollup` table is kept (the engine); statements then use it where they can. */ rollup: boolean }
  | { kind: 'athena'; database: string; rawTable: string; compactTable: string };

export const QUARTER_HOUR_MS = 900_000;
/** The quarter hour an instant falls in (ranges start and end on quarter hours). */
export const bucketOf = (iso: string): number => Math.floor(Date.parse(iso) / QUARTER_HOUR_MS);

/** What a statement reads: one team's clicks in [start, end) (ISO instants) with filters. */
export interface ClickScope {
  teamId: string;
  /** ISO-8601 UTC instants, end exclusive. */
  start: string;
  end: string;
  filters: AnalyticsFilters;
}

/** The rankings, in the order their grouping sets are listed. */
export const RANKING_DIMENSIONS = ['browser', 'os', 'device', 'country', 'city', 'referrer', 'source', 'link'] as const;
export type RankingDimension = (typeof RANKING_DIMENSIONS)[number];

const FILTER_COLUMN: Record<AnalyticsFilter, ClickLogColumn> = {
  linkId: 'linkId',
  campaignId: 'campaignId',
  browser: 'browser',
  os: 'os',
  device: 'device',
  country: 'countryCode',
  city: 'city',
  referrer: 'referrer',
  source: 'source',
};

/** A ranking's column: the column its filter selects on (`link` ranks by linkId). */
const dimensionColumn = (d: RankingDimension): ClickLogColumn => FILTER_COLUMN[d === 'link' ? 'linkId' : d];

export const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;
/** A column of the click log (shared/src/click-log.ts), quoted: `unique` is a keyword in DuckDB. */
const col = (name: ClickLogColumn): string => quote(name);
const COLUMN_LIST = CLICK_LOG_COLUMNS.map(([name]) => col(name)).join(', ');

/** Collects parameters in order while a statement is written. */
class Params {
  readonly values: Param[] = [];
  add(value: Param): string {
    this.values.push(value);
    return '?';
  }
}

/** The `c` relation (see above), as a FROM item. */
function source(dialect: Dialect, scope: ClickScope, p: Params): string {
  if (dialect.kind === 'duckdb') return `clicks AS c`;
  const dtFrom = scope.start.slice(0, 10);
  const dtTo = scope.end.slice(0, 10);
  const part = (table: string) =>
    `SELECT ${COLUMN_LIST} FROM ${quote(dialect.database)}.${quote(table)} WHERE ${CLICK_LOG_PARTITION} BETWEEN ${p.add(dtFrom)} AND ${p.add(dtTo)} AND ${col('teamId')} = ${p.add(scope.teamId)}`;
  return `(SELECT ${COLUMN_LIST}, CAST(floor(to_unixtime(from_iso8601_timestamp(${col('time')})) / 900) AS integer) AS bucket FROM (
    SELECT *, row_number() OVER (PARTITION BY ${col('id')} ORDER BY ${col('time')}) AS copy FROM (
      ${part(dialect.rawTable)}
      UNION ALL
      ${part(dialect.compactTable)}
    )
  ) WHERE copy = 1) AS c`;
}

/** Team, time range and filters (AND). A NONE_VALUE filter selects the clicks where that value is unknown. */
function where(scope: ClickScope, p: Params, options: { start?: string } = {}): string {
  const terms = [
    `${col('teamId')} = ${p.add(scope.teamId)}`,
    `bucket >= ${p.add(bucketOf(options.start ?? scope.start))}`,
    `bucket < ${p.add(bucketOf(scope.end))}`,
  ];
  for (const [name, value] of Object.entries(scope.filters) as [AnalyticsFilter, string | undefined][]) {
    if (value === undefined) continue;
    const column = col(FILTER_COLUMN[name]);
    terms.push(value === NONE_VALUE ? `${column} IS NULL` : `${column} = ${p.add(value)}`);
  }
  return terms.join(' AND ');
}

const QUARTERS_PER_DAY = 96;

/**
 * The rollup's part of an unfiltered DuckDB ranking: the range's whole UTC days, and the
 * quarter-hour edges before and after them; null when the range holds no whole UTC day.
 */
function rollupSplit(dialect: Dialect, scope: ClickScope): { days: [number, number]; edges: [number, number][] } | null {
  if (dialect.kind !== 'duckdb' || !dialect.rollup || Object.values(scope.filters).some((v) => v !== undefined)) return null;
  const [start, end] = [bucketOf(scope.start), bucketOf(scope.end)];
  const [firstDay, endDay] = [Math.ceil(start / QUARTERS_PER_DAY), Math.floor(end / QUARTERS_PER_DAY)];
  if (firstDay >= endDay) return null;
  return { days: [firstDay, endDay], edges: [[start, firstDay * QUARTERS_PER_DAY], [endDay * QUARTERS_PER_DAY, end]] };
}

/** Clicks per quarter hour in the scope: non-bot total and unique. */
export function seriesStatement(dialect: Dialect, scope: ClickScope): Statement {
  const p = new Params();
  const from = source(dialect, scope, p);
  const sql = `SELECT bucket, count(*) AS total, count(*) FILTER (WHERE ${col('unique')}) AS uniq
FROM ${from}
WHERE ${where(scope, p)} AND NOT ${col('isBot')}
GROUP BY bucket`;
  return { sql, params: p.values };
}

/**
 * Totals of the scope and of the previous period [previousStart, scope.start): clicks,
 * unique clicks and links with clicks; plus the bots left out of the scope.
 */
export function totalsStatement(dialect: Dialect, scope: ClickScope, previousStart: string): Statement {
  const p = new Params();
  // Parameters are positional: added in the order they appear in the text.
  const current = `bucket >= ${p.add(bucketOf(scope.start))}`;
  const from = source(dialect, { ...scope, start: previousStart }, p);
  const [bot, uniq, link] = [col('isBot'), col('unique'), col('linkId')];
  const sql = `SELECT
  count(*) FILTER (WHERE cur AND NOT ${bot}) AS total,
  count(*) FILTER (WHERE cur AND NOT ${bot} AND ${uniq}) AS uniq,
  count(DISTINCT ${link}) FILTER (WHERE cur AND NOT ${bot}) AS links,
  count(*) FILTER (WHERE cur AND ${bot}) AS bots,
  count(*) FILTER (WHERE NOT cur AND NOT ${bot}) AS prev_total,
  count(*) FILTER (WHERE NOT cur AND NOT ${bot} AND ${uniq}) AS prev_uniq,
  count(DISTINCT ${link}) FILTER (WHERE NOT cur AND NOT ${bot}) AS prev_links
FROM (
  SELECT ${link}, ${uniq}, ${bot}, ${current} AS cur
  FROM ${from}
  WHERE ${where(scope, p, { start: previousStart })}
) AS scoped`;
  return { sql, params: p.values };
}

/**
 * Every ranking in one pass (GROUPING SETS): rows of (dim, value, total, uniq), at most
 * `limit` per dimension, largest first. No other aggregate: each one is computed for every
 * grouping set, and string aggregates (a country name, a link's code) cost more than the
 * counting; names come from the codes instead.
 */
export function rankingsStatement(dialect: Dialect, scope: ClickScope, limit: number): Statement {
  const p = new Params();
  const columns = RANKING_DIMENSIONS.map((d) => col(dimensionColumn(d)));
  const dim = `CASE ${RANKING_DIMENSIONS.map((d, i) => `WHEN GROUPING(${columns[i]}) = 0 THEN '${d}'`).join(' ')} END`;
  const value = `CASE ${RANKING_DIMENSIONS.map((_, i) => `WHEN GROUPING(${columns[i]}) = 0 THEN ${columns[i]}`).join(' ')} END`;
  const split = rollupSplit(dialect, scope);
  if (split) {
    // Parameters are positional: added in the order they appear in the text.
    const days = `${col('teamId')} = ${p.add(scope.teamId)} AND day >= ${p.add(split.days[0])} AND day < ${p.add(split.days[1])}`;
    const team = `${col('teamId')} = ${p.add(scope.teamId)}`;
    const edges = split.edges.map(([a, b]) => `(bucket >= ${p.add(a)} AND bucket < ${p.add(b)})`).join(' OR ');
    const sql = `SELECT dim, value, total, uniq FROM (
  SELECT dim, value, total, uniq, row_number() OVER (PARTITION BY dim ORDER BY total DESC, value) AS position FROM (
    SELECT dim, value, sum(total) AS total, sum(uniq) AS uniq FROM (
      SELECT dim, value, total, uniq FROM rollup
      WHERE ${days}
      UNION ALL
      SELECT ${dim} AS dim, ${value} AS value, count(*) AS total, count(*) FILTER (WHERE ${col('unique')}) AS uniq
      FROM clicks WHERE ${team} AND NOT ${col('isBot')} AND (${edges})
      GROUP BY GROUPING SETS (${columns.map((c) => `(${c})`).join(', ')})
    ) AS parts
    GROUP BY dim, value HAVING sum(total) > 0
  ) AS grouped
) AS ranked
WHERE position <= ${Math.trunc(limit)}`;
    return { sql, params: p.values };
  }
  const from = source(dialect, scope, p);
  const sql = `SELECT dim, value, total, uniq FROM (
  SELECT dim, value, total, uniq, row_number() OVER (PARTITION BY dim ORDER BY total DESC, value) AS position FROM (
    SELECT ${dim} AS dim, ${value} AS value, count(*) AS total, count(*) FILTER (WHERE ${col('unique')}) AS uniq
    FROM ${from}
    WHERE ${where(scope, p)} AND NOT ${col('isBot')}
    GROUP BY GROUPING SETS (${columns.map((c) => `(${c})`).join(', ')})
  ) AS grouped
) AS ranked
WHERE position <= ${Math.trunc(limit)}`;
  return { sql, params: p.values };
}

export const VISITOR_COLUMNS = ['time', 'unique', 'countryCode', 'countryName', 'city', 'ip', 'device', 'os', 'browser', 'referrer', 'source', 'linkId', 'shortUrl'] as const;
/** Result columns are aliased in lower case: Athena answers every name lower-cased, DuckDB as written. */
const visitorColumns = VISITOR_COLUMNS.map((name) => `${col(name)} AS ${name.toLowerCase()}`).join(', ');

/** The visitor log: non-bot clicks, newest first; a page (offset/limit) or all (limit undefined). */
export function visitorsStatement(dialect: Dialect, scope: ClickScope, page?: { offset: number; limit: number }): Statement {
  const p = new Params();
  const from = source(dialect, scope, p);
  const paging = page ? `\nOFFSET ${Math.trunc(page.offset)} LIMIT ${Math.trunc(page.limit)}` : '';
  const sql = `SELECT ${visitorColumns}
FROM ${from}
WHERE ${where(scope, p)} AND NOT ${col('isBot')}
ORDER BY ${col('time')} DESC, ${col('id')} DESC${paging}`;
  return { sql, params: p.values };
}

/** How many non-bot clicks the scope holds (the visitor log's total). */
export function countStatement(dialect: Dialect, scope: ClickScope): Statement {
  const p = new Params();
  const from = source(dialect, scope, p);
  const sql = `SELECT count(*) AS total FROM ${from} WHERE ${where(scope, p)} AND NOT ${col('isBot')}`;
  return { sql, params: p.values };
}

/**
 * The rollup rows of a set of clicks (DuckDB): per team, UTC day and value of each ranked
 * dimension, the human clicks and their uniques. `sign` -1 takes clicks back out (their
 * objects are gone). `relation` is a table with the click log's columns plus `bucket`.
 */
export function rollupRowsStatement(relation: string, sign: 1 | -1): string {
  const columns = RANKING_DIMENSIONS.map((d) => col(dimensionColumn(d)));
  const dim = `CASE ${RANKING_DIMENSIONS.map((d, i) => `WHEN GROUPING(${columns[i]}) = 0 THEN '${d}'`).join(' ')} END`;
  const value = `CASE ${RANKING_DIMENSIONS.map((_, i) => `WHEN GROUPING(${columns[i]}) = 0 THEN ${columns[i]}`).join(' ')} END`;
  const team = col('teamId');
  return `SELECT ${team}, day, ${dim} AS dim, ${value} AS value, ${sign} * count(*) AS total, ${sign} * count(*) FILTER (WHERE ${col('unique')}) AS uniq
FROM (SELECT *, bucket // ${QUARTERS_PER_DAY} AS day FROM ${relation} WHERE NOT ${col('isBot')}) AS human
GROUP BY GROUPING SETS (${columns.map((c) => `(${team}, day, ${c})`).join(', ')})`;
}

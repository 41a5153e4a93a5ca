import {
  CLICK_LOG_COLUMNS,
  CLICK_LOG_PARTITION,
  CLICK_LOG_TEAM_PARTITION,
  EMPTY_CLICK_LOG_STATE,
  GENERATION_PATTERN,
  hashBucketOf,
  isBucketKey,
  NONE_VALUE,
  ownBucketOf,
  RAW_CLOCK_PATTERN,
  ROLLUP_SERIES,
  type AnalyticsFilter,
  type AnalyticsFilters,
  type ClickLogColumn,
  type ClickLogState,
} from '@kisa/shared';

/**
 * Every SQL statement analytics runs, for both engines, in one place. The panel queries are
 * one text for both: they read a relation `c` with the click log's columns plus `bucket`
 * (the click's quarter-hour since the epoch: every time zone's day starts on a quarter hour,
 * so ranges are whole buckets, and quarter-hour counts become local days or hours exactly, in
 * TypeScript). Only the relation differs by engine:
 * - DuckDB (local): the native table `clicks`, one row per click id (deduplicated at load);
 * - Athena (issue 23): the team layout's files of the asking team's buckets (`tb`, an injected
 *   partition, and `dt`) up to the committed generation, read as they are (compaction kept one
 *   row per click), plus the clicks no generation holds: raw objects named at or after the
 *   watermark and the legacy log (legacy compacted files and raw objects without a clock), one
 *   row kept per click id among those (lines may repeat: at-least-once delivery, or a legacy
 *   compaction interrupted between its Parquet and its deletes). Unfiltered panels read the
 *   rollups of the same generations instead of their clicks: the series and totals per quarter
 *   hour, the rankings per UTC day, with the range's partial edge days ranked from the clicks.
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
  | {
      kind: 'athena';
      database: string;
      rawTable: string;
      compactTable: string;
      /** The team layout (`clicks_by_team`) and its rollups (`click_rollups`). */
      teamTable: string;
      rollupTable: string;
      /** The committed state the statement reads up to (the engine reads it per request); none: nothing committed. */
      state?: Pick<ClickLogState, 'watermark' | 'bigTeams'>;
    };
type AthenaDialect = Extract<Dialect, { kind: 'athena' }>;

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
export const dimensionColumn = (d: RankingDimension): ClickLogColumn => FILTER_COLUMN[d === 'link' ? 'linkId' : d];

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
  return `(${teamFiles(dialect, scope, p, `${COLUMN_LIST}, bucket`)}
    UNION ALL
    SELECT * FROM ${unrolled(dialect, scope, p)}) AS c`;
}

const table = (d: AthenaDialect, name: string) => `${quote(d.database)}.${quote(name)}`;
const dtRange = (scope: ClickScope): [string, string] => [scope.start.slice(0, 10), scope.end.slice(0, 10)];
const stateOf = (d: AthenaDialect) => d.state ?? EMPTY_CLICK_LOG_STATE;

/**
 * The team's buckets (shared/src/click-log.ts) and the days to read in each: a big team's own
 * bucket over the whole range, and its hash bucket only up to the day it got its own (what was
 * compacted before); any other team's hash bucket. Keys are literals: Athena's injected partition
 * values must be known when the query is planned (they are computed here, never the caller's text).
 */
function bucketsOf(d: AthenaDialect, scope: ClickScope): { key: string; to: string }[] {
  const [from, to] = dtRange(scope);
  const hash = hashBucketOf(scope.teamId);
  const own = ownBucketOf(scope.teamId);
  const since = stateOf(d).bigTeams[scope.teamId];
  const buckets = since && own ? [{ key: own, to }, ...(since >= from ? [{ key: hash, to: since < to ? since : to }] : [])] : [{ key: hash, to }];
  for (const b of buckets) if (!isBucketKey(b.key)) throw new Error(`Not a team bucket key: ${b.key}`);
  return buckets;
}

/** Rows of a team-layout table (files or rollups) of the scope's team, up to the committed generation: a UNION ALL of SELECTs. */
function teamLayout(d: AthenaDialect, tableName: string, scope: ClickScope, p: Params, columns: string): string {
  const from = dtRange(scope)[0];
  return bucketsOf(d, scope)
    .map(
      (b) =>
        `SELECT ${columns} FROM ${table(d, tableName)} WHERE ${CLICK_LOG_TEAM_PARTITION} = '${b.key}' AND ${CLICK_LOG_PARTITION} BETWEEN ${p.add(from)} AND ${p.add(b.to)} AND ${col('teamId')} = ${p.add(scope.teamId)} AND nullif(regexp_extract("$path", '${GENERATION_PATTERN}', 1), '') <= ${p.add(stateOf(d).watermark)}`,
    )
    .join('\n    UNION ALL\n    ');
}

const teamFiles = (d: AthenaDialect, scope: ClickScope, p: Params, columns: string) => teamLayout(d, d.teamTable, scope, p, columns);
const ROLLUP_LIST = ['teamId', 'dim', 'value', 'bucket', 'total', 'uniq', 'bots'].map(quote).join(', ');
const rollups = (d: AthenaDialect, scope: ClickScope, p: Params) => `(${teamLayout(d, d.rollupTable, scope, p, ROLLUP_LIST)}) AS r`;

/**
 * The clicks no committed generation holds, one row per id, with `bucket`: raw objects named at
 * or after the watermark (the hour or so not compacted yet), and the legacy log — raw objects
 * without a clock and the legacy compacted table — until it ages out.
 */
function unrolled(d: AthenaDialect, scope: ClickScope, p: Params): string {
  const [from, to] = dtRange(scope);
  // Parameters are positional: the extra condition is written (and its parameter added) after the rest.
  const part = (name: string, extra: () => string) =>
    `SELECT ${COLUMN_LIST} FROM ${table(d, name)} WHERE ${CLICK_LOG_PARTITION} BETWEEN ${p.add(from)} AND ${p.add(to)} AND ${col('teamId')} = ${p.add(scope.teamId)}${extra()}`;
  const raw = part(d.rawTable, () => ` AND coalesce(nullif(regexp_extract("$path", '${RAW_CLOCK_PATTERN}', 1), ''), '9999999999999') >= ${p.add(stateOf(d).watermark)}`);
  const legacy = part(d.compactTable, () => '');
  return `(SELECT ${COLUMN_LIST}, CAST(floor(to_unixtime(from_iso8601_timestamp(${col('time')})) / 900) AS integer) AS bucket FROM (
    SELECT *, row_number() OVER (PARTITION BY ${col('id')} ORDER BY ${col('time')}) AS copy FROM (
      ${raw}
      UNION ALL
      ${legacy}
    ) AS lines
  ) AS numbered WHERE copy = 1) AS u`;
}

/** Whether an Athena statement can read the rollups: no filter (filters need the clicks). */
const athenaRollup = (dialect: Dialect, scope: ClickScope): dialect is AthenaDialect =>
  dialect.kind === 'athena' && !Object.values(scope.filters).some((v) => v !== undefined);

/** A range of quarter hours split into its whole UTC days and the partial edges around them. */
function splitDays(start: number, end: number): { days: [number, number] | null; edges: [number, number][] } {
  const [firstDay, endDay] = [Math.ceil(start / QUARTERS_PER_DAY), Math.floor(end / QUARTERS_PER_DAY)];
  if (firstDay >= endDay) return { days: null, edges: [[start, end]] };
  return { days: [firstDay * QUARTERS_PER_DAY, endDay * QUARTERS_PER_DAY], edges: [[start, firstDay * QUARTERS_PER_DAY], [endDay * QUARTERS_PER_DAY, end]].filter(([a, b]) => a! < b!) as [number, number][] };
}

/** `(bucket >= a AND bucket < b) OR …` over ranges (FALSE for none). */
function bucketRanges(ranges: readonly [number, number][], p: Params): string {
  if (!ranges.length) return 'FALSE';
  return ranges.map(([a, b]) => `(bucket >= ${p.add(a)} AND bucket < ${p.add(b)})`).join(' OR ');
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
  if (athenaRollup(dialect, scope)) {
    const [start, end] = [bucketOf(scope.start), bucketOf(scope.end)];
    const sql = `SELECT bucket, sum(total) AS total, sum(uniq) AS uniq FROM (
  SELECT bucket, total, uniq FROM ${rollups(dialect, scope, p)}
  WHERE dim = '${ROLLUP_SERIES}' AND bucket >= ${p.add(start)} AND bucket < ${p.add(end)}
  UNION ALL
  SELECT bucket, count(*) AS total, count(*) FILTER (WHERE ${col('unique')}) AS uniq FROM ${unrolled(dialect, scope, p)}
  WHERE bucket >= ${p.add(start)} AND bucket < ${p.add(end)} AND NOT ${col('isBot')}
  GROUP BY bucket
) AS parts
GROUP BY bucket HAVING sum(total) > 0`;
    return { sql, params: p.values };
  }
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
  if (athenaRollup(dialect, scope)) return athenaTotals(dialect, scope, previousStart);
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
  if (athenaRollup(dialect, scope)) {
    // Whole UTC days from the rollups; the edges from the team's files; what no generation holds from its clicks.
    const { days, edges } = splitDays(bucketOf(scope.start), bucketOf(scope.end));
    const [start, end] = [bucketOf(scope.start), bucketOf(scope.end)];
    const rolled = days
      ? `SELECT dim, value, total, uniq FROM ${rollups(dialect, scope, p)}
      WHERE dim <> '${ROLLUP_SERIES}' AND bucket >= ${p.add(days[0])} AND bucket < ${p.add(days[1])}
      UNION ALL
      `
      : '';
    // Only the columns a ranking needs: Parquet is read by column.
    const needed = [...columns, col('unique'), col('isBot')].join(', ');
    const files = `SELECT ${needed} FROM (${teamFiles(dialect, scope, p, `${needed}, bucket`)}) AS f WHERE ${bucketRanges(edges, p)}`;
    const rest = `SELECT ${needed} FROM ${unrolled(dialect, scope, p)} WHERE bucket >= ${p.add(start)} AND bucket < ${p.add(end)}`;
    const sql = `SELECT dim, value, total, uniq FROM (
  SELECT dim, value, total, uniq, row_number() OVER (PARTITION BY dim ORDER BY total DESC, value) AS position FROM (
    SELECT dim, value, sum(total) AS total, sum(uniq) AS uniq FROM (
      ${rolled}SELECT ${dim} AS dim, ${value} AS value, count(*) AS total, count(*) FILTER (WHERE ${col('unique')}) AS uniq
      FROM (${files}
        UNION ALL
        ${rest}) AS c
      WHERE NOT ${col('isBot')}
      GROUP BY GROUPING SETS (${columns.map((c) => `(${c})`).join(', ')})
    ) AS parts
    GROUP BY dim, value HAVING sum(total) > 0
  ) AS grouped
) AS ranked
WHERE position <= ${Math.trunc(limit)}`;
    return { sql, params: p.values };
  }
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

/** Totals from the rollups (an unfiltered Athena scope): counts per quarter hour; links from the link rankings, edges and unrolled clicks. */
function athenaTotals(d: AthenaDialect, scope: ClickScope, previousStart: string): Statement {
  const p = new Params();
  const [prev, start, end] = [bucketOf(previousStart), bucketOf(scope.start), bucketOf(scope.end)];
  const wide: ClickScope = { ...scope, start: previousStart };
  const [bot, uniq, link] = [col('isBot'), col('unique'), col('linkId')];
  const current = splitDays(start, end);
  const before = splitDays(prev, start);
  const wholeDays = [current.days, before.days].filter((r): r is [number, number] => r !== null);
  const edges = [...current.edges, ...before.edges];
  // Parameters are positional: added in the order they appear in the text.
  const counts = `SELECT bucket >= ${p.add(start)} AS cur, total, uniq, bots FROM ${rollups(d, wide, p)}
    WHERE dim = '${ROLLUP_SERIES}' AND bucket >= ${p.add(prev)} AND bucket < ${p.add(end)}
    UNION ALL
    SELECT bucket >= ${p.add(start)} AS cur, CASE WHEN NOT ${bot} THEN 1 ELSE 0 END AS total, CASE WHEN NOT ${bot} AND ${uniq} THEN 1 ELSE 0 END AS uniq, CASE WHEN ${bot} THEN 1 ELSE 0 END AS bots
    FROM ${unrolled(d, wide, p)} WHERE bucket >= ${p.add(prev)} AND bucket < ${p.add(end)}`;
  const links = `SELECT bucket >= ${p.add(start)} AS cur, value AS link FROM ${rollups(d, wide, p)}
    WHERE dim = 'link' AND (${bucketRanges(wholeDays, p)})
    UNION ALL
    SELECT bucket >= ${p.add(start)} AS cur, ${link} AS link FROM (${teamFiles(d, wide, p, `${link}, ${bot}, bucket`)}) AS f
    WHERE NOT ${bot} AND (${bucketRanges(edges, p)})
    UNION ALL
    SELECT bucket >= ${p.add(start)} AS cur, ${link} AS link FROM ${unrolled(d, wide, p)}
    WHERE NOT ${bot} AND bucket >= ${p.add(prev)} AND bucket < ${p.add(end)}`;
  const sql = `WITH counts AS (
    ${counts}
), links AS (
    ${links}
)
SELECT
  coalesce(sum(total) FILTER (WHERE cur), 0) AS total,
  coalesce(sum(uniq) FILTER (WHERE cur), 0) AS uniq,
  (SELECT count(DISTINCT link) FILTER (WHERE cur) FROM links) AS links,
  coalesce(sum(bots) FILTER (WHERE cur), 0) AS bots,
  coalesce(sum(total) FILTER (WHERE NOT cur), 0) AS prev_total,
  coalesce(sum(uniq) FILTER (WHERE NOT cur), 0) AS prev_uniq,
  (SELECT count(DISTINCT link) FILTER (WHERE NOT cur) FROM links) AS prev_links
FROM counts`;
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

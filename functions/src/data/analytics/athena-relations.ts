import { CLICK_LOG_PARTITION, CLICK_LOG_TEAM_PARTITION, EMPTY_CLICK_LOG_STATE, hashBucketOf, isBucketKey, ownBucketOf, RAW_CLOCK_PATTERN } from '@kisa/shared';
import { LAYOUT_FILE_PATTERN, rawBucketOf, rawBucketTableOf } from '../clicks/click-log-files.js';
import { col, COLUMN_LIST, quote, type AthenaDialect, type ClickScope, type Dialect, type Params } from './sql-parts.js';

/**
 * What the Athena statements read (analytics-sql.ts): the asking team's files of the team layout
 * and its rollups, up to the committed state, and the clicks no generation holds yet.
 */

const table = (d: AthenaDialect, name: string) => `${quote(d.database)}.${quote(name)}`;
const dtRange = (scope: ClickScope): [string, string] => [scope.start.slice(0, 10), scope.end.slice(0, 10)];
const stateOf = (d: AthenaDialect): NonNullable<AthenaDialect['state']> => d.state ?? EMPTY_CLICK_LOG_STATE;
const NOTHING = EMPTY_CLICK_LOG_STATE.watermark;

/** The `c` relation: the team's files plus what no generation holds (DuckDB: its native table). */
export function source(dialect: Dialect, scope: ClickScope, p: Params): string {
  if (dialect.kind === 'duckdb') return `clicks AS c`;
  return `(${teamFiles(dialect, scope, p, `${COLUMN_LIST}, bucket`)}
    UNION ALL
    SELECT * FROM ${unrolled(dialect, scope, p)}) AS c`;
}

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

/**
 * Which of a partition's files a statement reads (merge-days.ts): up to the watermark, a day's
 * generation files (`g<G>-…`); once the day is merged at M, its `m<M>-…` files and the generation
 * files after M. The merges of the days in range are literals (13 digits; checked), like bucket
 * keys: a 90-day range would otherwise carry hundreds of parameters.
 */
function committedFiles(d: AthenaDialect, from: string, to: string, p: Params): string {
  const kind = `regexp_extract("$path", '${LAYOUT_FILE_PATTERN}', 1)`;
  const number = `regexp_extract("$path", '${LAYOUT_FILE_PATTERN}', 2)`;
  const merged = Object.entries(stateOf(d).merged ?? {}).filter(([day]) => day >= from && day <= to);
  if (!merged.length) return `${kind} = 'g' AND ${number} <= ${p.add(stateOf(d).watermark)}`;
  for (const [day, merge] of merged) if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{13}$/.test(merge)) throw new Error(`Not a day's merge: ${day} ${merge}`);
  const mergeOf = `CASE ${CLICK_LOG_PARTITION} ${merged.map(([day, merge]) => `WHEN '${day}' THEN '${merge}'`).join(' ')} ELSE '${NOTHING}' END`;
  return `(CASE ${kind} WHEN 'g' THEN ${number} <= ${p.add(stateOf(d).watermark)} AND ${number} > ${mergeOf} WHEN 'm' THEN ${number} = ${mergeOf} ELSE FALSE END)`;
}

/**
 * Rows of a team-layout table (files or rollups) of the scope's team, committed: a UNION ALL of
 * SELECTs, one per bucket. `days` narrows the partitions read to those days (within the scope's).
 */
function teamLayout(d: AthenaDialect, tableName: string, scope: ClickScope, p: Params, columns: string, days?: readonly string[]): string {
  const from = dtRange(scope)[0];
  const selects: string[] = [];
  for (const b of bucketsOf(d, scope)) {
    const head = `SELECT ${columns} FROM ${table(d, tableName)} WHERE ${CLICK_LOG_TEAM_PARTITION} = '${b.key}' AND `;
    const teamAndFiles = (lo: string, hi: string) => `${col('teamId')} = ${p.add(scope.teamId)} AND ${committedFiles(d, lo, hi, p)}`;
    if (!days) {
      selects.push(`${head}${CLICK_LOG_PARTITION} BETWEEN ${p.add(from)} AND ${p.add(b.to)} AND ${teamAndFiles(from, b.to)}`);
      continue;
    }
    const mine = [...new Set(days)].filter((day) => day >= from && day <= b.to).sort();
    if (mine.length) selects.push(`${head}${CLICK_LOG_PARTITION} IN (${mine.map((day) => p.add(day)).join(', ')}) AND ${teamAndFiles(mine[0]!, mine.at(-1)!)}`);
  }
  return selects.join('\n    UNION ALL\n    ');
}

/** The team's clicks in the team layout (`days`: only those partitions; the team's first bucket always spans the range, so some SELECT remains). */
export const teamFiles = (d: AthenaDialect, scope: ClickScope, p: Params, columns: string, days?: readonly string[]) =>
  teamLayout(d, d.teamTable, scope, p, columns, days);
const ROLLUP_LIST = ['teamId', 'dim', 'value', 'bucket', 'total', 'uniq', 'bots'].map(quote).join(', ');
/** The team's rollup rows, as relation `r`. */
export const rollups = (d: AthenaDialect, scope: ClickScope, p: Params) => `(${teamLayout(d, d.rollupTable, scope, p, ROLLUP_LIST)}) AS r`;

/**
 * The clicks no committed generation holds, one row per id, with `bucket`: raw objects named at
 * or after the watermark (the quarter hour or so not compacted yet) — of the team's raw bucket
 * only (`tb`, a literal like the team layout's), and of the day-only layout until it is compacted
 * away — and the legacy log — raw objects without a clock and the legacy compacted table — until it ages out.
 */
export function unrolled(d: AthenaDialect, scope: ClickScope, p: Params): string {
  const [from, to] = dtRange(scope);
  const rawBucket = rawBucketOf(scope.teamId);
  if (!isBucketKey(rawBucket)) throw new Error(`Not a team bucket key: ${rawBucket}`);
  // Parameters are positional: the extra condition is written (and its parameter added) after the rest.
  const part = (name: string, extra: () => string, where = '') =>
    `SELECT ${COLUMN_LIST} FROM ${table(d, name)} WHERE ${where}${CLICK_LOG_PARTITION} BETWEEN ${p.add(from)} AND ${p.add(to)} AND ${col('teamId')} = ${p.add(scope.teamId)}${extra()}`;
  const notCompacted = () => ` AND coalesce(nullif(regexp_extract("$path", '${RAW_CLOCK_PATTERN}', 1), ''), '9999999999999') >= ${p.add(stateOf(d).watermark)}`;
  const byBucket = part(rawBucketTableOf(d.rawTable), notCompacted, `${CLICK_LOG_TEAM_PARTITION} = '${rawBucket}' AND `);
  const raw = part(d.rawTable, notCompacted);
  const legacy = part(d.compactTable, () => '');
  return `(SELECT ${COLUMN_LIST}, CAST(floor(to_unixtime(from_iso8601_timestamp(${col('time')})) / 900) AS integer) AS bucket FROM (
    SELECT *, row_number() OVER (PARTITION BY ${col('id')} ORDER BY ${col('time')}) AS copy FROM (
      ${byBucket}
      UNION ALL
      ${raw}
      UNION ALL
      ${legacy}
    ) AS lines
  ) AS numbered WHERE copy = 1) AS u`;
}

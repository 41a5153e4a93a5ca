import { CLICK_LOG_PARTITION, CONVERSION_LOG_COLUMNS, CONVERSION_TEAM_PARTITION, conversionTeamValue } from '@kisa/shared';
import {
  bucketOf,
  col,
  Params,
  perTagValue,
  QUARTER_HOUR_MS,
  quote,
  RANKED_DIM,
  RANKED_VALUE,
  RANKING_COLUMNS,
  where,
  type ClickScope,
  type Dialect,
  type Statement,
} from './sql-parts.js';

/**
 * Conversions in analytics, in the same text for both engines. A conversion's line
 * carries its click's dimensions (link, campaign, tags, rule, variant, country…; shared
 * conversions.ts CONVERSION_CLICK_COLUMNS) and counts on its **click's** quarter hour: the
 * scope's filters and range apply to the conversion log as they do to the clicks, and the panels
 * read the conversion log alone — no join to the click log.
 *
 * The conversion relation `cv` has the log's columns plus `bucket`, the click's quarter hour,
 * one row per conversion id: DuckDB keeps it as its table `conversions`; Athena reads the team's
 * partitions of the Glue tables `conversions_incoming` (the minutes since the last compaction)
 * and `conversions` (the compacted days of the range), and keeps one line per id.
 */

/** The conversion log's Glue tables (Athena), unless the dialect names others. */
export const CONVERSION_TABLE = 'conversions';
export const CONVERSION_INCOMING_TABLE = 'conversions_incoming';
const CONVERSION_LIST = CONVERSION_LOG_COLUMNS.map(([n]) => quote(n)).join(', ');
/** The conversions' panels in the combined statement, beside the clicks' ones (panels-sql.ts). */
export const CONVERSION_PANELS = ['cseries', 'ccurrent', 'cprevious', 'crank'] as const;
/**
 * How many values per dimension the conversion rankings answer, by converting clicks: ten times
 * the clicks' ranking, so every value a page shows (the clicks' top 100) finds its conversions
 * unless a hundred-odd values each convert more clicks than it does.
 */
export const CONVERSION_RANK_FACTOR = 10;

const dayOf = (bucket: number) => new Date(bucket * QUARTER_HOUR_MS).toISOString().slice(0, 10);

/** The team's conversions whose clicks fall in quarter hours [from, to), as `cv` (with `bucket`). */
export function conversionSource(d: Dialect, teamId: string, from: number, to: number, p: Params): string {
  // Parameters are positional: added in the order they appear in the text.
  if (d.kind === 'duckdb')
    return `(SELECT * FROM conversions WHERE ${col('teamId')} = ${p.add(teamId)} AND bucket >= ${p.add(from)} AND bucket < ${p.add(to)}) AS cv`;
  const table = (name: string) => `${quote(d.database)}.${quote(name)}`;
  // The team partition is injected: a literal (checked), as Athena plans it.
  const team = `${CONVERSION_TEAM_PARTITION} = '${conversionTeamValue(teamId)}'`;
  const bucket = `CAST(floor(to_unixtime(from_iso8601_timestamp(${quote('clickTime')})) / 900) AS integer)`;
  return `(SELECT * FROM (
      SELECT ${CONVERSION_LIST}, ${bucket} AS bucket, row_number() OVER (PARTITION BY ${col('id')}) AS copy FROM (
        SELECT ${CONVERSION_LIST} FROM ${table(d.conversionIncomingTable ?? CONVERSION_INCOMING_TABLE)} WHERE ${team} AND ${col('teamId')} = ${p.add(teamId)}
        UNION ALL
        SELECT ${CONVERSION_LIST} FROM ${table(d.conversionTable ?? CONVERSION_TABLE)}
        WHERE ${team} AND ${CLICK_LOG_PARTITION} BETWEEN ${p.add(dayOf(from))} AND ${p.add(dayOf(Math.max(from, to - 1)))} AND ${col('teamId')} = ${p.add(teamId)}
      ) AS lines
    ) AS v WHERE copy = 1 AND bucket >= ${p.add(from)} AND bucket < ${p.add(to)}) AS cv`;
}

/**
 * The conversion rows of the panels statement, `limit` being the clicks' ranking limit:
 * - `cseries`: per quarter hour of the range (by click time) with any, its conversions and converting clicks;
 * - `ccurrent`, `cprevious`: per period and currency (null: leads and sales without an amount);
 * - `crank`: per ranked dimension, value and currency, the current period's — the same
 *   dimensions as the clicks' rankings, tag combinations split into tags, no-rule/no-variant
 *   dropped (sql-parts.ts perTagValue), at most `limit × CONVERSION_RANK_FACTOR` values each.
 * Columns as the panels statement's: panel, bucket, dim, value, total, uniq, bots, links (0),
 * currency, conversions, converting, revenue.
 */
export function conversionRowsStatement(d: Dialect, scope: ClickScope, previousStart: string, limit: number): Statement {
  const p = new Params();
  const split = conversionGroups(d, scope, previousStart, p);
  const sql = `SELECT panel, bucket, dim, value, 0 AS total, 0 AS uniq, 0 AS bots, 0 AS links, currency, conversions, converting, revenue FROM (
  SELECT panel, bucket, cur, dim, value, currency, conversions, converting, revenue,
    dense_rank() OVER (PARTITION BY panel, dim ORDER BY value_converting DESC, value) AS position
  FROM (
    SELECT panel, bucket, cur, dim, value, currency, conversions, converting, revenue,
      sum(converting) OVER (PARTITION BY panel, dim, value) AS value_converting
    FROM (
      ${split}
    ) AS split
    WHERE panel <> 'crank' OR cur
  ) AS valued
) AS ranked
WHERE (panel = 'cseries' AND bucket >= ${p.add(bucketOf(scope.start))})
  OR panel IN ('ccurrent', 'cprevious')
  OR (panel = 'crank' AND position <= ${Math.trunc(limit) * CONVERSION_RANK_FACTOR})`;
  return { sql, params: p.values };
}

/**
 * The conversions summed per panel, quarter hour, period, ranked value and currency, every value,
 * before any ranking or cut. `read`: a filtered scope's window (panel-windows-sql.ts) — only the
 * conversions of its clicks are read, each counted in its period by the scope's start.
 */
export function conversionGroups(d: Dialect, scope: ClickScope, previousStart: string, p: Params, read?: { start: string; end: string }): string {
  const [start, prev, end] = [bucketOf(scope.start), bucketOf(read?.start ?? previousStart), bucketOf(read?.end ?? scope.end)];
  const wide: ClickScope = read ? { ...scope, ...read } : { ...scope, start: previousStart };
  const [click, currency, dims] = [quote('clickId'), quote('currency'), RANKING_COLUMNS.join(', ')];
  // Per click and currency (a click's dimensions are the same on each of its lines): its
  // conversions, its revenue (minor units; a lead or a sale without an amount has none, currency
  // null) and `firsts`, 1 on exactly one of the click's rows, so that summing it over any
  // grouping counts converting clicks without a DISTINCT. Bots' conversions never count.
  // Parameters are positional: every part is written (and its parameters added) in text order.
  const joined = `SELECT ${click}, ${currency} AS currency, bucket, bucket >= ${p.add(start)} AS cur, ${dims},
        count(*) AS conversions, sum(coalesce(${quote('amountMinor')}, 0)) AS revenue,
        CASE WHEN row_number() OVER (PARTITION BY ${click} ORDER BY ${currency} NULLS FIRST) = 1 THEN 1 ELSE 0 END AS firsts
      FROM ${conversionSource(d, scope.teamId, prev, end, p)}
      WHERE ${where(wide, p)} AND NOT ${col('isBot')}
      GROUP BY ${click}, ${currency}, bucket, ${dims}`;
  const grouped = `SELECT CASE WHEN GROUPING(bucket) = 0 THEN 'cseries' WHEN ${RANKED_DIM} IS NULL THEN (CASE WHEN cur THEN 'ccurrent' ELSE 'cprevious' END) ELSE 'crank' END AS panel,
        bucket, cur, ${RANKED_DIM} AS dim, ${RANKED_VALUE} AS value, CASE WHEN GROUPING(currency) = 0 THEN currency END AS currency,
        sum(conversions) AS conversions, sum(firsts) AS converting, sum(revenue) AS revenue
      FROM (${joined}) AS j
      GROUP BY GROUPING SETS ((bucket), (cur, currency), ${RANKING_COLUMNS.map((c) => `(cur, currency, ${c})`).join(', ')})`;
  return `SELECT g.panel, g.bucket, g.cur, g.dim, ranked_value AS value, g.currency, sum(g.conversions) AS conversions, sum(g.converting) AS converting, sum(g.revenue) AS revenue
      FROM (
      ${grouped}
      ) AS g
      -- a click's combination of tags, one row per tag; no rule / no variant: no row (sql-parts.ts)
      ${perTagValue('g')}
      GROUP BY g.panel, g.bucket, g.cur, g.dim, ranked_value, g.currency`;
}

/**
 * The visitor log's conversion columns (visitor-sql.ts), per click of the scope: `conversions`,
 * and revenue in up to two currencies (`currency1`/`revenue1`: the first by code;
 * `currency2`/`revenue2`: the last, when another) — a click's sales in three currencies or more
 * list the first and the last only (the rankings and totals stay exact). As relation `k`.
 */
export function visitorConversions(d: Dialect, scope: ClickScope, p: Params): string {
  const [click, currency] = [quote('clickId'), quote('currency')];
  return `(SELECT ${click}, sum(n) AS conversions,
      max(c1) AS currency1, sum(CASE WHEN ${currency} = c1 THEN rev END) AS revenue1,
      CASE WHEN max(c2) <> max(c1) THEN max(c2) END AS currency2, sum(CASE WHEN ${currency} = c2 AND c2 <> c1 THEN rev END) AS revenue2
    FROM (
      SELECT ${click}, ${currency}, count(*) AS n, sum(${quote('amountMinor')}) AS rev,
        min(${currency}) OVER (PARTITION BY ${click}) AS c1, max(${currency}) OVER (PARTITION BY ${click}) AS c2
      FROM ${conversionSource(d, scope.teamId, bucketOf(scope.start), bucketOf(scope.end), p)}
      GROUP BY ${click}, ${currency}
    ) AS per_currency
    GROUP BY ${click}) AS k`;
}

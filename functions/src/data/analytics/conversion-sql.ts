import { CLICK_LOG_PARTITION, CONVERSION_LOG_COLUMNS } from '@kisa/shared';
import { source } from './athena-relations.js';
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
 * Conversions in analytics (issue 27): the conversion log joined to the click log on the click
 * id, in the same text for both engines. A conversion counts on its **click's** date and in its
 * click's every dimension (link, variant, rule, tag, campaign filter, country…): the scope's
 * filters and range select the clicks, and their conversions come with them.
 *
 * The conversion relation `cv` has the log's columns plus `cbucket`, the click's quarter hour:
 * DuckDB keeps it as its table `conversions`; Athena reads the Glue table `conversions` (JSON
 * lines partitioned by the click's day, `dt`, so a range reads the same days as the clicks).
 *
 * Per click and currency (`pc`): its conversions, its revenue (minor units; a lead or a sale
 * without an amount has none, currency null) and `firsts`, 1 on exactly one of the click's rows,
 * so that summing it over any grouping counts converting clicks without a DISTINCT.
 */

/** The conversion log's Glue table (Athena), unless the dialect names another. */
export const CONVERSION_TABLE = 'conversions';
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

/** The team's conversions whose clicks fall in quarter hours [from, to), as `cv` (with `cbucket`). */
export function conversionSource(d: Dialect, teamId: string, from: number, to: number, p: Params): string {
  // Parameters are positional: added in the order they appear in the text.
  if (d.kind === 'duckdb') return `(SELECT * FROM conversions WHERE ${col('teamId')} = ${p.add(teamId)} AND cbucket >= ${p.add(from)} AND cbucket < ${p.add(to)}) AS cv`;
  const table = `${quote(d.database)}.${quote(d.conversionTable ?? CONVERSION_TABLE)}`;
  const cbucket = `CAST(floor(to_unixtime(from_iso8601_timestamp(${quote('clickTime')})) / 900) AS integer)`;
  return `(SELECT * FROM (
      SELECT ${CONVERSION_LIST}, ${cbucket} AS cbucket FROM ${table}
      WHERE ${CLICK_LOG_PARTITION} BETWEEN ${p.add(dayOf(from))} AND ${p.add(dayOf(Math.max(from, to - 1)))} AND ${col('teamId')} = ${p.add(teamId)}
    ) AS v WHERE cbucket >= ${p.add(from)} AND cbucket < ${p.add(to)}) AS cv`;
}

/** Per click and currency: conversions, revenue, and `firsts` (1 on one row per click). */
function perClick(d: Dialect, teamId: string, from: number, to: number, p: Params): string {
  const [click, currency] = [quote('clickId'), quote('currency')];
  return `(SELECT ${click}, ${currency}, count(*) AS conversions, sum(coalesce(${quote('amountMinor')}, 0)) AS revenue,
      CASE WHEN row_number() OVER (PARTITION BY ${click} ORDER BY ${currency} NULLS FIRST) = 1 THEN 1 ELSE 0 END AS firsts
    FROM ${conversionSource(d, teamId, from, to, p)}
    GROUP BY ${click}, ${currency}) AS pc`;
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
  const [prev, start, end] = [bucketOf(previousStart), bucketOf(scope.start), bucketOf(scope.end)];
  const wide: ClickScope = { ...scope, start: previousStart };
  // Parameters are positional: every part is written (and its parameters added) in text order.
  const cur = `c.bucket >= ${p.add(start)}`;
  const pc = perClick(d, scope.teamId, prev, end, p);
  const joined = `SELECT pc.conversions, pc.revenue, pc.firsts, pc.${quote('currency')} AS currency, c.bucket AS bucket, ${cur} AS cur, ${RANKING_COLUMNS.map((c) => `c.${c}`).join(', ')}
      FROM ${pc} JOIN ${source(d, wide, p)} ON c.${col('id')} = pc.${quote('clickId')}
      WHERE ${where(wide, p)} AND NOT c.${col('isBot')}`;
  const grouped = `SELECT CASE WHEN GROUPING(bucket) = 0 THEN 'cseries' WHEN ${RANKED_DIM} IS NULL THEN (CASE WHEN cur THEN 'ccurrent' ELSE 'cprevious' END) ELSE 'crank' END AS panel,
        bucket, cur, ${RANKED_DIM} AS dim, ${RANKED_VALUE} AS value, CASE WHEN GROUPING(currency) = 0 THEN currency END AS currency,
        sum(conversions) AS conversions, sum(firsts) AS converting, sum(revenue) AS revenue
      FROM (${joined}) AS j
      GROUP BY GROUPING SETS ((bucket), (cur, currency), ${RANKING_COLUMNS.map((c) => `(cur, currency, ${c})`).join(', ')})`;
  const sql = `SELECT panel, bucket, dim, value, 0 AS total, 0 AS uniq, 0 AS bots, 0 AS links, currency, conversions, converting, revenue FROM (
  SELECT panel, bucket, cur, dim, value, currency, conversions, converting, revenue,
    dense_rank() OVER (PARTITION BY panel, dim ORDER BY value_converting DESC, value) AS position
  FROM (
    SELECT panel, bucket, cur, dim, value, currency, conversions, converting, revenue,
      sum(converting) OVER (PARTITION BY panel, dim, value) AS value_converting
    FROM (
      SELECT g.panel, g.bucket, g.cur, g.dim, ranked_value AS value, g.currency, sum(g.conversions) AS conversions, sum(g.converting) AS converting, sum(g.revenue) AS revenue
      FROM (
      ${grouped}
      ) AS g
      -- a click's combination of tags, one row per tag; no rule / no variant: no row (sql-parts.ts)
      ${perTagValue('g')}
      GROUP BY g.panel, g.bucket, g.cur, g.dim, ranked_value, g.currency
    ) AS split
    WHERE panel <> 'crank' OR cur
  ) AS valued
) AS ranked
WHERE (panel = 'cseries' AND bucket >= ${p.add(start)})
  OR panel IN ('ccurrent', 'cprevious')
  OR (panel = 'crank' AND position <= ${Math.trunc(limit) * CONVERSION_RANK_FACTOR})`;
  return { sql, params: p.values };
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

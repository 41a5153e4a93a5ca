import { ROLLUP_SERIES } from '@kisa/shared';
import { source } from './athena-relations.js';
import { importedStream } from './imported-sql.js';
import {
  bucketOf,
  col,
  isFiltered,
  Params,
  perTagValue,
  QUARTERS_PER_DAY,
  RANKED_DIM,
  RANKED_VALUE,
  RANKING_COLUMNS,
  where,
  type ClickScope,
  type Dialect,
  type Statement,
} from './sql-parts.js';

/**
 * The panels one statement each (series, totals, rankings), over the relation `c` of either
 * engine. The DuckDB engine answers a page's panels with all three in one statement
 * (panels-sql.ts); Athena's combined statement reads the rollups instead, and these stand as its
 * reference in the tests.
 */

/**
 * The rollup's part of an unfiltered DuckDB ranking: the range's whole UTC days, and the
 * quarter-hour edges before and after them; null when the range holds no whole UTC day.
 */
function rollupSplit(dialect: Dialect, scope: ClickScope): { days: [number, number]; edges: [number, number][] } | null {
  if (dialect.kind !== 'duckdb' || !dialect.rollup || isFiltered(scope)) return null;
  const [start, end] = [bucketOf(scope.start), bucketOf(scope.end)];
  const [firstDay, endDay] = [Math.ceil(start / QUARTERS_PER_DAY), Math.floor(end / QUARTERS_PER_DAY)];
  if (firstDay >= endDay) return null;
  return {
    days: [firstDay, endDay],
    edges: [
      [start, firstDay * QUARTERS_PER_DAY],
      [endDay * QUARTERS_PER_DAY, end],
    ],
  };
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
 * unique clicks and links with clicks; plus the bots left out of the scope. Imported history
 * counts in the clicks and the links (imported-sql.ts), never in the uniques or the bots.
 */
export function totalsStatement(dialect: Dialect, scope: ClickScope, previousStart: string): Statement {
  const p = new Params();
  // Parameters are positional: added in the order they appear in the text.
  const current = `bucket >= ${p.add(bucketOf(scope.start))}`;
  const from = source(dialect, { ...scope, start: previousStart }, p);
  const [bot, uniq, link] = [col('isBot'), col('unique'), col('linkId')];
  const clicks = `SELECT ${link}, ${uniq}, ${bot}, ${current} AS cur, 1 AS w
  FROM ${from}
  WHERE ${where(scope, p, { start: previousStart })}`;
  const imported = importedStream(dialect, scope, p);
  // An imported row weighs its clicks: one per link row (each base row has one).
  const rows = imported
    ? `${clicks}
  UNION ALL
  SELECT value, FALSE, FALSE, cur, total FROM ${imported} WHERE dim = 'link'`
    : clicks;
  const sum = (when: string) => `CAST(coalesce(sum(w) FILTER (WHERE ${when}), 0) AS BIGINT)`;
  const sql = `SELECT
  ${sum(`cur AND NOT ${bot}`)} AS total,
  count(*) FILTER (WHERE cur AND NOT ${bot} AND ${uniq}) AS uniq,
  count(DISTINCT ${link}) FILTER (WHERE cur AND NOT ${bot}) AS links,
  count(*) FILTER (WHERE cur AND ${bot}) AS bots,
  ${sum(`NOT cur AND NOT ${bot}`)} AS prev_total,
  count(*) FILTER (WHERE NOT cur AND NOT ${bot} AND ${uniq}) AS prev_uniq,
  count(DISTINCT ${link}) FILTER (WHERE NOT cur AND NOT ${bot}) AS prev_links
FROM (
  ${rows}
) AS scoped`;
  return { sql, params: p.values };
}

/** The range's imported rows of the rankings (imported-sql.ts), as more (dim, value, total, uniq) rows after a grouped part; none: ''. */
function importedRanks(dialect: Dialect, scope: ClickScope, p: Params): string {
  const imported = importedStream(dialect, scope, p);
  return imported ? `\n    UNION ALL\n    SELECT dim, value, total, 0 AS uniq FROM ${imported} WHERE cur AND dim <> '${ROLLUP_SERIES}'` : '';
}

const GROUPING_SETS = `GROUPING SETS (${RANKING_COLUMNS.map((c) => `(${c})`).join(', ')})`;
/**
 * The ranking's last steps over rows of (dim, value, total, uniq): the `tag` rows' combinations
 * split into their tags and summed per tag (perTagValue; other rows pass as they are), then at
 * most `limit` per dimension, largest first.
 */
const ranked = (grouped: string, limit: number) => `SELECT dim, value, total, uniq FROM (
  SELECT dim, value, total, uniq, row_number() OVER (PARTITION BY dim ORDER BY total DESC, value) AS position FROM (
    SELECT grouped.dim, ranked_value AS value, sum(grouped.total) AS total, sum(grouped.uniq) AS uniq FROM (
    ${grouped}
    ) AS grouped ${perTagValue('grouped')}
    GROUP BY grouped.dim, ranked_value
  ) AS split
) AS ranked
WHERE position <= ${Math.trunc(limit)}`;

/**
 * Every ranking in one pass (GROUPING SETS): rows of (dim, value, total, uniq), at most
 * `limit` per dimension, largest first. No other aggregate: each one is computed for every
 * grouping set, and string aggregates (a country name, a link's code) cost more than the
 * counting; names come from the codes instead.
 */
export function rankingsStatement(dialect: Dialect, scope: ClickScope, limit: number): Statement {
  const p = new Params();
  const split = rollupSplit(dialect, scope);
  if (split) {
    // DuckDB's rollup: the whole UTC days summed from it, the edges ranked from the clicks.
    // Parameters are positional: added in the order they appear in the text.
    const days = `${col('teamId')} = ${p.add(scope.teamId)} AND day >= ${p.add(split.days[0])} AND day < ${p.add(split.days[1])}`;
    const team = `${col('teamId')} = ${p.add(scope.teamId)}`;
    const edges = split.edges.map(([a, b]) => `(bucket >= ${p.add(a)} AND bucket < ${p.add(b)})`).join(' OR ');
    const sql = ranked(
      `SELECT dim, value, sum(total) AS total, sum(uniq) AS uniq FROM (
      SELECT dim, value, total, uniq FROM rollup
      WHERE ${days}
      UNION ALL
      SELECT ${RANKED_DIM} AS dim, ${RANKED_VALUE} AS value, count(*) AS total, count(*) FILTER (WHERE ${col('unique')}) AS uniq
      FROM clicks WHERE ${team} AND NOT ${col('isBot')} AND (${edges})
      GROUP BY ${GROUPING_SETS}${importedRanks(dialect, scope, p)}
    ) AS parts
    GROUP BY dim, value HAVING sum(total) > 0`,
      limit,
    );
    return { sql, params: p.values };
  }
  const from = source(dialect, scope, p);
  const sql = ranked(
    `SELECT ${RANKED_DIM} AS dim, ${RANKED_VALUE} AS value, count(*) AS total, count(*) FILTER (WHERE ${col('unique')}) AS uniq
    FROM ${from}
    WHERE ${where(scope, p)} AND NOT ${col('isBot')}
    GROUP BY ${GROUPING_SETS}${importedRanks(dialect, scope, p)}`,
    limit,
  );
  return { sql, params: p.values };
}

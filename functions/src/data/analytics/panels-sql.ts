import { ROLLUP_SERIES } from '@kisa/shared';
import { rollups, source, teamFiles, unrolled } from './athena-relations.js';
import { conversionRowsStatement } from './conversion-sql.js';
import { importedRowsStatement, importedStream } from './imported-sql.js';
import { rankingsStatement, seriesStatement, totalsStatement } from './panel-sql.js';
import {
  bucketOf,
  bucketRanges,
  col,
  isFiltered,
  Params,
  perTagValue,
  QUARTER_HOUR_MS,
  RANKED_DIM,
  RANKED_VALUE,
  RANKING_COLUMNS,
  ROLLUP_DERIVED_DIMENSION,
  splitDays,
  where,
  type AthenaDialect,
  type ClickScope,
  type Dialect,
  type Statement,
} from './sql-parts.js';

/**
 * Every panel of the analytics page in ONE statement (one Athena query per first paint): rows
 * tagged by `panel`, the same columns from both engines —
 * - `series`: `bucket` (quarter hour), `total`, `uniq` — human clicks per quarter hour with any;
 * - `current`, `previous`: `total`, `uniq`, `links` (links with human clicks), `bots` (current
 *   only; 0 for previous) — one row each, absent when the period has no human click (nor bot);
 * - `rank`: `dim`, `value`, `total`, `uniq` — at most `limit` per dimension;
 * - the conversions' (conversion-sql.ts): `cseries`, `ccurrent`, `cprevious`, `crank`
 *   with `currency`, `conversions`, `converting`, `revenue` (0 / null on the clicks' rows);
 * - the imported history's (imported-sql.ts): `iseries`, `imported`. Its counts are also in
 *   `current`, `previous` and `rank` (never in `uniq` or `bots`), and in no `series` row.
 *
 * DuckDB: the three panel statements (panel-sql.ts) side by side (UNION ALL).
 * Athena: one pass over each source, so nothing is read twice (Trino inlines a CTE at every use):
 * a stream of rows (cur, bucket, dim, value, total, uniq, bots) — the rollups' quarter-hour rows
 * (`dim` '*') for series and totals, their day rows of the range's whole UTC days (and, for the
 * previous period, their `link` rows), and the clicks counted in one GROUPING SETS pass: of the
 * partial edge days (from the team's files, only those days' partitions) into the rankings, and
 * of what no generation holds yet (the raw quarter hour, the legacy log) into everything —
 * summed in one GROUPING SETS pass again: per quarter hour (series), per period and value
 * (totals, links, rankings). A filtered scope has no rollups: its clicks (the team's files in
 * range and the rest) go through the same two passes.
 */
export function panelsStatement(dialect: Dialect, scope: ClickScope, previousStart: string, limit: number): Statement {
  // The clicks' panels, then the conversions': the conversion log alone, in one more part.
  const clicks = dialect.kind === 'athena' ? athenaPanels(dialect, scope, previousStart, limit) : duckdbPanels(dialect, scope, previousStart, limit);
  const conversions = conversionRowsStatement(dialect, scope, previousStart, limit);
  // And the imported history's days and span (its counts are in the clicks' totals and rankings).
  const imported = importedRowsStatement(dialect, scope);
  return {
    sql: `${clicks.sql}\nUNION ALL\n${conversions.sql}\nUNION ALL\n${imported.sql}`,
    params: [...clicks.params, ...conversions.params, ...imported.params],
  };
}

/** The clicks' columns of a row, then the conversions' (none on a clicks' row). */
export const NO_CONVERSIONS = 'CAST(NULL AS varchar) AS currency, 0 AS conversions, 0 AS converting, 0 AS revenue';

function duckdbPanels(dialect: Dialect, scope: ClickScope, previousStart: string, limit: number): Statement {
  const [s, t, r] = [seriesStatement(dialect, scope), totalsStatement(dialect, scope, previousStart), rankingsStatement(dialect, scope, limit)];
  const sql = `SELECT 'series' AS panel, bucket, NULL AS dim, NULL AS value, total, uniq, 0 AS bots, 0 AS links, ${NO_CONVERSIONS} FROM (${s.sql}) AS s
UNION ALL
SELECT CASE WHEN v.cur THEN 'current' ELSE 'previous' END, NULL, NULL, NULL,
  CASE WHEN v.cur THEN t.total ELSE t.prev_total END, CASE WHEN v.cur THEN t.uniq ELSE t.prev_uniq END,
  CASE WHEN v.cur THEN t.bots ELSE 0 END, CASE WHEN v.cur THEN t.links ELSE t.prev_links END, ${NO_CONVERSIONS}
FROM (${t.sql}) AS t CROSS JOIN (VALUES (TRUE), (FALSE)) AS v(cur)
WHERE CASE WHEN v.cur THEN t.total > 0 OR t.bots > 0 ELSE t.prev_total > 0 END
UNION ALL
SELECT 'rank', NULL, dim, value, total, uniq, 0, 0, ${NO_CONVERSIONS} FROM (${r.sql}) AS r`;
  return { sql, params: [...s.params, ...t.params, ...r.params] };
}

/** The clicks a filtered scope's windowed statement reads (panel-windows-sql.ts), and whether the imported history joins it. */
export interface ReadWindow {
  start: string;
  end: string;
  imported: boolean;
}

/**
 * Athena's clicks rows summed per quarter hour (`g` 0) and per period and ranked value (`g` 1,
 * `dim` '*' the period's totals), every value, before any ranking or cut. `read`: a filtered
 * scope's window — only its clicks are read, each counted in its period by the scope's start.
 */
export function athenaGroups(d: AthenaDialect, scope: ClickScope, previousStart: string, p: Params, read?: ReadWindow): string {
  if (read && !isFiltered(scope)) throw new Error('Only a filtered scope is read by windows');
  const [prev, start, end] = [bucketOf(previousStart), bucketOf(scope.start), bucketOf(scope.end)];
  const wide: ClickScope = { ...scope, start: previousStart };
  const [bot, uniq] = [col('isBot'), col('unique')];
  const needed = [...RANKING_COLUMNS, uniq, bot].join(', ');
  const current = splitDays(start, end);
  const before = splitDays(prev, start);
  const edges = [...before.edges, ...current.edges];
  const dayOf = (bucket: number) => new Date(bucket * QUARTER_HOUR_MS).toISOString().slice(0, 10);
  // The UTC days the edges fall in (a range shorter than a day may straddle two).
  const edgeDays = edges.flatMap(([a, b]) => [dayOf(a), dayOf(b - 1)]);
  const S = `'${ROLLUP_SERIES}'`;

  // Parameters are positional: every part is written (and its parameters added) in text order.
  const parts: string[] = [];
  if (!isFiltered(scope)) {
    // Each rollup row is read once and, through `k`, may stand twice: as itself, and (`derived`)
    // toward the platform's short domain (`domain` NULL, which the rollups hold no row for): the
    // whole days' human clicks (series rows) less their branded domains' (ROLLUP_DERIVED_DIMENSION).
    const D = `'${ROLLUP_DERIVED_DIMENSION}'`;
    parts.push(`SELECT bucket >= ${p.add(start)} AS cur, CASE WHEN NOT derived AND dim = ${S} THEN bucket END AS bucket,
      CASE WHEN derived THEN ${D} ELSE dim END AS dim, CASE WHEN derived THEN NULL ELSE value END AS value,
      CASE WHEN derived AND dim = ${D} THEN -total ELSE total END AS total, CASE WHEN derived AND dim = ${D} THEN -uniq ELSE uniq END AS uniq,
      CASE WHEN derived THEN 0 ELSE bots END AS bots
    FROM ${rollups(d, wide, p)} CROSS JOIN (VALUES (FALSE), (TRUE)) AS k(derived)
    WHERE (NOT derived AND ((dim = ${S} AND bucket >= ${p.add(prev)} AND bucket < ${p.add(end)})
      OR (dim <> ${S} AND (${bucketRanges(current.days ? [current.days] : [], p)}))
      OR (dim = 'link' AND (${bucketRanges(before.days ? [before.days] : [], p)}))))
      OR (derived AND (dim = ${S} OR (dim = ${D} AND value IS NOT NULL)) AND (${bucketRanges(current.days ? [current.days] : [], p)}))`);
  }
  // The clicks: `src` 'u' rows count everywhere, 'f' rows (edge days the rollups hold too) only in the rankings and links.
  const counted = (when: string) => `sum(CASE WHEN ${when} THEN 1 ELSE 0 END)`;
  const head = `SELECT CASE WHEN GROUPING(bucket) = 0 THEN bucket >= ${p.add(start)} ELSE cur END AS cur, bucket,
      CASE WHEN GROUPING(bucket) = 0 THEN ${S} ELSE ${RANKED_DIM} END AS dim, ${RANKED_VALUE} AS value,
      CASE WHEN GROUPING(bucket) = 0 THEN ${counted(`src = 'u' AND NOT ${bot}`)} ELSE ${counted(`NOT ${bot}`)} END AS total,
      CASE WHEN GROUPING(bucket) = 0 THEN ${counted(`src = 'u' AND NOT ${bot} AND ${uniq}`)} ELSE ${counted(`NOT ${bot} AND ${uniq}`)} END AS uniq,
      CASE WHEN GROUPING(bucket) = 0 THEN ${counted(`src = 'u' AND ${bot}`)} ELSE 0 END AS bots
    FROM (`;
  const readScope: ClickScope = read ? { ...scope, start: read.start, end: read.end } : wide;
  const clicks = isFiltered(scope)
    ? `SELECT 'u' AS src, bucket >= ${p.add(start)} AS cur, bucket, ${needed} FROM ${source(d, readScope, p)} WHERE ${where(readScope, p)}`
    : [
        ...(edges.length
          ? [
              `SELECT 'f' AS src, bucket >= ${p.add(start)} AS cur, bucket, ${needed} FROM (${teamFiles(d, wide, p, `${needed}, bucket`, edgeDays)}) AS f
        WHERE NOT ${bot} AND (${bucketRanges(edges, p)})`,
            ]
          : []),
        `SELECT 'u' AS src, bucket >= ${p.add(start)} AS cur, bucket, ${needed} FROM ${unrolled(d, wide, p)} WHERE bucket >= ${p.add(prev)} AND bucket < ${p.add(end)}`,
      ].join('\n      UNION ALL\n      ');
  parts.push(`${head}
      ${clicks}
    ) AS c
    GROUP BY GROUPING SETS ((bucket), ${RANKING_COLUMNS.map((c) => `(cur, ${c})`).join(', ')})`);
  // The imported history (imported-sql.ts): counts per period and value, in no quarter hour.
  const imported = read && !read.imported ? null : importedStream(d, scope, p);
  if (imported) parts.push(`SELECT cur, CAST(NULL AS integer) AS bucket, dim, value, total, 0 AS uniq, 0 AS bots FROM ${imported}`);
  return `SELECT GROUPING(stream.bucket) AS g, stream.bucket, stream.cur, stream.dim, ranked_value AS value, sum(stream.total) AS total, sum(stream.uniq) AS uniq, sum(stream.bots) AS bots
      FROM (
    ${parts.join('\n    UNION ALL\n    ')}
      ) AS stream
      -- the tag ranking's combinations of tags, one row per tag (sql-parts.ts TAG_DIMENSION)
      ${perTagValue('stream')}
      GROUP BY GROUPING SETS ((stream.bucket), (stream.cur, stream.dim, ranked_value))`;
}

function athenaPanels(d: AthenaDialect, scope: ClickScope, previousStart: string, limit: number): Statement {
  const p = new Params();
  const grouped = athenaGroups(d, scope, previousStart, p);
  const [start, S] = [bucketOf(scope.start), `'${ROLLUP_SERIES}'`];
  const sql = `SELECT panel, bucket, dim, value, total, uniq,
  CASE WHEN panel = 'current' THEN bots ELSE 0 END AS bots,
  CASE WHEN panel IN ('current', 'previous') THEN coalesce(links, 0) ELSE 0 END AS links, ${NO_CONVERSIONS}
FROM (
  SELECT CASE WHEN g = 0 THEN 'series' WHEN dim = ${S} THEN (CASE WHEN cur THEN 'current' ELSE 'previous' END) ELSE 'rank' END AS panel,
    bucket, cur, CASE WHEN g = 1 AND dim <> ${S} THEN dim END AS dim, value, total, uniq, bots, position,
    max(CASE WHEN g = 1 AND dim = 'link' THEN n END) OVER (PARTITION BY g, cur) AS links
  FROM (
    SELECT g, bucket, cur, dim, value, total, uniq, bots,
      row_number() OVER (PARTITION BY g, cur, dim ORDER BY total DESC, value) AS position,
      count(*) OVER (PARTITION BY g, cur, dim) AS n
    FROM (
      ${grouped}
    ) AS grouped
    -- a value with bot clicks only is no ranked value, nor a link with clicks
    WHERE (g = 1 AND (dim = ${S} OR total > 0)) OR (g = 0 AND bucket IS NOT NULL)
  ) AS counted
) AS labelled
WHERE (panel = 'series' AND bucket >= ${p.add(start)} AND total > 0)
  OR (panel = 'current' AND (total > 0 OR bots > 0))
  OR (panel = 'previous' AND total > 0)
  OR (panel = 'rank' AND cur AND position <= ${Math.trunc(limit)})`;
  return { sql, params: p.values };
}

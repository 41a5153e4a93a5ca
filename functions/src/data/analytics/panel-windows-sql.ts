import { ROLLUP_SERIES } from '@kisa/shared';
import { conversionGroups } from './conversion-sql.js';
import { importedRowsStatement } from './imported-sql.js';
import { athenaGroups, NO_CONVERSIONS, type ReadWindow } from './panels-sql.js';
import { bucketOf, Params, type AthenaDialect, type ClickScope, type Statement } from './sql-parts.js';

/**
 * One window of a filtered panels question that Athena answers in windows (panel-windows.ts):
 * the clicks and conversions of the window's quarter hours, each counted in its period by the
 * scope's start, summed per quarter hour, period and value — every value, no ranking, no cut, so
 * that the windows' rows sum to the whole range's exactly. Columns and most tags as the panels
 * statement's (panels-sql.ts):
 * - `series`, `cseries`: the current period's quarter hours with any;
 * - `current`, `previous`: the period's `total`, `uniq`, `bots` (`links` 0: counted on merging);
 * - `rank`: every current value of every dimension with human clicks; `plink`: every previous
 *   link with human clicks (the previous period's link count);
 * - `ccurrent`, `cprevious`: per currency; `crank`: every current value per currency;
 * - with `read.imported` (one window of the question): the imported history's counts in the
 *   groups above, for the whole range, and its own `iseries` and `imported` rows.
 */
export function panelWindowStatement(d: AthenaDialect, scope: ClickScope, previousStart: string, read: ReadWindow): Statement {
  const p = new Params();
  const S = `'${ROLLUP_SERIES}'`;
  const grouped = athenaGroups(d, scope, previousStart, p, read);
  const clicks = `SELECT CASE WHEN g = 0 THEN 'series' WHEN dim = ${S} THEN (CASE WHEN cur THEN 'current' ELSE 'previous' END) WHEN cur THEN 'rank' ELSE 'plink' END AS panel,
  bucket, CASE WHEN g = 1 AND dim <> ${S} THEN dim END AS dim, value, total, uniq, bots, 0 AS links, ${NO_CONVERSIONS}
FROM (
  ${grouped}
) AS grouped
WHERE (g = 0 AND bucket >= ${p.add(bucketOf(scope.start))} AND total > 0)
  OR (g = 1 AND dim = ${S} AND (total > 0 OR bots > 0))
  OR (g = 1 AND dim <> ${S} AND total > 0 AND (cur OR dim = 'link'))`;
  const split = conversionGroups(d, scope, previousStart, p, read);
  const conversions = `SELECT panel, bucket, dim, value, 0 AS total, 0 AS uniq, 0 AS bots, 0 AS links, currency, conversions, converting, revenue FROM (
  ${split}
) AS split
WHERE (panel = 'cseries' AND bucket >= ${p.add(bucketOf(scope.start))}) OR panel IN ('ccurrent', 'cprevious') OR (panel = 'crank' AND cur)`;
  const imported = read.imported ? importedRowsStatement(d, scope) : null;
  return {
    sql: `${clicks}\nUNION ALL\n${conversions}${imported ? `\nUNION ALL\n${imported.sql}` : ''}`,
    params: [...p.values, ...(imported?.params ?? [])],
  };
}

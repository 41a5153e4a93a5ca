import { source } from './athena-relations.js';
import { visitorConversions } from './conversion-sql.js';
import { col, Params, QUARTERS_PER_DAY, RANKED_DIM, RANKED_VALUE, RANKING_COLUMNS, where, type ClickScope, type Dialect, type Statement } from './sql-parts.js';

/** The visitor log's statements (both engines), and the DuckDB engine's rollup of the clicks it loads. */

export const VISITOR_COLUMNS = [
  'time',
  'unique',
  'countryCode',
  'countryName',
  'city',
  'ip',
  'device',
  'os',
  'browser',
  'referrer',
  'source',
  'linkId',
  'shortUrl',
  'tagIds',
  'domain',
  'fallback',
] as const;
/** Result columns are aliased in lower case: Athena answers every name lower-cased, DuckDB as written. */
const visitorColumns = VISITOR_COLUMNS.map((name) => `${col(name)} AS ${name.toLowerCase()}`).join(', ');

/** The conversion columns of a visitor row (conversion-sql.ts visitorConversions), lower-case. */
export const VISITOR_CONVERSION_COLUMNS = ['conversions', 'currency1', 'revenue1', 'currency2', 'revenue2'] as const;

/** The visitor log: non-bot clicks, newest first, each with its conversions; a page (offset/limit) or all (limit undefined). */
export function visitorsStatement(dialect: Dialect, scope: ClickScope, page?: { offset: number; limit: number }): Statement {
  const p = new Params();
  // Parameters are positional: added in the order they appear in the text.
  const from = source(dialect, scope, p);
  const conversions = visitorConversions(dialect, scope, p);
  const paging = page ? `\nOFFSET ${Math.trunc(page.offset)} LIMIT ${Math.trunc(page.limit)}` : '';
  const sql = `SELECT ${visitorColumns}, coalesce(k.conversions, 0) AS conversions, k.currency1, k.revenue1, k.currency2, k.revenue2
FROM ${from} LEFT JOIN ${conversions} ON k."clickId" = c.${col('id')}
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
  const team = col('teamId');
  return `SELECT ${team}, day, ${RANKED_DIM} AS dim, ${RANKED_VALUE} AS value, ${sign} * count(*) AS total, ${sign} * count(*) FILTER (WHERE ${col('unique')}) AS uniq
FROM (SELECT *, bucket // ${QUARTERS_PER_DAY} AS day FROM ${relation} WHERE NOT ${col('isBot')}) AS human
GROUP BY GROUPING SETS (${RANKING_COLUMNS.map((c) => `(${team}, day, ${c})`).join(', ')})`;
}

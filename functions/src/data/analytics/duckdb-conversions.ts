import type { DuckDBConnection } from '@duckdb/node-api';
import { CONVERSION_INCOMING_PREFIX, CONVERSION_LOG_COLUMNS, CONVERSION_LOG_PREFIX } from '@kisa/shared';
import { inTransaction, list, sqlString, stageObjects } from './duckdb-files.js';

/**
 * The conversion log (layout: shared/src/conversions.ts): table `conversions`, one row
 * per conversion id (the newest object holding it), with `bucket`, its click's quarter hour, and
 * `src`, its object — an incoming object or a compacted day file (gzip).
 */
const CONVERSION_TYPES = { string: 'VARCHAR', bigint: 'BIGINT', boolean: 'BOOLEAN' } as const;
const CONVERSION_COLUMNS = CONVERSION_LOG_COLUMNS.map(([name]) => `"${name}"`).join(', ');
const CONVERSION_TABLE_COLUMNS = CONVERSION_LOG_COLUMNS.map(([name, type]) => `"${name}" ${CONVERSION_TYPES[type]}`).join(', ');
const CONVERSION_JSON_COLUMNS = `{${CONVERSION_LOG_COLUMNS.map(([name, type]) => `'${name}': '${CONVERSION_TYPES[type]}'`).join(', ')}}`;
const CLICK_BUCKET = `CAST(floor(epoch_ms(CAST("clickTime" AS TIMESTAMP)) / 900000) AS INTEGER)`;
const TABLE_COLUMNS = [...CONVERSION_LOG_COLUMNS.map(([name]) => name), 'bucket', 'src'];
export const CONVERSION_PREFIXES = [CONVERSION_INCOMING_PREFIX, CONVERSION_LOG_PREFIX] as const;
export const isConversionKey = (key: string) => CONVERSION_PREFIXES.some((prefix) => key.startsWith(prefix));
const IS_COMPACTED = (column: string) => `starts_with(${column}, ${sqlString(CONVERSION_LOG_PREFIX)})`;

/**
 * Creates `conversions` beside `clicks` (after `log_objects`). A table of another shape (the log
 * before its lines carried their click's dimensions) is dropped with its objects' records, in one
 * transaction, so they load again.
 */
export async function ensureConversionsTable(connection: DuckDBConnection): Promise<void> {
  const rows = (
    await connection.runAndReadAll(`SELECT column_name FROM information_schema.columns WHERE table_name = 'conversions' ORDER BY ordinal_position`)
  ).getRowObjectsJS();
  const columns = rows.map((r) => r.column_name as string);
  const create = `CREATE TABLE IF NOT EXISTS conversions (${CONVERSION_TABLE_COLUMNS}, bucket INTEGER, src VARCHAR)`;
  if (columns.length === 0 || columns.join() === TABLE_COLUMNS.join()) return void (await connection.run(create));
  await inTransaction(connection, async () => {
    await connection.run(`DELETE FROM log_objects WHERE ${CONVERSION_PREFIXES.map((prefix) => `starts_with(key, ${sqlString(prefix)})`).join(' OR ')}`);
    await connection.run('DROP TABLE conversions');
    await connection.run(create);
  });
}

/**
 * Loads conversion objects (JSON lines, gzip for compacted files) into `conversions`: a
 * conversion already held belongs to the newer object (every copy of a conversion is the same line).
 */
export async function loadConversions(connection: DuckDBConnection, dir: string, keys: string[], versions: Map<string, string>): Promise<void> {
  // The store hands compacted files over unzipped (click-log-store.ts getClickLogObject).
  const paths = await stageObjects(connection, dir, keys, 'conversion_src');
  await inTransaction(connection, async () => {
    await connection.run(`CREATE OR REPLACE TEMP TABLE conversion_stage AS
      SELECT DISTINCT ON ("id") r.* EXCLUDE (filename), ${CLICK_BUCKET} AS bucket, k.src
      FROM read_json(${list([...paths.values()])}, format = 'newline_delimited', columns = ${CONVERSION_JSON_COLUMNS}, filename = true) AS r
      JOIN conversion_src k ON k.file = r.filename
      ORDER BY "id", k.src DESC`);
    // A compacted copy takes a conversion over from any object; an incoming copy (a replay's
    // rewrite) only from another incoming one — else compaction, finding the line already in its
    // file, deletes the incoming object and the row would go with it.
    await connection.run(`DELETE FROM conversions WHERE "id" IN (SELECT "id" FROM conversion_stage WHERE ${IS_COMPACTED('src')})
      OR (NOT ${IS_COMPACTED('src')} AND "id" IN (SELECT "id" FROM conversion_stage))`);
    await connection.run(`INSERT INTO conversions (${CONVERSION_COLUMNS}, bucket, src) SELECT ${CONVERSION_COLUMNS}, bucket, src FROM conversion_stage
      WHERE "id" NOT IN (SELECT "id" FROM conversions)`);
    const objects = keys.map((k) => `(${sqlString(k)}, ${versions.has(k) ? sqlString(versions.get(k)!) : 'NULL'})`).join(', ');
    await connection.run(`INSERT OR REPLACE INTO log_objects (key, version) VALUES ${objects}`);
  });
}

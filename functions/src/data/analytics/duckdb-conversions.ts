import type { DuckDBConnection } from '@duckdb/node-api';
import { CONVERSION_LOG_COLUMNS, CONVERSION_LOG_PREFIX } from '@kisa/shared';
import { fetchObjects, inTransaction, list, sqlString } from './duckdb-files.js';

/**
 * The conversion log (issue 27): table `conversions`, one row per conversion id (the newest object
 * holding it), with `cbucket`, its click's quarter hour, and `src`, its object.
 */
const CONVERSION_TYPES = { string: 'VARCHAR', bigint: 'BIGINT' } as const;
const CONVERSION_COLUMNS = CONVERSION_LOG_COLUMNS.map(([name]) => `"${name}"`).join(', ');
const CONVERSION_TABLE_COLUMNS = CONVERSION_LOG_COLUMNS.map(([name, type]) => `"${name}" ${CONVERSION_TYPES[type]}`).join(', ');
const CONVERSION_JSON_COLUMNS = `{${CONVERSION_LOG_COLUMNS.map(([name, type]) => `'${name}': '${CONVERSION_TYPES[type]}'`).join(', ')}}`;
const CLICK_BUCKET = `CAST(floor(epoch_ms(CAST("clickTime" AS TIMESTAMP)) / 900000) AS INTEGER)`;
export const isConversionKey = (key: string) => key.startsWith(CONVERSION_LOG_PREFIX);

/** The `conversions` table, created beside `clicks` when missing. */
export const CONVERSIONS_TABLE = `CREATE TABLE IF NOT EXISTS conversions (${CONVERSION_TABLE_COLUMNS}, cbucket INTEGER, src VARCHAR)`;

/**
 * Loads conversion objects (JSON lines; issue 27) into `conversions`: a conversion already held
 * belongs to the newer object (an object is only ever rewritten with the same conversion).
 */
export async function loadConversions(connection: DuckDBConnection, dir: string, keys: string[], versions: Map<string, string>): Promise<void> {
  const paths = await fetchObjects(dir, keys, () => 'ndjson');
  await connection.run('CREATE OR REPLACE TEMP TABLE conversion_src (file VARCHAR, src VARCHAR)');
  const appender = await connection.createAppender('conversion_src');
  for (const [key, path] of paths) {
    appender.appendVarchar(path);
    appender.appendVarchar(key);
    appender.endRow();
  }
  appender.closeSync();
  await inTransaction(connection, async () => {
    await connection.run(`CREATE OR REPLACE TEMP TABLE conversion_stage AS
      SELECT DISTINCT ON ("id") r.* EXCLUDE (filename), ${CLICK_BUCKET} AS cbucket, k.src
      FROM read_json(${list([...paths.values()])}, format = 'newline_delimited', columns = ${CONVERSION_JSON_COLUMNS}, filename = true) AS r
      JOIN conversion_src k ON k.file = r.filename
      ORDER BY "id", k.src DESC`);
    await connection.run('DELETE FROM conversions WHERE "id" IN (SELECT "id" FROM conversion_stage)');
    await connection.run(`INSERT INTO conversions (${CONVERSION_COLUMNS}, cbucket, src) SELECT ${CONVERSION_COLUMNS}, cbucket, src FROM conversion_stage`);
    const objects = keys.map((k) => `(${sqlString(k)}, ${versions.has(k) ? sqlString(versions.get(k)!) : 'NULL'})`).join(', ');
    await connection.run(`INSERT OR REPLACE INTO log_objects (key, version) VALUES ${objects}`);
  });
}

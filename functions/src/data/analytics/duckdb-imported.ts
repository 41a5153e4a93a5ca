import type { DuckDBConnection } from '@duckdb/node-api';
import { IMPORTED_CLICK_COLUMNS, IMPORTED_CLICKS_PREFIX, IMPORTED_CLICKS_TABLE } from '@kisa/shared';
import { inTransaction, list, sqlString, stageObjects } from './duckdb-files.js';

/**
 * The imported history (layout: shared/src/imported-clicks.ts) in the DuckDB
 * engine: table `imported_clicks`, the rows of every object under the prefix as they are, with
 * `src`, their object. An object is one page of an import's rows, written whole (and rewritten
 * whole when the page is written again): its rows are replaced with it, taken out when it is gone
 * (the engine's sync: duckdb-engine.ts). Rows repeated across imports are sorted out by the
 * statements (imported-sql.ts importedSource), as Athena's are.
 */
const TYPES = { string: 'VARCHAR', bigint: 'BIGINT' } as const;
const COLUMNS = IMPORTED_CLICK_COLUMNS.map(([name]) => `"${name}"`).join(', ');
const TABLE_COLUMNS = IMPORTED_CLICK_COLUMNS.map(([name, type]) => `"${name}" ${TYPES[type]}`).join(', ');
const JSON_COLUMNS = `{${IMPORTED_CLICK_COLUMNS.map(([name, type]) => `'${name}': '${TYPES[type]}'`).join(', ')}}`;

export const isImportedKey = (key: string): boolean => key.startsWith(IMPORTED_CLICKS_PREFIX);

/** Creates the table beside `clicks`; one of another shape (columns added since) is dropped with its objects' records, so they load again. */
export async function ensureImportedTable(connection: DuckDBConnection): Promise<void> {
  const rows = (
    await connection.runAndReadAll(`SELECT column_name FROM information_schema.columns WHERE table_name = '${IMPORTED_CLICKS_TABLE}' ORDER BY ordinal_position`)
  ).getRowObjectsJS();
  const create = `CREATE TABLE IF NOT EXISTS ${IMPORTED_CLICKS_TABLE} (${TABLE_COLUMNS}, src VARCHAR)`;
  const wanted = [...IMPORTED_CLICK_COLUMNS.map(([name]) => name), 'src'];
  if (rows.length === 0 || rows.map((r) => r.column_name).join() === wanted.join()) return void (await connection.run(create));
  await inTransaction(connection, async () => {
    await connection.run(`DELETE FROM log_objects WHERE starts_with(key, ${sqlString(IMPORTED_CLICKS_PREFIX)})`);
    await connection.run(`DROP TABLE ${IMPORTED_CLICKS_TABLE}`);
    await connection.run(create);
  });
}

/** Loads imported-history objects (JSON lines), each object's rows replacing what it held before. */
export async function loadImported(connection: DuckDBConnection, dir: string, keys: string[], versions: Map<string, string>): Promise<void> {
  const paths = await stageObjects(connection, dir, keys, 'imported_src');
  await inTransaction(connection, async () => {
    await connection.run(`DELETE FROM ${IMPORTED_CLICKS_TABLE} WHERE src IN (SELECT src FROM imported_src)`);
    await connection.run(`INSERT INTO ${IMPORTED_CLICKS_TABLE} (${COLUMNS}, src) SELECT ${COLUMNS}, k.src
      FROM read_json(${list([...paths.values()])}, format = 'newline_delimited', columns = ${JSON_COLUMNS}, filename = true) AS r
      JOIN imported_src k ON k.file = r.filename`);
    const objects = keys.map((k) => `(${sqlString(k)}, ${versions.has(k) ? sqlString(versions.get(k)!) : 'NULL'})`).join(', ');
    await connection.run(`INSERT OR REPLACE INTO log_objects (key, version) VALUES ${objects}`);
  });
}

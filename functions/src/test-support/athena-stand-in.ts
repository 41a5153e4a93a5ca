import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import {
  CLICK_LOG_COLUMNS,
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  CONVERSION_INCOMING_PREFIX,
  CONVERSION_LOG_COLUMNS,
  CONVERSION_LOG_PREFIX,
  IMPORTED_CLICK_COLUMNS,
  IMPORTED_CLICKS_PREFIX,
  parseConversionKey,
  ROLLUP_COLUMNS,
  type ClickRecord,
  type ImportedClickRecord,
} from '@kisa/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * The Glue tables of the click log (infra/lib/constructs/click-analytics.ts) stood in for by
 * DuckDB tables over a set of objects (the S3 layout): each row with its partition columns
 * (`dt`, `tb`) taken from its key, as partition projection does, and `"$path"` (`s3://<bucket>/<key>`),
 * Athena's pseudo-column. Trino's two time functions are macros. Tests run the Athena statements
 * of analytics-sql.ts over them.
 */

const TYPE = { string: 'VARCHAR', boolean: 'BOOLEAN', int: 'INTEGER', bigint: 'BIGINT' } as const;
const LOG = CLICK_LOG_COLUMNS.map(([n, t]) => `"${n}" ${TYPE[t]}`).join(', ');
const LOG_LIST = CLICK_LOG_COLUMNS.map(([n]) => `"${n}"`).join(', ');
const ROLLUP = ROLLUP_COLUMNS.map(([n, t]) => `"${n}" ${TYPE[t]}`).join(', ');
const ROLLUP_LIST = ROLLUP_COLUMNS.map(([n]) => `"${n}"`).join(', ');
const JSON_SPEC = `{${CLICK_LOG_COLUMNS.map(([n, t]) => `'${n}': '${TYPE[t]}'`).join(', ')}}`;
const CONVERSION = CONVERSION_LOG_COLUMNS.map(([n, t]) => `"${n}" ${TYPE[t]}`).join(', ');
const CONVERSION_LIST = CONVERSION_LOG_COLUMNS.map(([n]) => `"${n}"`).join(', ');
const CONVERSION_JSON = `{${CONVERSION_LOG_COLUMNS.map(([n, t]) => `'${n}': '${TYPE[t]}'`).join(', ')}}`;
const IMPORTED = IMPORTED_CLICK_COLUMNS.map(([n, t]) => `"${n}" ${TYPE[t]}`).join(', ');
const IMPORTED_JSON = `{${IMPORTED_CLICK_COLUMNS.map(([n, t]) => `'${n}': '${TYPE[t]}'`).join(', ')}}`;

/**
 * The DuckDB engine's `conversions` table (duckdb-engine.ts) for tests that run the
 * DuckDB statements over a `clicks` table of their own: the log's columns, `bucket` (the click's), `src`.
 */
export async function createConversionTable(db: DuckDBConnection): Promise<void> {
  await db.run(`CREATE TABLE IF NOT EXISTS conversions (${CONVERSION}, bucket INTEGER, src VARCHAR)`);
}

/** Conversions into that table (bucket from clickTime). */
export async function insertConversions(db: DuckDBConnection, rows: readonly Record<string, string | number | boolean | null>[]): Promise<void> {
  for (const r of rows) {
    await db.run(
      `INSERT INTO conversions VALUES (${CONVERSION_LOG_COLUMNS.map(() => '?').join(', ')}, CAST(floor(epoch_ms(CAST(? AS TIMESTAMP)) / 900000) AS INTEGER), 'k')`,
      [...CONVERSION_LOG_COLUMNS.map(([n]) => r[n] ?? null), r.clickTime ?? null],
    );
  }
}

/** The Athena dialect of analytics-sql.ts over these stand-ins (a test adds the click-log state where it reads one). */
export const ATHENA_TABLES = {
  kind: 'athena',
  database: 'kisa_analytics',
  rawTable: 'clicks',
  // (The raw batches by team bucket are `clicks_by_bucket`: click-log-files.ts rawBucketTableOf.)
  compactTable: 'clicks_compact',
  teamTable: 'clicks_by_team',
  rollupTable: 'click_rollups',
} as const;

/** The DuckDB statements' own `clicks` table (duckdb-engine.ts's): the log's columns, `bucket`, `src`. */
export async function createDuckClicksTable(db: DuckDBConnection): Promise<void> {
  await db.run(`CREATE TABLE IF NOT EXISTS clicks (${LOG}, bucket INTEGER, src VARCHAR)`);
  // The imported history beside it (duckdb-imported.ts): its rows and their object.
  await db.run(`CREATE TABLE IF NOT EXISTS imported_clicks (${IMPORTED}, src VARCHAR)`);
}

/** Makes `imported_clicks` (the DuckDB statements' own) these rows. */
export async function setDuckImported(db: DuckDBConnection, rows: readonly ImportedClickRecord[]): Promise<void> {
  await db.run('DELETE FROM imported_clicks');
  for (const r of rows)
    await db.run(`INSERT INTO imported_clicks VALUES (${IMPORTED_CLICK_COLUMNS.map(() => '?').join(', ')}, 'k')`, [
      ...IMPORTED_CLICK_COLUMNS.map(([n]) => (r[n] ?? null) as DuckDBValue),
    ]);
}

/** Makes `clicks` the rows of the DuckDB statements' own `clicks` table (bucket from each click's time). */
export async function setDuckClicks(db: DuckDBConnection, clicks: readonly ClickRecord[]): Promise<void> {
  await db.run('DELETE FROM clicks');
  const placeholders = CLICK_LOG_COLUMNS.map(() => '?').join(', ');
  for (const c of clicks) {
    await db.run(`INSERT INTO clicks VALUES (${placeholders}, CAST(floor(epoch_ms(CAST(? AS TIMESTAMP)) / 900000) AS INTEGER), 'k')`, [
      ...CLICK_LOG_COLUMNS.map(([n]) => (c[n] ?? null) as DuckDBValue),
      c.time,
    ]);
  }
}

/** A statement's rows in a form two dialects' answers compare in: each as JSON (bigints as numbers), sorted. */
export async function sortedRows(db: DuckDBConnection, statement: { sql: string; params: unknown[] }): Promise<string[]> {
  return (await db.runAndReadAll(statement.sql, statement.params as DuckDBValue[]))
    .getRowObjectsJS()
    .map((r) => JSON.stringify(r, (_, v) => (typeof v === 'bigint' ? Number(v) : v)))
    .sort();
}

/** A Parquet file's log columns by name (inserted BY NAME): one it lacks (written before `domain` existed) is null, as Athena reads it. */
const PARQUET_LOG = `COLUMNS(c -> c IN (${CLICK_LOG_COLUMNS.map(([n]) => `'${n}'`).join(', ')}))`;

export async function createGlueStandIns(db: DuckDBConnection, database = 'kisa_analytics'): Promise<void> {
  await db.run(`CREATE SCHEMA IF NOT EXISTS ${database}`);
  await db.run(`CREATE OR REPLACE TABLE ${database}.clicks (${LOG}, dt VARCHAR, "$path" VARCHAR)`);
  await db.run(`CREATE OR REPLACE TABLE ${database}.clicks_by_bucket (${LOG}, tb VARCHAR, dt VARCHAR, "$path" VARCHAR)`);
  await db.run(`CREATE OR REPLACE TABLE ${database}.clicks_compact (${LOG}, dt VARCHAR, "$path" VARCHAR)`);
  await db.run(`CREATE OR REPLACE TABLE ${database}.clicks_by_team (${LOG}, bucket INTEGER, tb VARCHAR, dt VARCHAR, "$path" VARCHAR)`);
  await db.run(`CREATE OR REPLACE TABLE ${database}.click_rollups (${ROLLUP}, tb VARCHAR, dt VARCHAR, "$path" VARCHAR)`);
  // The conversion log (shared/src/conversions.ts): incoming objects by team, compacted files by team and click day.
  await db.run(`CREATE OR REPLACE TABLE ${database}.conversions_incoming (${CONVERSION}, team VARCHAR, "$path" VARCHAR)`);
  await db.run(`CREATE OR REPLACE TABLE ${database}.conversions (${CONVERSION}, team VARCHAR, dt VARCHAR, "$path" VARCHAR)`);
  // The imported history (shared/src/imported-clicks.ts): JSON lines by team.
  await db.run(`CREATE OR REPLACE TABLE ${database}.imported_clicks (${IMPORTED}, team VARCHAR, "$path" VARCHAR)`);
  await createConversionTable(db);
  await db.run('CREATE OR REPLACE MACRO from_iso8601_timestamp(s) AS CAST(s AS TIMESTAMP)');
  await db.run('CREATE OR REPLACE MACRO to_unixtime(t) AS epoch(t)');
}

/** Loads objects of the layout into the stand-ins (emptied first); keys outside the tables' locations are skipped. */
export async function loadGlueStandIns(
  db: DuckDBConnection,
  objects: readonly { key: string; body: Uint8Array }[],
  bucket = 'kisa-clicks',
  database = 'kisa_analytics',
): Promise<void> {
  for (const t of ['clicks', 'clicks_by_bucket', 'clicks_compact', 'clicks_by_team', 'click_rollups', 'conversions', 'conversions_incoming', 'imported_clicks'])
    await db.run(`DELETE FROM ${database}.${t}`);
  const dir = mkdtempSync(join(tmpdir(), 'kisa-glue-'));
  try {
    for (const [i, { key, body }] of objects.entries()) {
      const path = `s3://${bucket}/${key}`;
      const dt = /dt=(\d{4}-\d{2}-\d{2})\//.exec(key)?.[1];
      const tb = /tb=([^/]+)\//.exec(key)?.[1];
      const q = (v: string) => `'${v.replace(/'/g, "''")}'`;
      const conversion = parseConversionKey(key);
      if (key.startsWith(IMPORTED_CLICKS_PREFIX)) {
        const file = join(dir, `${i}.ndjson`);
        writeFileSync(file, body);
        const team = /team=([^/]+)\//.exec(key)![1]!;
        await db.run(
          `INSERT INTO ${database}.imported_clicks SELECT *, ${q(team)}, ${q(path)} FROM read_json(${q(file)}, format = 'newline_delimited', columns = ${IMPORTED_JSON})`,
        );
      } else if (conversion && (key.startsWith(CONVERSION_INCOMING_PREFIX) || key.startsWith(CONVERSION_LOG_PREFIX))) {
        const file = join(dir, `${i}.ndjson`);
        writeFileSync(file, body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body);
        const lines = `SELECT ${CONVERSION_LIST} FROM read_json(${q(file)}, format = 'newline_delimited', columns = ${CONVERSION_JSON})`;
        if (key.startsWith(CONVERSION_INCOMING_PREFIX))
          await db.run(`INSERT INTO ${database}.conversions_incoming SELECT *, ${q(conversion.team)}, ${q(path)} FROM (${lines})`);
        else await db.run(`INSERT INTO ${database}.conversions SELECT *, ${q(conversion.team)}, ${q(dt!)}, ${q(path)} FROM (${lines})`);
      } else if (key.startsWith(CLICK_LOG_PREFIX) && key.endsWith('.json.gz')) {
        const file = join(dir, `${i}.ndjson`);
        writeFileSync(file, body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body);
        // By team bucket (clicks/tb=<K>/dt=D/…), or the day-only layout before it.
        const lines = `SELECT ${LOG_LIST} FROM read_json(${q(file)}, format = 'newline_delimited', columns = ${JSON_SPEC})`;
        if (tb) await db.run(`INSERT INTO ${database}.clicks_by_bucket SELECT *, ${q(tb)}, ${q(dt!)}, ${q(path)} FROM (${lines})`);
        else await db.run(`INSERT INTO ${database}.clicks SELECT *, ${q(dt!)}, ${q(path)} FROM (${lines})`);
      } else if (key.endsWith('.parquet')) {
        const file = join(dir, `${i}.parquet`);
        writeFileSync(file, body);
        if (key.startsWith(CLICK_LOG_COMPACT_PREFIX))
          await db.run(
            `INSERT INTO ${database}.clicks_compact BY NAME SELECT ${PARQUET_LOG}, ${q(dt!)} AS dt, ${q(path)} AS "$path" FROM read_parquet(${q(file)})`,
          );
        else if (key.startsWith(CLICK_LOG_TEAM_PREFIX))
          await db.run(
            `INSERT INTO ${database}.clicks_by_team BY NAME SELECT ${PARQUET_LOG}, bucket, ${q(tb!)} AS tb, ${q(dt!)} AS dt, ${q(path)} AS "$path" FROM read_parquet(${q(file)})`,
          );
        else if (key.startsWith(CLICK_ROLLUP_PREFIX))
          await db.run(`INSERT INTO ${database}.click_rollups SELECT ${ROLLUP_LIST}, ${q(tb!)}, ${q(dt!)}, ${q(path)} FROM read_parquet(${q(file)})`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import {
  CLICK_LOG_COLUMNS,
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  IMPORTED_CLICKS_PREFIX,
  IMPORTED_CLICKS_TABLE,
  MSG,
  type ClickLogColumnType,
} from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config } from '#lib/config.js';
import { AppError } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { listClickLogObjects } from '../clicks/click-log-store.js';
import { dimensionColumn, RANKING_DIMENSIONS, rollupRowsStatement, type Dialect, type Statement } from './analytics-sql.js';
import type { ClickLogEngine, Row, Value } from './click-log-engine.js';
import { CONVERSION_PREFIXES, ensureConversionsTable, isConversionKey, loadConversions } from './duckdb-conversions.js';
import { ensureImportedTable, isImportedKey, loadImported } from './duckdb-imported.js';
import { inTransaction, list, ObjectGoneError, readLogObject, sqlString } from './duckdb-files.js';

/**
 * The local engine: DuckDB over a copy of the click log, kept in step with S3 through the
 * S3 API (never an emulator's files), so it works as well against real S3.
 *
 * The copy is a native table `clicks` (one row per click id) plus `log_objects`, the
 * objects it was loaded from (and their version: LastModified and size). Before a query (at
 * most once per SYNC_INTERVAL_MS, shared by concurrent queries) it lists raw, then legacy
 * compacted, then team-layout objects (the same layout Athena reads; the rollup files are not
 * needed here: the copy keeps its own), loads the new ones, drops the rows of objects that are
 * gone and reloads objects rewritten in place (compaction truncating old visitor addresses). A click present in two objects (a repeated log line, or a
 * raw batch and the Parquet that compaction made of it) is kept once and belongs to the
 * newest object that holds it, so deleting a compacted raw batch removes nothing.
 * Listing raw before compacted means a batch deleted by compaction between the two lists is
 * seen in its Parquet; a batch gone before it could be read makes the sync start over.
 *
 * `rollup` (analytics-sql.ts) counts the clicks as they are loaded (and takes back those of
 * gone objects), one row per key per load; once it has grown by half since it was last
 * summed up, its rows are summed per key again.
 */

export const SYNC_INTERVAL_MS = 1_000;
/**
 * A query waits this long at most for a sync. Only the first load of a big log takes longer
 * (a minute or more at 10M clicks): the caller is then told to come back (503), rather than
 * timing out with a 500, while the load carries on.
 */
export const SYNC_WAIT_MS = 20_000;
const LOAD_BATCH_OBJECTS = 500;

const TYPES: Record<ClickLogColumnType, string> = { string: 'VARCHAR', boolean: 'BOOLEAN' };
const COLUMNS = CLICK_LOG_COLUMNS.map(([name]) => `"${name}"`).join(', ');
const TABLE_COLUMNS = CLICK_LOG_COLUMNS.map(([name, type]) => `"${name}" ${TYPES[type]}`).join(', ');
/** The JSON reader's column spec: the log's columns, typed. */
const JSON_COLUMNS = `{${CLICK_LOG_COLUMNS.map(([name, type]) => `'${name}': '${TYPES[type]}'`).join(', ')}}`;
/**
 * The Parquet reader's columns: those of the log a file has, matched by name (inserted BY NAME);
 * a column a file lacks — it was written before the column existed (`domain`) — is null.
 */
export const PARQUET_LOG_COLUMNS = `COLUMNS(c -> c IN (${CLICK_LOG_COLUMNS.map(([name]) => `'${name}'`).join(', ')}))`;
const BUCKET = `CAST(floor(epoch_ms(CAST("time" AS TIMESTAMP)) / 900000) AS INTEGER)`;

export async function createDuckDbEngine(): Promise<ClickLogEngine> {
  // Imported here, not at the top: a Lambda bundle inlines this module (behind
  // choose-engine's dynamic import) with `@duckdb/*` external, and esbuild hoists an
  // external's static import to the bundle's top, where Node would fail to load the whole
  // function for a package Lambda does not have. A dynamic import stays where it is.
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(config.duckdb().path, { threads: '2' });
  // Loads write on their own connection, in transactions; queries read on another, so a
  // query never sees a load half done.
  const writer = await instance.connect();
  const reader = await instance.connect();
  await writer.run(`CREATE TABLE IF NOT EXISTS clicks (${TABLE_COLUMNS}, bucket INTEGER, src VARCHAR)`);
  const added = await addMissingColumns(writer);
  await writer.run(`CREATE TABLE IF NOT EXISTS log_objects (key VARCHAR PRIMARY KEY)`);
  await ensureConversionsTable(writer);
  await ensureImportedTable(writer);
  await writer.run(`ALTER TABLE log_objects ADD COLUMN IF NOT EXISTS version VARCHAR`);
  await ensureRollup(writer, added);
  const sync = syncer(writer);

  const synced = async () => {
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError(503, MSG.analyticsPreparing)), SYNC_WAIT_MS);
    });
    try {
      await Promise.race([sync(), tooLong]);
    } finally {
      clearTimeout(timer);
    }
  };
  const run = async (statement: Statement) => {
    await synced();
    const result = await reader.runAndReadAll(statement.sql, statement.params as DuckDBValue[]);
    return result.getRowObjectsJS().map(toRow);
  };

  const dialect: Dialect = { kind: 'duckdb', rollup: true };
  return {
    dialect,
    prepare: () => Promise.resolve(dialect),
    // This process's copy, numbered by the syncs that changed it (a cache entry of another process never matches).
    version: () => synced().then(() => `${PROCESS_ID}:${sync.changes()}`),
    query: run,
    async forEachPage(statement, onPage) {
      const rows = await run(statement);
      for (let i = 0; i < rows.length; i += 10_000) await onPage(rows.slice(i, i + 10_000));
    },
  };
}

function toRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = typeof v === 'bigint' ? Number(v) : (v as Value);
  return out;
}

const PROCESS_ID = randomUUID();

/** A sync function: runs at most once per interval; concurrent callers share a running one. `changes`: how many syncs changed the copy. */
function syncer(connection: DuckDBConnection): (() => Promise<void>) & { changes: () => number } {
  // Rows of the rollup when it was last summed up (per engine: one per process).
  const rollupSize = { summedAt: 0 };
  let running: Promise<void> | undefined;
  let doneAt = 0;
  let changes = 0;
  const sync = () => {
    if (running) return running;
    if (Date.now() - doneAt < SYNC_INTERVAL_MS) return Promise.resolve();
    running = syncWithRetry(connection, rollupSize, () => changes++).finally(() => {
      doneAt = Date.now();
      running = undefined;
    });
    return running;
  };
  return Object.assign(sync, { changes: () => changes });
}

const ROLLUP_TABLE = `CREATE OR REPLACE TABLE rollup ("teamId" VARCHAR, day INTEGER, dim VARCHAR, value VARCHAR, total BIGINT, uniq BIGINT)`;

/**
 * A copy made before the log gained a column (`domain`) gets it, null for the clicks it
 * holds (they were all logged without it). Rows are always inserted BY NAME, so the column's
 * place in the table does not matter. Answers whether any column was added.
 */
async function addMissingColumns(connection: DuckDBConnection): Promise<boolean> {
  const rows = (await connection.runAndReadAll(`SELECT column_name FROM information_schema.columns WHERE table_name = 'clicks'`)).getRowObjectsJS();
  const present = new Set(rows.map((r) => r.column_name as string));
  const missing = CLICK_LOG_COLUMNS.filter(([name]) => !present.has(name));
  for (const [name, type] of missing) await connection.run(`ALTER TABLE clicks ADD COLUMN "${name}" ${TYPES[type]}`);
  return missing.length > 0;
}

/**
 * The rollup, created (and filled from the clicks already held) when the copy has none of this
 * shape yet, or `rebuild` (a column was added: its ranked dimension has no rows yet).
 */
async function ensureRollup(connection: DuckDBConnection, rebuild = false): Promise<void> {
  const found = (
    await connection.runAndReadAll(`SELECT count(*) AS n FROM information_schema.columns WHERE table_name = 'rollup' AND column_name = 'day'`)
  ).getRowObjectsJS()[0]!.n;
  if (Number(found) > 0 && !rebuild && !(await rollupLacksDimension(connection))) return;
  await connection.run(ROLLUP_TABLE);
  await connection.run(`INSERT INTO rollup ${rollupRowsStatement('clicks', 1)}`);
}

/**
 * Whether the rollup predates a ranked dimension (`rule`, `variant`) the clicks already
 * hold values of: a copy made while the log had the column but analytics did not rank it yet.
 */
async function rollupLacksDimension(connection: DuckDBConnection): Promise<boolean> {
  const checks = RANKING_DIMENSIONS.map(
    (d) => `(EXISTS (SELECT 1 FROM clicks WHERE "${dimensionColumn(d)}" IS NOT NULL AND NOT "isBot") AND NOT EXISTS (SELECT 1 FROM rollup WHERE dim = '${d}'))`,
  );
  const row = (await connection.runAndReadAll(`SELECT ${checks.join(' OR ')} AS lacking`)).getRowObjectsJS()[0]!;
  return row.lacking === true;
}

/** Sums the rollup's rows per key again once it has grown by half (each load adds its own rows). */
async function tidyRollup(connection: DuckDBConnection, rollupSize: { summedAt: number }): Promise<void> {
  const rows = Number((await connection.runAndReadAll('SELECT count(*) AS n FROM rollup')).getRowObjectsJS()[0]!.n);
  if (rows < 10_000 || rows < rollupSize.summedAt * 1.5) return;
  await connection.run(`CREATE OR REPLACE TABLE rollup AS
    SELECT "teamId", day, dim, value, sum(total) AS total, sum(uniq) AS uniq FROM rollup
    GROUP BY ALL HAVING sum(total) <> 0 OR sum(uniq) <> 0 ORDER BY "teamId", day`);
  rollupSize.summedAt = Number((await connection.runAndReadAll('SELECT count(*) AS n FROM rollup')).getRowObjectsJS()[0]!.n);
}

async function syncWithRetry(connection: DuckDBConnection, rollupSize: { summedAt: number }, onChange: () => void): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await syncOnce(connection, onChange);
      return await tidyRollup(connection, rollupSize);
    } catch (error) {
      if (!(error instanceof ObjectGoneError) || attempt >= 5) throw error;
    }
  }
}

async function syncOnce(connection: DuckDBConnection, onChange: () => void): Promise<void> {
  // Raw first, then compacted (see above).
  const raw = await listClickLogObjects(CLICK_LOG_PREFIX);
  const compacted = [...(await listClickLogObjects(CLICK_LOG_COMPACT_PREFIX)), ...(await listClickLogObjects(CLICK_LOG_TEAM_PREFIX))];
  // The conversion log beside it: incoming objects, then compacted days.
  const conversions = (await Promise.all(CONVERSION_PREFIXES.map((prefix) => listClickLogObjects(prefix)))).flat();
  // And the imported history (duckdb-imported.ts).
  const imported = await listClickLogObjects(IMPORTED_CLICKS_PREFIX);
  const objects = [...raw, ...compacted, ...conversions, ...imported].filter((o) => !o.key.startsWith(CLICK_LOG_TEAM_PREFIX) || o.key.endsWith('.parquet'));
  const versionOf = (o: { lastModified: Date; size: number }) => `${o.lastModified.getTime()}/${o.size}`;
  const listed = objects.map((o) => o.key);
  const knownRows = (await connection.runAndReadAll('SELECT key, version FROM log_objects')).getRowObjectsJS();
  const known = new Map(knownRows.map((r) => [r.key as string, (r.version as string | null) ?? null]));
  const listedSet = new Set(listed);
  // Objects rewritten in place (same key, new version): their rows go, then they load again.
  const rewritten = objects.filter((o) => known.has(o.key) && known.get(o.key) !== null && known.get(o.key) !== versionOf(o)).map((o) => o.key);
  // Raw before compacted: a click held by both ends up belonging to its compacted copy.
  const fresh = listed.filter((k) => !known.has(k) || rewritten.includes(k));
  const gone = [...known.keys()].filter((k) => !listedSet.has(k));
  const versions = new Map(objects.map((o) => [o.key, versionOf(o)]));
  // A listing of nothing at all while the copy holds objects is a garbled answer (a proxy's page
  // read as an empty list), not the whole log deleted: the copy is kept and the sync fails.
  if (objects.length === 0 && known.size > 0) throw new Error(`The click log listed no object while the copy holds ${known.size}: sync refused`);
  if (fresh.length > 0 || gone.length > 0) onChange();
  if (rewritten.length > 0) await dropObjects(connection, rewritten);
  if (fresh.length === 0 && gone.length === 0) {
    // Versions recorded for objects loaded before versions were kept.
    const unversioned = objects.filter((o) => known.get(o.key) === null);
    for (const o of unversioned) await connection.run('UPDATE log_objects SET version = ? WHERE key = ?', [versionOf(o), o.key]);
    return;
  }

  const dir = mkdtempSync(join(tmpdir(), 'kisa-clicks-'));
  try {
    const [clickKeys, conversionKeys] = [fresh.filter((k) => !isConversionKey(k) && !isImportedKey(k)), fresh.filter(isConversionKey)];
    for (let i = 0; i < clickKeys.length; i += LOAD_BATCH_OBJECTS) await load(connection, dir, clickKeys.slice(i, i + LOAD_BATCH_OBJECTS), versions);
    for (let i = 0; i < conversionKeys.length; i += LOAD_BATCH_OBJECTS)
      await loadConversions(connection, dir, conversionKeys.slice(i, i + LOAD_BATCH_OBJECTS), versions);
    const importedKeys = fresh.filter(isImportedKey);
    for (let i = 0; i < importedKeys.length; i += LOAD_BATCH_OBJECTS)
      await loadImported(connection, dir, importedKeys.slice(i, i + LOAD_BATCH_OBJECTS), versions);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (gone.length > 0) await dropObjects(connection, gone);
}

/** Takes the rows of objects out (and their clicks out of the rollup). */
async function dropObjects(connection: DuckDBConnection, keys: readonly string[]): Promise<void> {
  await connection.run('CREATE OR REPLACE TEMP TABLE gone (key VARCHAR)');
  const appender = await connection.createAppender('gone');
  for (const key of keys) {
    appender.appendVarchar(key);
    appender.endRow();
  }
  appender.closeSync();
  await inTransaction(connection, async () => {
    await connection.run('CREATE OR REPLACE TEMP TABLE removed AS SELECT * FROM clicks WHERE src IN (SELECT key FROM gone)');
    await connection.run(`INSERT INTO rollup ${rollupRowsStatement('removed', -1)}`);
    await connection.run('DELETE FROM clicks WHERE src IN (SELECT key FROM gone)');
    await connection.run('DELETE FROM conversions WHERE src IN (SELECT key FROM gone)');
    await connection.run(`DELETE FROM ${IMPORTED_CLICKS_TABLE} WHERE src IN (SELECT key FROM gone)`);
    await connection.run('DELETE FROM log_objects WHERE key IN (SELECT key FROM gone)');
  });
}

/** Loads a batch of objects: into a staging table, then merged into `clicks` one row per id. */
async function load(connection: DuckDBConnection, dir: string, keys: string[], versions: Map<string, string>): Promise<void> {
  const files: { key: string; path: string; parquet: boolean }[] = [];
  await Promise.all(
    keys.map(async (key, i) => {
      const bytes = await readLogObject(key);
      const parquet = key.endsWith('.parquet');
      const path = join(dir, `${i}.${parquet ? 'parquet' : 'ndjson'}`);
      writeFileSync(path, bytes);
      files.push({ key, path, parquet });
    }),
  );
  const byPath = new Map(files.map((f) => [f.path, f.key]));
  await connection.run(`CREATE OR REPLACE TEMP TABLE stage (${TABLE_COLUMNS}, file VARCHAR)`);
  const json = files.filter((f) => !f.parquet).map((f) => f.path);
  const parquet = files.filter((f) => f.parquet).map((f) => f.path);
  if (json.length > 0) {
    await connection.run(
      `INSERT INTO stage SELECT ${COLUMNS}, filename FROM read_json(${list(json)}, format = 'newline_delimited', columns = ${JSON_COLUMNS}, filename = true)`,
    );
  }
  if (parquet.length > 0) {
    await connection.run(
      `INSERT INTO stage BY NAME SELECT ${PARQUET_LOG_COLUMNS}, filename AS file FROM read_parquet(${list(parquet)}, filename = true, union_by_name = true)`,
    );
  }
  await connection.run('CREATE OR REPLACE TEMP TABLE stage_src (file VARCHAR, src VARCHAR)');
  const appender = await connection.createAppender('stage_src');
  for (const [path, key] of byPath) {
    appender.appendVarchar(path);
    appender.appendVarchar(key);
    appender.endRow();
  }
  appender.closeSync();

  try {
    await inTransaction(connection, async () => {
      // One row per id; of several copies, a compacted one (it outlives the raw batches). Only
      // the ids that repeat are sorted out: a DISTINCT ON over every row costs seconds per million.
      await connection.run(`CREATE OR REPLACE TEMP TABLE repeated AS SELECT "id" FROM stage GROUP BY "id" HAVING count(*) > 1`);
      await connection.run(`CREATE OR REPLACE TEMP TABLE incoming AS
        SELECT s.*, k.src FROM stage s JOIN stage_src k USING (file) WHERE s."id" NOT IN (SELECT "id" FROM repeated)
        UNION ALL
        SELECT * FROM (
          SELECT DISTINCT ON (s."id") s.*, k.src FROM stage s JOIN stage_src k USING (file)
          WHERE s."id" IN (SELECT "id" FROM repeated)
          ORDER BY s."id", (starts_with(k.src, '${CLICK_LOG_COMPACT_PREFIX}') OR starts_with(k.src, '${CLICK_LOG_TEAM_PREFIX}')) DESC, k.src DESC
        )`);
      // Copies of a click share its time: bounding by time lets DuckDB skip most row groups.
      const bounds = (await connection.runAndReadAll('SELECT min("time") AS lo, max("time") AS hi FROM incoming')).getRowObjectsJS()[0]!;
      if (bounds.lo !== null) {
        const range = [bounds.lo as string, bounds.hi as string];
        await connection.run(
          `CREATE OR REPLACE TEMP TABLE held AS
          SELECT c."id" FROM clicks c JOIN incoming i ON c."id" = i."id" WHERE c."time" BETWEEN ? AND ?`,
          range,
        );
        // Ids already held now belong to the newer object (the older one may be deleted next).
        // (With its address: a copy compacted past CLICK_LOG_RAW_IP_DAYS holds it truncated.)
        await connection.run(
          `UPDATE clicks SET src = i.src, ip = i.ip FROM incoming i
          WHERE clicks."id" = i."id" AND clicks."time" BETWEEN ? AND ?`,
          range,
        );
        await connection.run(`CREATE OR REPLACE TEMP TABLE fresh AS SELECT ${COLUMNS}, ${BUCKET} AS bucket, src FROM incoming
          WHERE "id" NOT IN (SELECT "id" FROM held)`);
        await connection.run('INSERT INTO clicks BY NAME SELECT * FROM fresh');
        await connection.run(`INSERT INTO rollup ${rollupRowsStatement('fresh', 1)}`);
      }
      const objects = keys.map((k) => `(${sqlString(k)}, ${versions.has(k) ? sqlString(versions.get(k)!) : 'NULL'})`).join(', ');
      await connection.run(`INSERT OR REPLACE INTO log_objects (key, version) VALUES ${objects}`);
    });
  } catch (error) {
    logger.error('Loading click-log objects into DuckDB failed', { error: error as Error, objects: keys.length });
    throw error;
  }
}

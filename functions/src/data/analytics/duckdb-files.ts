import type { DuckDBConnection } from '@duckdb/node-api';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getClickLogObject } from '../clicks/click-log-store.js';

/**
 * The DuckDB engine's plumbing (duckdb-engine.ts): log objects fetched to local files for
 * DuckDB's readers, a transaction around a load, and SQL string literals.
 */

/** A log object deleted between its listing and its read (compaction, merge): the sync starts over. */
export class ObjectGoneError extends Error {}

/** An object of the log's bucket; one deleted meanwhile (compaction, merge) is an ObjectGoneError. */
export async function readLogObject(key: string): Promise<Uint8Array> {
  try {
    return await getClickLogObject(key);
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') throw new ObjectGoneError(key);
    throw error;
  }
}

/** Fetches objects into `dir` (one file each); answers their paths by key. */
export async function fetchObjects(dir: string, keys: readonly string[], extension: (key: string) => string): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  await Promise.all(
    keys.map(async (key, i) => {
      const bytes = await readLogObject(key);
      const path = join(dir, `c${i}.${extension(key)}`);
      writeFileSync(path, bytes);
      paths.set(key, path);
    }),
  );
  return paths;
}

export async function inTransaction(connection: DuckDBConnection, work: () => Promise<void>): Promise<void> {
  await connection.run('BEGIN TRANSACTION');
  try {
    await work();
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;
export const list = (paths: string[]) => `[${paths.map(sqlString).join(', ')}]`;

/**
 * Fetches `keys` (JSON lines) and fills temp table `table` (file, src) with each local file and its
 * object key, so an INSERT … FROM read_json(…, filename = true) can name each row's object.
 * Answers the local files by key.
 */
export async function stageObjects(connection: DuckDBConnection, dir: string, keys: string[], table: string): Promise<Map<string, string>> {
  const paths = await fetchObjects(dir, keys, () => 'ndjson');
  await connection.run(`CREATE OR REPLACE TEMP TABLE ${table} (file VARCHAR, src VARCHAR)`);
  const appender = await connection.createAppender(table);
  for (const [key, path] of paths) {
    appender.appendVarchar(path);
    appender.appendVarchar(key);
    appender.endRow();
  }
  appender.closeSync();
  return paths;
}

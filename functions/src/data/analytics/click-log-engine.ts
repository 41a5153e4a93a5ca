import { config } from '#lib/config.js';
import type { Dialect, Statement } from './analytics-sql.js';

/**
 * One interface, two engines over the one click log in S3: Athena in AWS, DuckDB locally
 * (or self-hosted on real S3). Which one runs is configuration (ANALYTICS_ENGINE); each is
 * imported only where it is configured, so a Lambda never loads DuckDB's native module.
 */

export type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

export interface ClickLogEngine {
  readonly dialect: Dialect;
  /** The dialect for the statements of one request: Athena's carries the click log's committed state, read now (or a few seconds ago). */
  prepare(): Promise<Dialect>;
  /** Runs one statement of analytics-sql.ts; BIGINT counts come back as numbers. */
  query(statement: Statement): Promise<Row[]>;
  /** Runs a statement and hands its rows over in pages (exports: every row, bounded memory). */
  forEachPage(statement: Statement, onPage: (rows: Row[]) => Promise<void> | void): Promise<void>;
}

let engine: Promise<ClickLogEngine> | undefined;

export function clickLogEngine(): Promise<ClickLogEngine> {
  return (engine ??=
    config.analytics().engine === 'athena'
      ? import('./athena-engine.js').then((m) => m.createAthenaEngine())
      : import('./duckdb-engine.js').then((m) => m.createDuckDbEngine()));
}

import type { Dialect, Statement } from './analytics-sql.js';

/**
 * One interface, two engines over the one click log in S3: Athena in AWS, DuckDB locally
 * (or self-hosted on real S3). The engines implement it; choose-engine.ts picks one.
 */

export type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

export interface ClickLogEngine {
  readonly dialect: Dialect;
  /** The dialect for the statements of one request: Athena's carries the click log's committed state, read now (or a few seconds ago). */
  prepare(): Promise<Dialect>;
  /**
   * A token that changes whenever the answers may have (data/analytics/cached-query.ts keys cached
   * answers by it): DuckDB's copy numbered by the syncs that changed it; Athena's committed state
   * and the minute (Athena itself reuses a result that long).
   */
  version(): Promise<string>;
  /** Runs one statement of analytics-sql.ts; BIGINT counts come back as numbers. */
  query(statement: Statement): Promise<Row[]>;
  /**
   * Runs a statement and hands its rows over in pages (exports: every row, bounded memory).
   * `timeoutMs`: how long the statement may run (Athena; default its API-call bound): a background
   * export's worker is not held to API Gateway's 30 s.
   */
  forEachPage(statement: Statement, onPage: (rows: Row[]) => Promise<void> | void, options?: { timeoutMs?: number }): Promise<void>;
}

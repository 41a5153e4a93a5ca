import { dynamo } from '#lib/clients.js';
import { config } from '#lib/config.js';
import { guardTableWrites } from './table-writes/write-guard.js';

/**
 * The document client and the single table's name, for the repos. In the local runtime its writes
 * are held to the running function's declared partitions (table-writes/write-guard.ts; IAM in AWS).
 */
export const db = () => guardTableWrites(dynamo());
export const tableName = (): string => config.table().name;

/**
 * The most items one Query asks for. Every Query that reads a partition page by page sets it:
 * DynamoDB's Limit is a 32-bit integer (a page far past the end must not overflow it), and
 * DynamoDB Local answers a Query without a Limit pathologically slowly on a big partition —
 * measured on 100,000 campaign links: a 1 MB page (1,116 items) took 15 s without a Limit and
 * 0.3 s with one, and it holds DynamoDB Local's one SQLite thread meanwhile, so every other call
 * waits (docs/BENCHMARKS.md "Scale"). In AWS a page stops at 1 MB either way.
 */
export const QUERY_PAGE_MAX = 1_000;

/** True for the SDK error a failed ConditionExpression raises. */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

import { dynamo } from '../lib/clients.js';
import { config } from '../lib/config.js';

/** The document client and the single table's name, for the repos. */
export const db = dynamo;
export const tableName = (): string => config.table().name;

/** The most items one Query of a page asks for (DynamoDB's Limit is a 32-bit integer; a page far past the end must not overflow it). */
export const QUERY_PAGE_MAX = 1_000;

/** True for the SDK error a failed ConditionExpression raises. */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

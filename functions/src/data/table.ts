import { dynamo } from '../lib/clients.js';
import { config } from '../lib/config.js';

/** The document client and the single table's name, for the repos. */
export const db = dynamo;
export const tableName = (): string => config.table().name;

/** True for the SDK error a failed ConditionExpression raises. */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

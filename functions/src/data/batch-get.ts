import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { sleep } from './transactions.js';
import type { Key } from './keys.js';
import { db, tableName } from './table.js';

/** What a BatchGetItem may ask for besides the keys. */
export interface BatchGetOptions {
  ConsistentRead?: boolean;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}

/** DynamoDB's limit of keys per BatchGetItem. */
const KEYS_PER_CALL = 100;

/**
 * The items of `keys` that exist, in no particular order: BatchGetItem calls of 100 keys, one
 * after the other, each repeating its unprocessed keys (DynamoDB answers at most 16 MB a call,
 * and may leave keys out under load) with backoff until every key is answered.
 */
export async function batchGetItems(keys: readonly Key[], options: BatchGetOptions = {}): Promise<Record<string, unknown>[]> {
  const TableName = tableName();
  const found: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_CALL) {
    let pending: Record<string, unknown>[] = keys.slice(i, i + KEYS_PER_CALL).map((key) => ({ ...key }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      const out = await db().send(new BatchGetCommand({ RequestItems: { [TableName]: { ...options, Keys: pending } } }));
      found.push(...(out.Responses?.[TableName] ?? []));
      pending = (out.UnprocessedKeys?.[TableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      if (pending.length > 0) await sleep(Math.min(50 * 2 ** attempt, 1_000));
    }
  }
  return found;
}

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { sleep } from './transactions.js';
import { db, tableName } from './table.js';

/** DynamoDB's limit of requests per BatchWriteItem, and how many such calls run at once. */
const WRITES_PER_CALL = 25;
const CALLS_IN_FLIGHT = 8;

/**
 * Puts and deletes (`{PutRequest}` / `{DeleteRequest}`) in BatchWriteItem calls of 25, eight at
 * a time, each repeating its unprocessed requests with backoff until all are written.
 */
export async function batchWriteRequests(requests: readonly Record<string, unknown>[]): Promise<void> {
  const TableName = tableName();
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += WRITES_PER_CALL) chunks.push(requests.slice(i, i + WRITES_PER_CALL));
  await mapConcurrent(chunks, CALLS_IN_FLIGHT, async (chunk) => {
    let pending = chunk;
    for (let attempt = 0; pending.length > 0; attempt++) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [TableName]: pending as never } }));
      pending = (out.UnprocessedItems?.[TableName] as Record<string, unknown>[] | undefined) ?? [];
      if (pending.length > 0) await sleep(Math.min(50 * 2 ** attempt, 1_000));
    }
  });
}

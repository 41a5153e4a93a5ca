import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { parseHits, rateLimitKey } from './rate-limit-item.js';

/**
 * Rate-limit counters (docs/DATA-MODEL.md: "rate-limit counter"): one item per rule, subject and
 * fixed window, counted with one atomic UpdateItem, so limits hold across Lambda instances.
 * DynamoDB's TTL removes an item once its window is over.
 */

/** Adds one hit and answers the window's hits so far, this one included. */
export async function countRateLimitHit(rule: string, subject: string, windowStart: number, expiresAt: number): Promise<number> {
  const Key = rateLimitKey(rule, subject, windowStart);
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      ...buildUpdate({ fields: { type: 'rateLimit', ttl: expiresAt }, add: { hits: 1 } }),
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return parseHits(out.Attributes ?? {}, Key);
}

/** Takes one hit back (an attempt that turned out not to count, e.g. a right password); never below 0 or onto a missing item. */
export async function refundRateLimitHit(rule: string, subject: string, windowStart: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKey(rule, subject, windowStart),
        ...buildUpdate({ add: { hits: -1 }, condition: { expression: 'hits > :zero', values: { ':zero': 0 } } }),
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

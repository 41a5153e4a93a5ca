import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BlocklistEntry } from '@kisa/shared';
import { batchGetItems } from '../batch-get.js';
import { batchWriteRequests } from '../batch-write.js';
import { db, tableName } from '../table.js';
import { BLOCKLIST_INDEX, BLOCKLIST_PARTITION, blockedHostOf, blocklistEntryOf, blocklistIndexKey, blocklistKey } from './blocklist-item.js';

/**
 * The admins' blocklist (docs/DATA-MODEL.md "Moderation"): one item per host or domain, so a
 * screening reads only the hosts it asks about — a URL's host and its parent domains
 * (shared url-screening blockLookupHosts), one BatchGetItem for a single link, a few for a
 * bulk upload's distinct hosts — however long the list an operator loaded. GSI1 `BLOCKLIST`
 * lists it A–Z for the admin screen.
 */

/** Answers are kept this long per process (positive and negative), so a bulk upload of one host reads it once. */
export const BLOCKLIST_CACHE_MS = 30_000;
const CACHE_MAX = 100_000;
const cache = new Map<string, { until: number; blocked: boolean }>();

/** Which of `hosts` are on the blocklist (each exactly: the caller asks for every parent domain). */
export async function findBlockedHosts(hosts: readonly string[], now = Date.now()): Promise<Set<string>> {
  const blocked = new Set<string>();
  const ask: string[] = [];
  for (const host of new Set(hosts)) {
    const hit = cache.get(host);
    if (hit && hit.until > now) {
      if (hit.blocked) blocked.add(host);
    } else ask.push(host);
  }
  if (ask.length > 0) {
    const found = await batchGetItems(ask.map(blocklistKey), { ProjectionExpression: 'PK, SK, entry' });
    const foundSet = new Set(found.map(blockedHostOf));
    if (cache.size + ask.length > CACHE_MAX) cache.clear();
    for (const host of ask) {
      cache.set(host, { until: now + BLOCKLIST_CACHE_MS, blocked: foundSet.has(host) });
      if (foundSet.has(host)) blocked.add(host);
    }
  }
  return blocked;
}

/** Forgets cached answers: this process's own changes count at once (other processes' within BLOCKLIST_CACHE_MS). */
export function forgetBlocklistCache(): void {
  cache.clear();
}

/** Puts entries (an existing one is overwritten with the new author and date), 25 a call, unprocessed ones retried. */
export async function putBlocklistEntries(entries: readonly string[], addedBy: { id: string; name: string }, addedAt: string): Promise<void> {
  await batchWriteRequests(
    entries.map((entry) => ({ PutRequest: { Item: { ...blocklistKey(entry), ...blocklistIndexKey(entry), type: 'blocked', entry, addedAt, addedBy } } })),
  );
  forgetBlocklistCache();
}

export async function deleteBlocklistEntries(entries: readonly string[]): Promise<void> {
  await batchWriteRequests(entries.map((entry) => ({ DeleteRequest: { Key: blocklistKey(entry) } })));
  forgetBlocklistCache();
}

/** One page of the list, A–Z, optionally only entries starting with `prefix`. */
export async function listBlocklist(
  limit: number,
  options: { prefix?: string; cursor?: Record<string, unknown> } = {},
): Promise<{ items: BlocklistEntry[]; next?: Record<string, unknown> }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: BLOCKLIST_INDEX,
      KeyConditionExpression: options.prefix ? 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)' : 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': BLOCKLIST_PARTITION, ...(options.prefix ? { ':prefix': options.prefix } : {}) },
      Limit: limit,
      ExclusiveStartKey: options.cursor,
    }),
  );
  const items = (page.Items ?? []).map(blocklistEntryOf);
  return { items, ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
}

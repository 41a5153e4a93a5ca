import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table.js';
import { analyticsCacheKey, fromCacheItem, toCacheItem, type CachedRows } from './analytics-cache-item.js';

/**
 * The shared level of the analytics cache (data/analytics/cached-query.ts): one GetItem per
 * dashboard question that the process has not answered at the current version, one PutItem per
 * answer the engine computed. Eventually consistent reads: a just-written entry missed is only a miss.
 */

export async function readCachedRows<R>(teamId: string, questionHash: string): Promise<CachedRows<R> | undefined> {
  const Key = analyticsCacheKey(teamId, questionHash);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key }));
  return Item ? fromCacheItem<R>(Item, Key, teamId) : undefined;
}

/** Keeps the rows (answers false when they are too big to keep: the caller keeps its own copy). */
export async function putCachedRows<R>(teamId: string, questionHash: string, entry: CachedRows<R>): Promise<boolean> {
  const Item = toCacheItem(teamId, questionHash, entry);
  if (!Item) return false;
  await db().send(new PutCommand({ TableName: tableName(), Item }));
  return true;
}

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LiveClick } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { batchGetItems } from '../batch-get.js';
import { batchWriteRequests } from '../batch-write.js';
import { db, tableName } from '../table.js';
import {
  clicksItem,
  LIVE_CLICKS_PER_ITEM,
  liveClicksRange,
  liveWatchKey,
  parseClicksItem,
  parseWatchUntil,
  watchItem,
  type LiveClicksItem,
} from './live-item.js';

/** The live view's partitions (live-item.ts): the watch marks and the published clicks. */

/** Marks the team as watched until `until` (epoch ms): one put, whoever connects last sets it. */
export async function markTeamWatched(teamId: string, until: number): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: watchItem(teamId, until) }));
}

/** Until when each of `teamIds` is watched (epoch ms); teams without a mark are left out. One BatchGetItem per 100 teams, eventually consistent. */
export async function watchedUntil(teamIds: readonly string[]): Promise<Map<string, number>> {
  const items = await batchGetItems(
    teamIds.map((t) => liveWatchKey(t)),
    { ProjectionExpression: 'PK, #until', ExpressionAttributeNames: { '#until': 'until' } },
  );
  const prefix = liveWatchKey('').PK;
  return new Map(items.map((item) => [String(item.PK).slice(prefix.length), parseWatchUntil(item)]));
}

/** Publishes each team's clicks, LIVE_CLICKS_PER_ITEM an item, stamped `writtenAt` and kept until `expiresAt` (epoch ms). */
export async function putLiveClicks(byTeam: ReadonlyMap<string, readonly LiveClick[]>, writtenAt: number, expiresAt: number): Promise<void> {
  const requests: Record<string, unknown>[] = [];
  for (const [teamId, clicks] of byTeam) {
    for (let i = 0; i < clicks.length; i += LIVE_CLICKS_PER_ITEM) {
      // A random suffix: two worker invocations may write for one team in the same millisecond.
      const item = clicksItem(teamId, writtenAt, randomBytes(6).toString('hex'), clicks.slice(i, i + LIVE_CLICKS_PER_ITEM), expiresAt);
      requests.push({ PutRequest: { Item: item } });
    }
  }
  await batchWriteRequests(requests);
}

/**
 * The team's published items written in [fromMs, toMs), oldest first, at most `limit`; `more` when
 * the range holds more. Strongly consistent: a connection must not miss an item written just before it asks.
 */
export async function readLiveClicks(teamId: string, fromMs: number, toMs: number, limit: number): Promise<{ items: LiveClicksItem[]; more: boolean }> {
  if (toMs <= fromMs) return { items: [], more: false };
  const range = liveClicksRange(fromMs, toMs);
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': liveWatchKey(teamId).PK, ':from': range.from, ':to': range.to },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return { items: (out.Items ?? []).map(parseClicksItem), more: out.LastEvaluatedKey !== undefined };
}

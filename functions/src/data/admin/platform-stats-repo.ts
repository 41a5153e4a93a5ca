import { BatchGetCommand, UpdateCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Money } from '@kisa/shared';
import { createHash } from 'node:crypto';
import { db, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { parsePlatformStats, platformStatsKey, platformStatsShardKey, REVENUE_PREFIX } from './platform-stats-item.js';

/**
 * Platform-wide click counters for the admin dashboard, as a sharded counter
 * (docs/DATA-MODEL.md, "Clicks"). Every counting transaction of the click
 * worker (clicks-repo.countClicks) ADDs to ONE shard, chosen by its first part, in the same
 * transaction as the part markers, so the sum stays exact; the admin tile sums the shards.
 */
export interface PlatformStats {
  totalClicks: number;
  uniqueClicks: number;
  /** Sales reported through conversion tracking, per currency (minor units), largest first. */
  revenue: Money[];
}

/**
 * How many shards. One item takes ~500 transactional writes/s (2 WCU each of a partition's
 * 1,000) and, more binding, one transaction at a time: a concurrent one is cancelled with
 * TransactionConflict. With one item every two concurrent counting transactions collided;
 * with 32 they meet on a shard 1 time in 32, and the ceiling is 32 items' rates (far above
 * what the click worker's capped concurrency can send). May grow (the read sums shards
 * 0..N-1), never shrink, or the counts of the dropped shards vanish from the tile.
 */
export const PLATFORM_STATS_SHARDS = 32;

/**
 * The shard a counting transaction adds to: a hash of its first click-group slice (`groupId#slice`), so
 * transactions of different click groups spread evenly, plus the attempt, so a transaction
 * retried after a conflict moves to the next shard instead of meeting the same writer again.
 */
export function platformStatsShard(groupId: string, slice: number, attempt = 0): number {
  const hash = createHash('sha256').update(`${groupId}#${slice}`).digest().readUInt32BE(0);
  return (hash + attempt) % PLATFORM_STATS_SHARDS;
}

/** The transaction item that adds clicks to one shard (creates it on first use). */
export function addToPlatformStats(TableName: string, shard: number, c: { total: number; unique: number }) {
  return {
    TableName,
    Key: platformStatsShardKey(shard),
    ...buildUpdate({ fields: { type: 'platformStats' }, add: { totalClicks: c.total, uniqueClicks: c.unique } }),
  };
}

/**
 * Adds a recorded sale to the platform's revenue, on the shard its conversion id picks (the
 * click worker's transactions meet it there 1 time in PLATFORM_STATS_SHARDS and retry elsewhere).
 */
export async function addPlatformRevenue(conversionId: string, money: Money): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: platformStatsShardKey(platformStatsShard(conversionId, 0)),
      ...buildUpdate({ fields: { type: 'platformStats' }, add: { [`${REVENUE_PREFIX}${money.currency}`]: money.amount } }),
    }),
  );
}

/** The platform totals: every shard plus the pre-sharding item, one consistent BatchGetItem. */
export async function getPlatformStats(): Promise<PlatformStats> {
  const TableName = tableName();
  const stats = { totalClicks: 0, uniqueClicks: 0 };
  const revenue = new Map<string, number>();
  let keys: Record<string, unknown>[] | undefined = [
    platformStatsKey(),
    ...Array.from({ length: PLATFORM_STATS_SHARDS }, (_, i) => platformStatsShardKey(i)),
  ].map((k) => ({ ...k }));
  for (let attempt = 0; keys?.length; attempt++) {
    const out: BatchGetCommandOutput = await db().send(
      // Whole items: the revenue attributes are one per currency ever sold in.
      new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const shard of (out.Responses?.[TableName] ?? []).map(parsePlatformStats)) {
      stats.totalClicks += shard.totalClicks;
      stats.uniqueClicks += shard.uniqueClicks;
      for (const [currency, amount] of shard.revenue) revenue.set(currency, (revenue.get(currency) ?? 0) + amount);
    }
    keys = out.UnprocessedKeys?.[TableName]?.Keys;
    if (keys?.length) await new Promise((resolve) => setTimeout(resolve, Math.min(20 * 2 ** attempt, 1000)));
  }
  return {
    ...stats,
    revenue: [...revenue].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency)),
  };
}

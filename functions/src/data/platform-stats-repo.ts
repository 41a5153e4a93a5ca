import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { platformStatsKey } from './keys.js';
import { db, tableName } from './table.js';

/** Platform-wide counters for the admin dashboard (one item, docs/DATA-MODEL.md). */
export interface PlatformStats {
  totalClicks: number;
  uniqueClicks: number;
}

export async function getPlatformStats(): Promise<PlatformStats> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: platformStatsKey() }));
  return { totalClicks: Number(Item?.totalClicks ?? 0), uniqueClicks: Number(Item?.uniqueClicks ?? 0) };
}

/**
 * Adds a batch's counted clicks to the platform totals: one UpdateItem per worker batch
 * (never per click), by the click worker, alongside its per-link and per-team counters.
 */
export async function addPlatformClicks(totalClicks: number, uniqueClicks: number): Promise<void> {
  if (!totalClicks && !uniqueClicks) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: platformStatsKey(),
      UpdateExpression: 'SET #type = :type ADD totalClicks :t, uniqueClicks :u',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'platformStats', ':t': totalClicks, ':u': uniqueClicks },
    }),
  );
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { platformStatsKey } from './keys.js';
import { db, tableName } from './table.js';

/**
 * Platform-wide counters for the admin dashboard (one item, docs/DATA-MODEL.md). The click
 * worker adds to them in its counting transaction (clicks-repo.countClicks).
 */
export interface PlatformStats {
  totalClicks: number;
  uniqueClicks: number;
}

export async function getPlatformStats(): Promise<PlatformStats> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: platformStatsKey() }));
  return { totalClicks: Number(Item?.totalClicks ?? 0), uniqueClicks: Number(Item?.uniqueClicks ?? 0) };
}

import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The platform-wide counters (docs/DATA-MODEL.md, "platform stats shard"): click totals and the
 * revenue reported through conversion tracking, one attribute per currency, in shards (each its
 * own partition, so no single item takes every click batch's write: platform-stats-repo.ts).
 */

/**
 * The unsharded platform-counters item, written by click workers before the counters were
 * sharded; now only read (and added to the shards), so an older table keeps its totals.
 */
export const platformStatsKey = (): Key => ({ PK: 'STATS#PLATFORM', SK: 'STATS' });

/** One shard of the platform counters (admin dashboard's Clicks tile). */
export const platformStatsShardKey = (shard: number): Key => ({ PK: `STATS#PLATFORM#${shard}`, SK: 'STATS' });

/** A shard's attribute holding one currency's sales (`revenue_TRY`): top-level, so ADD can create it. */
export const REVENUE_PREFIX = 'revenue_';

export interface PlatformStatsShard {
  totalClicks: number;
  uniqueClicks: number;
  /** Currency → sales in its minor units. */
  revenue: Map<string, number>;
}

const platformStatsSchema = z.object({
  totalClicks: z.number().optional(),
  uniqueClicks: z.number().optional(),
  revenue: z.record(z.string(), z.number()),
});

/** A shard (or the unsharded item): its counters, absent ones 0. */
export function parsePlatformStats(item: Record<string, unknown>): PlatformStatsShard {
  const revenue = Object.fromEntries(
    Object.entries(item)
      .filter(([name]) => name.startsWith(REVENUE_PREFIX))
      .map(([name, value]) => [name.slice(REVENUE_PREFIX.length), value]),
  );
  const parsed = parseItem('platform stats', platformStatsSchema, {
    PK: item.PK,
    SK: item.SK,
    totalClicks: item.totalClicks,
    uniqueClicks: item.uniqueClicks,
    revenue,
  });
  return { totalClicks: parsed.totalClicks ?? 0, uniqueClicks: parsed.uniqueClicks ?? 0, revenue: new Map(Object.entries(parsed.revenue)) };
}

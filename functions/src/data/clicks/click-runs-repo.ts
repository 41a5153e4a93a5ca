import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PLATFORM_STATS_SHARDS } from '../admin/platform-stats-repo.js';
import { platformStatsShardKey } from '../admin/platform-stats-item.js';
import { updateIf } from '../conditional-update.js';
import { db, QUERY_PAGE_MAX, tableName } from '../table.js';
import { retrySingleWrite } from '../transactions.js';
import type { UpdateCondition } from '../update-expression.js';
import { clickRunPartition, parseClickRunSlices } from './click-run-item.js';

/**
 * What first receipts counted, and the fence that stops one still counting (docs/DATA-MODEL.md,
 * "Clicks"). A first-receipt batch claims nothing: its one transaction writes a run record (its
 * slices' hashes, under its clicks' minute) and adds to a platform shard only while the shard's
 * `clickFence` is below the batch's earliest click time. A redelivery first raises the fence on
 * every shard to its own clicks' time — from then on no first receipt holding those clicks can
 * count — and then reads the run records of their minutes: what it finds there was counted.
 */

/** The shard attribute holding the fence: the latest click time (ms) a redelivery has checked. */
const FENCE = 'clickFence';

/** The condition a first-receipt batch's platform-shard ADD carries: no redelivery has fenced its clicks. */
export const unfencedCondition = (earliestClick: number): UpdateCondition => ({
  expression: 'attribute_not_exists(#fence) OR #fence < :earliest',
  names: { '#fence': FENCE },
  values: { ':earliest': earliestClick },
});

/**
 * Raises the fence on every platform shard to `clickTime` (never lowers it). A shard that a
 * counting transaction holds answers TransactionConflict: retried, so once this returns, a
 * first-receipt transaction holding clicks at or before `clickTime` has either committed or will
 * be refused.
 */
export async function raiseClickFence(clickTime: number): Promise<void> {
  // The fence only rises: once this instance raised it this far, every shard holds at least that.
  if (clickTime <= raisedTo) return;
  await Promise.all(
    Array.from({ length: PLATFORM_STATS_SHARDS }, (_, shard) =>
      retrySingleWrite(() =>
        updateIf(platformStatsShardKey(shard), {
          fields: { [FENCE]: clickTime },
          condition: { expression: 'attribute_not_exists(#fence) OR #fence < :fence', names: { '#fence': FENCE }, values: { ':fence': clickTime } },
        }),
      ),
    ),
  );
  raisedTo = Math.max(raisedTo, clickTime);
}

let raisedTo = 0;

/** The slice hashes the run records of these minutes hold (consistent reads, page by page). */
export async function sliceHashesCountedIn(minutes: readonly string[]): Promise<Set<string>> {
  const counted = new Set<string>();
  for (const minute of new Set(minutes)) {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': clickRunPartition(minute) },
          ProjectionExpression: 'PK, slices',
          ConsistentRead: true,
          Limit: QUERY_PAGE_MAX,
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) for (const hash of parseClickRunSlices(item)) counted.add(hash);
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
  return counted;
}

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PLATFORM_STATS_SHARDS } from '../admin/platform-stats-repo.js';
import { platformStatsShardKey } from '../admin/platform-stats-item.js';
import { batchGetItems } from '../batch-get.js';
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

/** The shard attribute holding the click fence: the latest click time (ms) a redelivery has checked. */
const FENCE = 'clickFence';
/** The shard attribute holding the fold fence: the latest window the fold step has read (click-fold-item.ts). */
const FOLD_FENCE = 'foldFence';

/**
 * The condition a first-receipt batch's platform-shard ADD carries: no redelivery has fenced its
 * clicks, and, when it writes a fold record, the fold has not read that record's window yet.
 */
export const unfencedCondition = (earliestClick: number, foldWindow?: number): UpdateCondition => ({
  expression:
    '(attribute_not_exists(#fence) OR #fence < :earliest)' +
    (foldWindow === undefined ? '' : ' AND (attribute_not_exists(#foldFence) OR #foldFence < :window)'),
  names: { '#fence': FENCE, ...(foldWindow === undefined ? {} : { '#foldFence': FOLD_FENCE }) },
  values: { ':earliest': earliestClick, ...(foldWindow === undefined ? {} : { ':window': foldWindow }) },
});

/**
 * Raises the click fence on every platform shard to `clickTime` (never lowers it). A shard that a
 * counting transaction holds answers TransactionConflict: retried, so once this returns, a
 * first-receipt transaction holding clicks at or before `clickTime` has either committed or will
 * be refused.
 */
export async function raiseClickFence(clickTime: number): Promise<void> {
  // The fence only rises: once this instance raised it this far, every shard holds at least that.
  if (clickTime <= raised[FENCE]) return;
  await raiseFence(FENCE, clickTime);
}

/**
 * Raises the fold fence on every platform shard to `window`: once this returns, every fold record
 * of a window at or below it has been written or will be refused (its transaction then picks a
 * window above the fence).
 */
export async function raiseFoldFence(window: number): Promise<void> {
  if (window <= raised[FOLD_FENCE]) return;
  await raiseFence(FOLD_FENCE, window);
}

/** A platform shard's fences (0: never raised): why a first-receipt transaction's ADD to it was refused. */
export async function shardFences(shard: number): Promise<{ click: number; fold: number }> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: platformStatsShardKey(shard),
      ConsistentRead: true,
      ProjectionExpression: '#c, #f',
      ExpressionAttributeNames: { '#c': FENCE, '#f': FOLD_FENCE },
    }),
  );
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  return { click: n(Item?.[FENCE]), fold: n(Item?.[FOLD_FENCE]) };
}

/** The highest fold fence of the platform shards (0: never raised). */
export async function foldFenceNow(): Promise<number> {
  const shards = await batchGetItems(
    Array.from({ length: PLATFORM_STATS_SHARDS }, (_, shard) => platformStatsShardKey(shard)),
    { ConsistentRead: true, ProjectionExpression: '#f', ExpressionAttributeNames: { '#f': FOLD_FENCE } },
  );
  return Math.max(0, ...shards.map((item) => (typeof item[FOLD_FENCE] === 'number' ? (item[FOLD_FENCE] as number) : 0)));
}

async function raiseFence(name: typeof FENCE | typeof FOLD_FENCE, value: number): Promise<void> {
  await Promise.all(
    Array.from({ length: PLATFORM_STATS_SHARDS }, (_, shard) =>
      retrySingleWrite(() =>
        updateIf(platformStatsShardKey(shard), {
          fields: { [name]: value },
          condition: { expression: 'attribute_not_exists(#fence) OR #fence < :fence', names: { '#fence': name }, values: { ':fence': value } },
        }),
      ),
    ),
  );
  raised[name] = Math.max(raised[name], value);
}

const raised = { [FENCE]: 0, [FOLD_FENCE]: 0 };

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

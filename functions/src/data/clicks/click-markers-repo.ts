import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { logger } from '#lib/logger.js';
import { batchGetItems } from '../batch-get.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { clickBatchItem, clickBatchKey, clickGroupItem, clickGroupKey, parseClickBatch, parseClickGroupMarker } from './click-group-item.js';

/**
 * Which click-group slices were counted, and the claims that keep counting exact
 * (docs/DATA-MODEL.md, "Clicks") for messages that are not first receipts (first receipts
 * claim nothing: click-runs-repo.ts). Such a slice is claimed by a counting batch (a plain conditional
 * put, 1 write unit) before that batch's ONE transaction writes the batch record `counted` and
 * adds the clicks. A redelivered slice whose batch has no record yet was left unfinished — or
 * is being counted right now: writing the record `void` settles which (only one of the two puts
 * can create it), and a voided batch's transaction fails, so its slices are counted once, later.
 */

/** Markers and batch records outlive any redelivery: SQS keeps messages 4 days (14 in the DLQ, which can be redriven). */
export const CLICK_GROUP_MARKER_TTL_SECONDS = 15 * 24 * 60 * 60;
const CLAIM_CONCURRENCY = 32;

/** A slice's id, `{groupId}#{slice}`. */
export const sliceId = (groupId: string, slice: number) => `${groupId}#${slice}`;

export interface SliceRef {
  groupId: string;
  slice: number;
}

export interface SliceStates {
  /** Counted before: skip. */
  counted: Set<string>;
  /** Claimed by a batch that will never count them (voided): the claim to take over, by slice id. */
  voided: Map<string, string>;
}

export const markerTtl = (now: number) => Math.floor(now / 1000) + CLICK_GROUP_MARKER_TTL_SECONDS;

/**
 * The slices' states from consistent reads of their markers and of the batches named in them;
 * a batch with no record is voided here (a conditional put). Slices in neither set are unclaimed.
 */
export async function sliceStates(slices: readonly SliceRef[], now = Date.now()): Promise<SliceStates> {
  const states: SliceStates = { counted: new Set(), voided: new Map() };
  const idOfKey = new Map(slices.map((s) => [clickGroupKey(s.groupId, s.slice).PK, sliceId(s.groupId, s.slice)]));
  const markers = await batchGetItems(
    slices.map((s) => clickGroupKey(s.groupId, s.slice)),
    { ConsistentRead: true, ProjectionExpression: 'PK, #batch', ExpressionAttributeNames: { '#batch': 'batch' } },
  );
  const claimedBy = new Map<string, string[]>();
  for (const item of markers) {
    const marker = parseClickGroupMarker(item);
    const id = idOfKey.get(marker.PK);
    if (!id) continue;
    // No batch: written inside its counting transaction (before batches had records).
    if (marker.batch === undefined) states.counted.add(id);
    else claimedBy.set(marker.batch, [...(claimedBy.get(marker.batch) ?? []), id]);
  }
  if (claimedBy.size === 0) return states;
  const recorded = new Map<string, string>();
  const records = await batchGetItems([...claimedBy.keys()].map(clickBatchKey), {
    ConsistentRead: true,
    ProjectionExpression: 'PK, #state',
    ExpressionAttributeNames: { '#state': 'state' },
  });
  for (const item of records) {
    const record = parseClickBatch(item);
    recorded.set(record.PK.slice('CLICKBATCH#'.length), record.state);
  }
  for (const [batch, ids] of claimedBy) {
    const state = recorded.get(batch) ?? (await settleBatch(batch, now));
    for (const id of ids) {
      if (state === 'counted') states.counted.add(id);
      else states.voided.set(id, batch);
    }
  }
  return states;
}

/** Writes `void` for a batch without a record; answers the record's state (another writer may have won). */
async function settleBatch(batch: string, now: number): Promise<'counted' | 'void'> {
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: clickBatchItem(batch, 'void', markerTtl(now)), ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    return 'void';
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const Key = clickBatchKey(batch);
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key,
        ConsistentRead: true,
        ProjectionExpression: 'PK, #state',
        ExpressionAttributeNames: { '#state': 'state' },
      }),
    );
    if (!Item) throw new Error(`The click batch record ${batch} refused a put but could not be read`);
    return parseClickBatch(Item).state;
  }
}

/**
 * Claims each slice for `batch`: where no marker exists, or taking over a voided batch's claim.
 * Answers the ids of the slices claimed; a slice another worker claimed meanwhile, or whose
 * claim failed, is left out (its message is reported failed and comes back).
 */
export async function claimSlices(batch: string, slices: readonly (SliceRef & { voided?: string })[], now = Date.now()): Promise<Set<string>> {
  const claimed = new Set<string>();
  const ttl = markerTtl(now);
  await mapConcurrent(slices, CLAIM_CONCURRENCY, async (s) => {
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: clickGroupItem(s.groupId, s.slice, ttl, batch),
          ...(s.voided === undefined
            ? { ConditionExpression: 'attribute_not_exists(PK)' }
            : { ConditionExpression: '#batch = :voided', ExpressionAttributeNames: { '#batch': 'batch' }, ExpressionAttributeValues: { ':voided': s.voided } }),
        }),
      );
      claimed.add(sliceId(s.groupId, s.slice));
    } catch (error) {
      if (!isConditionFailed(error)) logger.warn('Claiming a click slice failed; its message will be retried', { error: error as Error });
    }
  });
  return claimed;
}

import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A click-group marker (docs/DATA-MODEL.md, "click-group marker"): one slice (≤ 40 links) of one
 * queued click group is claimed by a counting batch (`batch`), so a redelivery never counts it
 * twice; `ttl` 15 days. The slice is counted when that batch's record says `counted`. Markers
 * without `batch` were written inside their counting transaction: counted. Older ones carry
 * `part` where newer ones carry `slice`.
 */

export const clickGroupKey = (groupId: string, slice: number): Key => ({ PK: `CLICKS#${groupId}#${slice}`, SK: 'CLICKS' });

export const clickGroupItem = (groupId: string, slice: number, ttl: number, batch: string) => ({
  ...clickGroupKey(groupId, slice),
  type: 'clickGroup',
  groupId,
  slice,
  batch,
  ttl,
});

const markerSchema = z.object({ PK: z.string(), batch: z.string().optional() });

/** A marker read with `PK` and `batch` projected: its key, and the batch that claimed it (none: counted). */
export const parseClickGroupMarker = (item: Record<string, unknown>) => parseItem('click-group marker', markerSchema, item);

/**
 * A counting batch's record (`CLICKBATCH#{id}`): written `counted` in the transaction that adds its
 * slices' clicks, or `void` by a redelivery that found the batch unfinished, which makes that
 * transaction fail (it puts the record only where none exists). `ttl` as the markers'.
 */
export const clickBatchKey = (batch: string): Key => ({ PK: `CLICKBATCH#${batch}`, SK: 'CLICKBATCH' });

export type ClickBatchState = 'counted' | 'void';

export const clickBatchItem = (batch: string, state: ClickBatchState, ttl: number) => ({ ...clickBatchKey(batch), type: 'clickBatch', state, ttl });

const batchSchema = z.object({ PK: z.string(), state: z.enum(['counted', 'void']) });

/** A batch record read with `PK` and `state` projected. */
export const parseClickBatch = (item: Record<string, unknown>) => parseItem('click batch', batchSchema, item);

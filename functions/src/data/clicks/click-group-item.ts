import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A click-group marker (docs/DATA-MODEL.md, "click-group marker"): one slice (≤ 40 links) of one
 * queued click group has been counted, so a redelivery never counts it twice; `ttl` 15 days.
 * Markers are matched by key: older ones carry `part` where newer ones carry `slice`.
 */

export const clickGroupKey = (groupId: string, slice: number): Key => ({ PK: `CLICKS#${groupId}#${slice}`, SK: 'CLICKS' });

export const clickGroupItem = (groupId: string, slice: number, ttl: number) => ({ ...clickGroupKey(groupId, slice), type: 'clickGroup', groupId, slice, ttl });

const markerKeySchema = z.object({ PK: z.string() });

/** The partition key of a marker read with only `PK` projected. */
export const parseClickGroupMarker = (item: Record<string, unknown>): string => parseItem('click-group marker', markerKeySchema, item).PK;

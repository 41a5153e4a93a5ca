import { liveClickSchema, TABLE_TTL_ATTRIBUTE, type LiveClick } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The live view's partition, one per team (docs/DATA-MODEL.md "Live view"): the watch mark
 * (`WATCH`: a viewer is connected; its `until`) and the clicks the worker published while it was
 * set (`C#<ms>#<random>`: one item per team and worker batch, up to LIVE_CLICKS_PER_ITEM clicks,
 * `ms` the time it was written, so a cursor is a time). Every item has a `ttl`.
 */

export const LIVE_PARTITION_PREFIX = 'LIVE#';
/** Clicks per published item (~350 bytes each: an item stays under ~10 KB). */
export const LIVE_CLICKS_PER_ITEM = 25;

const partition = (teamId: string) => `${LIVE_PARTITION_PREFIX}${teamId}`;
/** Epoch ms as a sort key part: 13 digits until the year 2286, padded so text order is time order. */
const ms = (at: number) => String(Math.max(0, Math.floor(at))).padStart(13, '0');

export const liveWatchKey = (teamId: string): Key => ({ PK: partition(teamId), SK: 'WATCH' });
export const liveClicksKey = (teamId: string, writtenAt: number, suffix: string): Key => ({ PK: partition(teamId), SK: `C#${ms(writtenAt)}#${suffix}` });
/** The sort-key bounds of the items written in [fromMs, toMs) (BETWEEN is inclusive: the upper bound is the last ms's highest key). */
export const liveClicksRange = (fromMs: number, toMs: number) => ({ from: `C#${ms(fromMs)}`, to: `C#${ms(toMs - 1)}#\uffff` });

const watchSchema = z.object({ until: z.number() });
const clicksItemSchema = z.object({ SK: z.string(), writtenAt: z.number(), clicks: z.string() });
const clicksListSchema = z.array(liveClickSchema);

export interface LiveClicksItem {
  writtenAt: number;
  clicks: LiveClick[];
}

export const watchItem = (teamId: string, until: number) => ({
  ...liveWatchKey(teamId),
  type: 'liveWatch',
  until,
  [TABLE_TTL_ATTRIBUTE]: Math.ceil(until / 1000),
});

export const clicksItem = (teamId: string, writtenAt: number, suffix: string, clicks: readonly LiveClick[], expiresAt: number) => ({
  ...liveClicksKey(teamId, writtenAt, suffix),
  type: 'liveClicks',
  writtenAt,
  // One string, not a list of maps: smaller on disk and parsed once.
  clicks: JSON.stringify(clicks),
  [TABLE_TTL_ATTRIBUTE]: Math.ceil(expiresAt / 1000),
});

export const parseWatchUntil = (item: Record<string, unknown>): number => parseItem('live watch', watchSchema, item).until;

export function parseClicksItem(item: Record<string, unknown>): LiveClicksItem {
  const { SK, writtenAt, clicks } = parseItem('live clicks', clicksItemSchema, item);
  let list: unknown;
  try {
    list = JSON.parse(clicks);
  } catch {
    list = undefined;
  }
  return { writtenAt, clicks: parseItem('live clicks', z.object({ clicks: clicksListSchema }), { PK: item.PK, SK, clicks: list }).clicks };
}

import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';
import { GROUP_KEY } from './search-format.js';

/**
 * A search shard item (docs/DATA-MODEL.md "Search shards"): its key, and its read. Each shard is
 * its own partition (not the team's): the open shard takes every create and bulk group of the
 * team, and in AWS a partition's write throughput is shared by its items (the team item already
 * takes every create and click batch). The team item holds the open shard's number; shards are
 * read by key (BatchGetItem 0 … open).
 */
export const searchShardKey = (teamId: string, shard: number): Key => ({ PK: `TEAM#${teamId}#SEARCH#${shard}`, SK: 'SEARCH' });

/** A shard item as read: its overlay split into link entries (and tombstones) and packed bulk groups. */
export interface SearchShardItem {
  shard: number;
  /** The overlay's entries and tombstones, by linkId. */
  entries: Record<string, string>;
  /** The overlay's packed bulk groups (keys `*{first linkId}`), deflated records. */
  groups: Uint8Array[];
  /** The sealed records, deflated; absent: never sealed. */
  sealed?: Uint8Array;
  /** A new id per seal: what a search's cache of inflated blobs is keyed by. */
  sealId?: string;
  /** +1 on every write: a seal is conditional on it (absent: written before it existed). */
  rev?: number;
}

const searchShardSchema = z
  .object({
    shard: z.number(),
    entries: z.record(z.string(), z.union([z.string(), z.instanceof(Uint8Array)])).default({}),
    sealed: z.instanceof(Uint8Array).optional(),
    sealId: z.string().optional(),
    rev: z.number().optional(),
  })
  .transform(({ entries: overlay, ...item }, ctx): SearchShardItem => {
    const entries: Record<string, string> = {};
    const groups: Uint8Array[] = [];
    for (const [key, value] of Object.entries(overlay)) {
      if (key.startsWith(GROUP_KEY) && value instanceof Uint8Array) groups.push(value);
      else if (!key.startsWith(GROUP_KEY) && typeof value === 'string') entries[key] = value;
      else ctx.addIssue({ code: 'custom', path: ['entries', key], message: key.startsWith(GROUP_KEY) ? 'a bulk group is not binary' : 'an entry is not text' });
    }
    return { ...item, entries, groups };
  });

/** A shard item read (whole, or projected to what the read needs besides `shard`); a malformed one throws. */
export function parseSearchShard(item: Record<string, unknown>, key?: Key): SearchShardItem {
  return parseItem('search shard', searchShardSchema, item, key);
}

import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '#lib/logger.js';
import { updateIf } from '../conditional-update.js';
import { teamKey } from '../keys.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { liveSearchEntries, packRecords, refoldEntry, tombstoneBytes } from './search-format.js';
import { parseSearchShard, searchShardKey } from './search-shard-item.js';

/**
 * The life of a team's search shards (docs/DATA-MODEL.md "Search shards"): the team item's
 * `searchShard` names the open shard new links go to; a full one rolls the team over to the
 * next, and once the team has moved two shards further a shard is sealed (its live entries
 * packed into one compressed `sealed` blob, `entries` emptied to become the overlay).
 */

/**
 * Shard sizes in bytes of entries. New single links go to the open shard while it stays
 * under `softBytes` (and it is then rolled over); a bulk group, whose links already name
 * the shard, may fill it up to `hardBytes`, safely under DynamoDB's 400 KB item limit.
 * Mutable for tests (a tiny shard makes roll-over happen after a few links).
 */
export const SEARCH_SHARD_LIMITS = { softBytes: 64_000, hardBytes: 350_000 };

// ── The open shard ───────────────────────────────────────────────────────────

/** The team's open shard; the first call for a team creates shard 0. */
export async function openSearchShard(teamId: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamKey(teamId), ConsistentRead: true, ProjectionExpression: 'searchShard' }));
  if (!Item) throw new Error(`Team ${teamId} not found`);
  if (typeof Item.searchShard === 'number') return Item.searchShard;
  await createShard(teamId, 0);
  await moveOpenShard(teamId, undefined, 0);
  return openSearchShard(teamId);
}

/**
 * `full` is full: the team moves on to the next shard (unless someone moved it already). The
 * writer that moved it seals the shard before `full`: one shard late, because writers that
 * read the open shard a moment ago (bulk groups in flight) still add to `full`, and their
 * entries would stay in its overlay.
 */
export async function rollSearchShard(teamId: string, full: number): Promise<number> {
  await createShard(teamId, full + 1);
  if ((await moveOpenShard(teamId, full, full + 1)) && full > 0) await sealSearchShard(teamId, full - 1);
  return openSearchShard(teamId);
}

async function createShard(teamId: string, shard: number): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...searchShardKey(teamId, shard), type: 'searchShard', teamId, shard, entries: {}, bytes: 0 },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Whether this call moved it (false: someone else did). */
async function moveOpenShard(teamId: string, from: number | undefined, to: number): Promise<boolean> {
  return updateIf(teamKey(teamId), {
    fields: { searchShard: to },
    condition:
      from === undefined
        ? { expression: 'attribute_exists(PK) AND attribute_not_exists(searchShard)' }
        : { expression: 'searchShard = :from', values: { ':from': from } },
  });
}

// ── Sealing ──────────────────────────────────────────────────────────────────

/** Tries to seal a shard this many times when writes keep changing it between the read and the write. */
const SEAL_ATTEMPTS = 3;

/**
 * Seals a shard: reads it (consistent), packs its live entries (the overlay over the sealed
 * records, without tombstones) into one compressed `sealed` blob and empties `entries`, on
 * the condition that `rev` is still what was read (a write meanwhile: read again). Answers
 * whether the shard is sealed now. A shard left unsealed (errors, writes racing every try) is
 * still searched exactly, only slower, so failures are logged, not thrown.
 */
export async function sealSearchShard(teamId: string, shard: number): Promise<boolean> {
  try {
    for (let attempt = 0; attempt < SEAL_ATTEMPTS; attempt++) {
      const Key = searchShardKey(teamId, shard);
      const { Item } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key,
          ConsistentRead: true,
          ProjectionExpression: 'entries, sealed, #rev, #shard',
          ExpressionAttributeNames: { '#rev': 'rev', '#shard': 'shard' },
        }),
      );
      if (!Item) return false;
      const item = parseSearchShard(Item, Key);
      if (item.sealed !== undefined && Object.keys(item.entries).length === 0 && item.groups.length === 0) return true;
      // Sealing rewrites every entry, so entries written before the search fold are stored folded from here on.
      const live = new Map([...liveSearchEntries(item)].map(([linkId, entry]) => [linkId, refoldEntry(entry)]));
      const sealed = packRecords(live);
      let bytes = sealed.byteLength;
      for (const linkId of live.keys()) bytes += tombstoneBytes(linkId);
      const { rev } = item;
      const written = await updateIf(Key, {
        // A new id per seal: what a search's cache of inflated blobs is keyed by.
        fields: { sealed, sealId: randomUUID(), entries: {}, bytes },
        add: { rev: 1 },
        // A shard written by the version before sealing has no rev yet.
        condition:
          rev === undefined
            ? { expression: 'attribute_not_exists(#rev)', names: { '#rev': 'rev' } }
            : { expression: '#rev = :rev', names: { '#rev': 'rev' }, values: { ':rev': rev } },
      });
      if (written) return true;
    }
    logger.info('Search shard left unsealed: written during every attempt', { teamId, shard });
  } catch (error) {
    logger.warn('Search shard left unsealed', { teamId, shard, error: error as Error });
  }
  return false;
}

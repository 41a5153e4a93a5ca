import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { retryConflicts, retrySingleWrite } from '../transactions.js';
import { linkKey } from '../links/index.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { entryBytes, searchEntryOf, TOMBSTONE, type SearchableLink } from './search-format.js';
import { searchShardKey } from './search-shard-item.js';
import { openSearchShard, rollSearchShard, SEARCH_SHARD_LIMITS } from './search-shards.js';

/**
 * Writes of a team's search entries (docs/DATA-MODEL.md "Search shards"). Single creates,
 * edits and deletes put their shard update in their own transaction (the items below), and
 * every write that depends on where a link's entry is conditions on the link's `searchShard`
 * (exact under races). A bulk part's claim and fill are claim-bulk-shards.ts and
 * fill-bulk-shards.ts; the entries of a bulk delivery whose campaign was gone are removed here.
 * Links whose shard is unknown or full are placed in the open shard, their link items pointed
 * at it.
 */

// ── Transaction items (single create, edit and delete) ──────────────────────

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Sets a link's entry in `shard` and adds `addBytes` to the shard's size, on the condition
 * that the shard stays within `limit` bytes (a shard that would not fails the transaction).
 */
export function searchEntrySet(teamId: string, shard: number, linkId: string, entry: string, addBytes: number, limit: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: searchShardKey(teamId, shard),
      ...buildUpdate({
        mapKeys: { entries: { [linkId]: entry } },
        add: { bytes: addBytes, rev: 1 },
        condition:
          addBytes > 0
            ? { expression: 'attribute_exists(PK) AND #bytes <= :room', names: { '#bytes': 'bytes' }, values: { ':room': limit - addBytes } }
            : { expression: 'attribute_exists(PK)' },
      }),
    },
  };
}

/**
 * Removes link entries from a shard: a tombstone per link, which also hides the link's sealed
 * record. `bytes` stays: a tombstone replaces an entry that was counted, or takes the room
 * sealing reserved for its record (and only the open shard takes new links, so freed room is
 * not needed).
 */
export function searchEntriesRemove(teamId: string, shard: number, linkIds: readonly string[]): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: searchShardKey(teamId, shard),
      ...buildUpdate({
        mapKeys: { entries: Object.fromEntries(linkIds.map((id) => [id, TOMBSTONE])) },
        add: { rev: 1 },
        // Only an existing shard (an update of a missing item would create one).
        condition: { expression: 'attribute_exists(PK)' },
      }),
    },
  };
}

/** The condition on a link item that its entry is where `searchShard` says (or that it has none yet). */
export function searchShardCondition(searchShard: number | undefined): { expression: string; names: Record<string, string>; values: Record<string, unknown> } {
  return searchShard === undefined
    ? { expression: 'attribute_not_exists(#searchShard)', names: { '#searchShard': 'searchShard' }, values: {} }
    : { expression: '#searchShard = :searchShardWas', names: { '#searchShard': 'searchShard' }, values: { ':searchShardWas': searchShard } };
}

// ── Removals outside a transaction ───────────────────────────────────────────

/**
 * Removes entries from a shard outside any transaction (100 a call): what a bulk delivery
 * added for links that turned out to be gone (their campaign was deleted meanwhile).
 */
export async function removeSearchEntries(teamId: string, shard: number, linkIds: readonly string[]): Promise<void> {
  for (let i = 0; i < linkIds.length; i += 100) {
    const { Update } = searchEntriesRemove(teamId, shard, linkIds.slice(i, i + 100));
    try {
      await retrySingleWrite(() => db().send(new UpdateCommand(Update!)));
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
}

// ── Placing entries in the open shard ────────────────────────────────────────

/** Links per placeSearchEntries transaction (each link item + the target shard + source shards). */
const PLACE_PER_TRANSACTION = 45;

export interface PlacedLink extends SearchableLink {
  /** The link item's version as read (0 when it has none): the entry is for that state. */
  version: number;
  /** Where the link item says its entry is (undefined: nowhere yet). */
  searchShard: number | undefined;
}

/**
 * Puts links' entries into the team's open shard and points each link item at it, one
 * transaction per 45 links: each link item conditional on still being in the state read
 * (version and searchShard), the old entries removed from where they were. Links that fail
 * that (edited, moved or deleted meanwhile) are left out; the caller reads again if it
 * needs them. Used for links whose shard is unknown or full: the backfill, a bulk group
 * whose shard filled up, and the links a redelivered bulk part finds already written.
 */
export async function placeSearchEntries(teamId: string, links: readonly PlacedLink[]): Promise<void> {
  for (let i = 0; i < links.length; i += PLACE_PER_TRANSACTION) await placeGroup(teamId, links.slice(i, i + PLACE_PER_TRANSACTION));
}

async function placeGroup(teamId: string, group: readonly PlacedLink[]): Promise<void> {
  let pending = [...group];
  let target = await openSearchShard(teamId);
  for (let round = 0; pending.length > 0; round++) {
    if (round > 2 * PLACE_PER_TRANSACTION) throw new Error('placeSearchEntries: too many rounds');
    const TableName = tableName();
    const items: TransactItem[] = pending.map((link) => {
      const where = searchShardCondition(link.searchShard);
      const version = link.version === 0 ? '(attribute_not_exists(#version) OR #version = :version)' : '#version = :version';
      return {
        Update: {
          TableName,
          Key: linkKey(link.linkId),
          ...buildUpdate({
            fields: { searchShard: target },
            condition: {
              expression: `attribute_exists(PK) AND ${version} AND ${where.expression}`,
              names: { ...where.names, '#version': 'version' },
              values: { ...where.values, ':version': link.version },
            },
          }),
        },
      };
    });
    const entries = new Map(pending.map((link) => [link.linkId, searchEntryOf(link)]));
    const add = [...entries].reduce((sum, [linkId, entry]) => sum + entryBytes(linkId, entry), 0);
    items.push({
      Update: {
        TableName,
        Key: searchShardKey(teamId, target),
        ...buildUpdate({
          mapKeys: { entries: Object.fromEntries(entries) },
          add: { bytes: add, rev: 1 },
          // A group bigger than a shard's room (long targets) still fits an empty shard.
          condition: {
            expression: 'attribute_exists(PK) AND (#bytes <= :room OR #bytes = :zero)',
            names: { '#bytes': 'bytes' },
            values: { ':room': SEARCH_SHARD_LIMITS.softBytes - add, ':zero': 0 },
          },
        }),
      },
    });
    const sources = new Map<number, string[]>();
    for (const link of pending) {
      if (link.searchShard === undefined || link.searchShard === target) continue;
      sources.set(link.searchShard, [...(sources.get(link.searchShard) ?? []), link.linkId]);
    }
    for (const [shard, ids] of sources) items.push(searchEntriesRemove(teamId, shard, ids));

    const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems: items })));
    if (outcome === 'ok') return;
    const gone = new Set(pending.filter((_, i) => outcome[i] === 'ConditionalCheckFailed').map((l) => l.linkId));
    if (outcome[pending.length] === 'ConditionalCheckFailed' && gone.size === 0) target = await rollSearchShard(teamId, target);
    pending = pending.filter((l) => !gone.has(l.linkId));
  }
}

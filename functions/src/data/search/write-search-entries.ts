import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { retryConflicts, sleep } from '../transactions.js';
import { linkKey, searchShardKey } from '../keys.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { entryBytes, GROUP_KEY, packRecords, searchEntryOf, TOMBSTONE, tombstoneBytes, type SearchableLink } from './search-format.js';
import { openSearchShard, rollSearchShard, SEARCH_SHARD_LIMITS } from './search-shards.js';

/**
 * Writes of a team's search entries (docs/DATA-MODEL.md "Search shards"). Single creates,
 * edits and deletes put their shard update in their own transaction (the items below), and
 * every write that depends on where a link's entry is conditions on the link's `searchShard`
 * (exact under races). A bulk part claims room in the open shard for its groups before
 * writing them (claimBulkShards) and adds their entries, packed, with one UpdateItem per shard
 * once they are written. Links whose shard is unknown or full are placed in the open shard,
 * their link items pointed at it.
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
      UpdateExpression: 'SET entries.#id = :entry ADD #bytes :add, #rev :one',
      ConditionExpression: addBytes > 0 ? 'attribute_exists(PK) AND #bytes <= :room' : 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#id': linkId, '#bytes': 'bytes', '#rev': 'rev' },
      ExpressionAttributeValues: { ':entry': entry, ':add': addBytes, ':one': 1, ...(addBytes > 0 ? { ':room': limit - addBytes } : {}) },
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
  const names: Record<string, string> = { '#rev': 'rev' };
  linkIds.forEach((id, i) => (names[`#id${i}`] = id));
  return {
    Update: {
      TableName: tableName(),
      Key: searchShardKey(teamId, shard),
      UpdateExpression: `SET ${linkIds.map((_, i) => `entries.#id${i} = :tomb`).join(', ')} ADD #rev :one`,
      // Only an existing shard (an update of a missing item would create one).
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':tomb': TOMBSTONE, ':one': 1 },
    },
  };
}

/** The condition on a link item that its entry is where `searchShard` says (or that it has none yet). */
export function searchShardCondition(searchShard: number | undefined): { expression: string; names: Record<string, string>; values: Record<string, unknown> } {
  return searchShard === undefined
    ? { expression: 'attribute_not_exists(#searchShard)', names: { '#searchShard': 'searchShard' }, values: {} }
    : { expression: '#searchShard = :searchShardWas', names: { '#searchShard': 'searchShard' }, values: { ':searchShardWas': searchShard } };
}

// ── Bulk ─────────────────────────────────────────────────────────────────────

/** A bulk group's entries: its links' records packed into one overlay value (key `*{first linkId}`), and what they add to a shard's `bytes`. */
export interface BulkGroupEntries {
  links: readonly SearchableLink[];
  key: string;
  packed: Uint8Array;
  bytes: number;
}

export function packBulkGroup(links: readonly SearchableLink[]): BulkGroupEntries {
  const packed = packRecords(new Map(links.map((link) => [link.linkId, searchEntryOf(link)])));
  const key = `${GROUP_KEY}${links[0]!.linkId}`;
  // As for a sealed shard: the value, and a tombstone's room per record.
  const bytes = key.length + packed.byteLength + 8 + links.reduce((sum, link) => sum + tombstoneBytes(link.linkId), 0);
  return { links, key, packed, bytes };
}

/**
 * Where a bulk part's groups go, before any is written (their sizes: packBulkGroup): the team's
 * open shard takes groups while it stays under `softBytes` (the group that crosses it
 * included), then the team rolls over and the next shard takes the rest. A claim is one
 * UpdateItem `ADD claimed` answering the shard's claims and its `bytes`, so parts claiming at
 * the same moment share a shard exactly as far as it has room. `claimed` counts what bulk parts
 * meant to add (sealing leaves it alone; a part that stops before adding its entries leaves its
 * claim), `bytes` what the item holds (creates and edits add there only): the fuller of the two
 * decides. Answers the shard of each group, in order.
 */
export async function claimBulkShards(teamId: string, sizes: readonly number[]): Promise<number[]> {
  const shards: number[] = [];
  let shard = await openSearchShard(teamId);
  for (let attempt = 0; shards.length < sizes.length; attempt++) {
    if (attempt > 2 * sizes.length + 10) throw new Error('claimBulkShards: too many rolls');
    const rest = sizes.slice(shards.length);
    const all = rest.reduce((a, b) => a + b, 0);
    const out = await withRetries(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: searchShardKey(teamId, shard),
          // ADD 0 leaves `bytes` as it is and has the answer carry it.
          UpdateExpression: 'ADD #claimed :all, #bytes :zero',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#claimed': 'claimed', '#bytes': 'bytes' },
          ExpressionAttributeValues: { ':all': all, ':zero': 0 },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    let before = Math.max((out.Attributes?.claimed as number) - all, (out.Attributes?.bytes as number | undefined) ?? 0);
    for (const size of rest) {
      if (before >= SEARCH_SHARD_LIMITS.softBytes) break;
      shards.push(shard);
      before += size;
    }
    if (shards.length < sizes.length) shard = await rollSearchShard(teamId, shard);
  }
  return shards;
}

/** A bulk group's entries and the shard its part claimed for it (claimBulkShards), which its link items name. */
export interface ClaimedGroup {
  shard: number;
  entries: BulkGroupEntries;
}

/** A link an earlier delivery of the part wrote, as its item reads: its entry goes where the item says (nowhere yet: the open shard). */
export interface StoredBulkLink extends SearchableLink {
  version: number;
  searchShard?: number;
}

/**
 * A bulk part's one fill of the index, once its links are written: the groups it wrote, one
 * UpdateItem per shard (usually one), and the links an earlier delivery wrote and may have
 * stopped before indexing, set again as stored (their codes are that delivery's). Answers the
 * shards written (a part whose campaign turns out gone takes its entries back from them).
 */
export async function fillBulkShards(teamId: string, groups: readonly ClaimedGroup[], stored: readonly StoredBulkLink[]): Promise<Set<number>> {
  const byShard = new Map<number, BulkGroupEntries[]>();
  for (const { shard, entries } of groups) byShard.set(shard, [...(byShard.get(shard) ?? []), entries]);
  for (const [shard, shardGroups] of byShard) await addBulkGroups(teamId, shard, shardGroups);

  const storedByShard = new Map<number, StoredBulkLink[]>();
  for (const link of stored) if (link.searchShard !== undefined) storedByShard.set(link.searchShard, [...(storedByShard.get(link.searchShard) ?? []), link]);
  for (const [shard, shardLinks] of storedByShard) await setStoredBulkEntries(teamId, shard, shardLinks);
  await placeSearchEntries(
    teamId,
    stored.filter((l) => l.searchShard === undefined).map((l) => ({ ...l, searchShard: undefined })),
  );
  return new Set([...byShard.keys(), ...storedByShard.keys()]);
}

/**
 * Adds bulk groups' entries to the shard their link items name: one UpdateItem setting each
 * group's packed value (setting a key twice is harmless, so redelivery is too).
 */
export async function addBulkGroups(teamId: string, shard: number, groups: readonly BulkGroupEntries[]): Promise<void> {
  const values = groups.map((g) => ({ key: g.key, value: g.packed as unknown, bytes: g.bytes }));
  await addBulkEntries(teamId, shard, values, groups.flatMap((g) => g.links));
}

/**
 * Sets the entries of bulk links found already written (a redelivered part: their codes are the
 * earlier delivery's) in the shard their link items name, one key per link, which replaces
 * whatever the link had there.
 */
async function setStoredBulkEntries(teamId: string, shard: number, links: readonly SearchableLink[]): Promise<void> {
  const values = links.map((link) => {
    const entry = searchEntryOf(link);
    return { key: link.linkId, value: entry as unknown, bytes: entryBytes(link.linkId, entry) };
  });
  // One key per link: DynamoDB caps an UpdateExpression at 4 KB, so a redelivered part's 1,000
  // links go in updates of STORED_KEYS_PER_UPDATE (a whole part in one failed every delivery).
  for (let i = 0; i < values.length; i += STORED_KEYS_PER_UPDATE) {
    await addBulkEntries(teamId, shard, values.slice(i, i + STORED_KEYS_PER_UPDATE), links.slice(i, i + STORED_KEYS_PER_UPDATE));
  }
}

/** `entries.#kN = :vN, ` is ~22 characters: 100 keys keep an expression well under DynamoDB's 4 KB. */
const STORED_KEYS_PER_UPDATE = 100;

/**
 * One UpdateItem setting overlay values of `shard`, allowed up to `hardBytes`. A shard too full
 * for them (claims are exact, so only once single creates and edits filled it past its claims)
 * moves `links` and their entries to the open shard instead (placeSearchEntries).
 */
async function addBulkEntries(teamId: string, shard: number, entries: readonly { key: string; value: unknown; bytes: number }[], links: readonly SearchableLink[]): Promise<void> {
  if (entries.length === 0) return;
  const names: Record<string, string> = { '#bytes': 'bytes', '#rev': 'rev' };
  const values: Record<string, unknown> = { ':one': 1 };
  const add = entries.reduce((sum, e) => sum + e.bytes, 0);
  const sets = entries.map((e, i) => {
    names[`#k${i}`] = e.key;
    values[`:v${i}`] = e.value;
    return `entries.#k${i} = :v${i}`;
  });
  try {
    await withRetries(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: searchShardKey(teamId, shard),
          UpdateExpression: `SET ${sets.join(', ')} ADD #bytes :add, #rev :one`,
          ConditionExpression: 'attribute_exists(PK) AND #bytes <= :room',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':add': add, ':room': SEARCH_SHARD_LIMITS.hardBytes - add },
        }),
      ),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    await placeSearchEntries(teamId, links.map((link) => ({ ...link, version: 0, searchShard: shard })));
  }
}

/**
 * Removes entries from a shard outside any transaction (100 a call): what a bulk delivery
 * added for links that turned out to be gone (their campaign was deleted meanwhile).
 */
export async function removeSearchEntries(teamId: string, shard: number, linkIds: readonly string[]): Promise<void> {
  for (let i = 0; i < linkIds.length; i += 100) {
    const { Update } = searchEntriesRemove(teamId, shard, linkIds.slice(i, i + 100));
    try {
      await withRetries(() => db().send(new UpdateCommand(Update!)));
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
      return {
        Update: {
          TableName,
          Key: linkKey(link.linkId),
          UpdateExpression: 'SET #searchShard = :target',
          ConditionExpression: `attribute_exists(PK) AND ${link.version === 0 ? '(attribute_not_exists(#version) OR #version = :version)' : '#version = :version'} AND ${where.expression}`,
          ExpressionAttributeNames: { ...where.names, '#version': 'version' },
          ExpressionAttributeValues: { ...where.values, ':target': target, ':version': link.version },
        },
      };
    });
    const names: Record<string, string> = { '#bytes': 'bytes', '#rev': 'rev' };
    const values: Record<string, unknown> = { ':one': 1 };
    let add = 0;
    const sets = pending.map((link, i) => {
      const entry = searchEntryOf(link);
      add += entryBytes(link.linkId, entry);
      names[`#id${i}`] = link.linkId;
      values[`:e${i}`] = entry;
      return `entries.#id${i} = :e${i}`;
    });
    items.push({
      Update: {
        TableName,
        Key: searchShardKey(teamId, target),
        UpdateExpression: `SET ${sets.join(', ')} ADD #bytes :add, #rev :one`,
        // A group bigger than a shard's room (long targets) still fits an empty shard.
        ConditionExpression: 'attribute_exists(PK) AND (#bytes <= :room OR #bytes = :zero)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':add': add, ':room': SEARCH_SHARD_LIMITS.softBytes - add, ':zero': 0 },
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

/** A single UpdateItem racing transactions on the same shard may be refused with TransactionConflict (AWS): retried. */
async function withRetries<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (attempt >= 10 || !['TransactionConflictException', 'ThrottlingException', 'ProvisionedThroughputExceededException'].includes(name)) throw error;
      await sleep(Math.min(20 * 2 ** attempt, 2_000) * (0.5 + Math.random()));
    }
  }
}

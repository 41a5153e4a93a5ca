import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { displayUrl } from '@kisa/shared';
import { logger } from '#lib/logger.js';
import { batchGetItems } from '../batch-get.js';
import { retryConflicts, sleep } from '../transactions.js';
import { LINKS_INDEX, linkKey, searchShardKey, teamKey, teamLinksPartition } from '../keys.js';
import { db, isConditionFailed, QUERY_PAGE_MAX, tableName } from '../table.js';

/**
 * A team's search index (docs/DATA-MODEL.md "Search shards"): packed shard items
 * `TEAM#{teamId}#SEARCH#{n}` / `SEARCH`, each a map `entries` of linkId → "{createdAt}␟{title}␟{code}␟{target}"
 * (lower-cased) or a tombstone, `bytes` (an upper bound of the item's size) and `rev` (+1 on
 * every write). Once the team has moved two shards further, a shard is **sealed**: its live
 * entries packed into one compressed binary `sealed` ("linkId␟entry" records separated by ␞),
 * `entries` emptied. Later writes of a sealed shard's links go to `entries`, the overlay, which
 * wins over the sealed records (a tombstone hides one). A bulk group adds its 50 entries as one
 * packed value in the overlay (key `*{first linkId}`, records as sealed), which per-link keys
 * override the same way. The team item holds
 * `searchShard`, the open shard new links go to, and `searchIndexed` once the links that
 * existed before the index (a table from before it) have been added. Each link item stores
 * its `searchShard`, so an edit or delete touches its own entry.
 *
 * Single creates, edits and deletes put their shard update in their own transaction, and
 * every write that depends on where a link's entry is conditions on the link's
 * `searchShard` (exact under races). Bulk adds a 50-link group's entries with one
 * UpdateItem after the group is written (setting a map key twice is harmless, so
 * redelivery is too). A search reads the team item and every shard, in parallel.
 */

/**
 * Shard sizes in bytes of entries. New single links go to the open shard while it stays
 * under `softBytes` (and it is then rolled over); a bulk group, whose links already name
 * the shard, may fill it up to `hardBytes`, safely under DynamoDB's 400 KB item limit.
 * Mutable for tests (a tiny shard makes roll-over happen after a few links).
 */
export const SEARCH_SHARD_LIMITS = { softBytes: 64_000, hardBytes: 350_000 };

/** Links per placeEntries transaction (each link item + the target shard + source shards). */
const PLACE_PER_TRANSACTION = 45;

/** Between the fields of an entry, and between a sealed record's linkId and entry. */
const SEP = '\u001f';
/** Between sealed records. Neither separator can be in a title, code or target (shared text rules), so no query matches across two. */
const RS = '\u001e';
/** An overlay value that is not an entry (no SEP): the link's entry in this shard is gone. */
const TOMBSTONE = '-';
/** Overlay keys of a bulk group's packed records start with this (a link id never does). */
const GROUP_KEY = '*';

/** Lower-cased "title, code, target", what `q` searches (contains); the target as people read it (türkiye.gov.tr, not xn--…). */
export function searchTextOf(link: { title: string; shortUrl: string; longUrl: string }): string {
  // A separator no query contains keeps a match from spanning two fields.
  return [link.title, link.shortUrl, displayUrl(link.longUrl)].join(SEP).toLowerCase();
}

export interface SearchableLink {
  linkId: string;
  createdAt: string;
  title: string;
  shortUrl: string;
  longUrl: string;
}

/** The packed entry of a link: its createdAt (for the order) and its search text. */
export const searchEntryOf = (link: SearchableLink): string => `${link.createdAt}${SEP}${searchTextOf(link)}`;

/** What an entry adds to its shard's `bytes` (UTF-8 of key and value, plus DynamoDB's per-element overhead, rounded up). */
export const entryBytes = (linkId: string, entry: string): number => Buffer.byteLength(linkId) + Buffer.byteLength(entry) + 8;

/** The room a link's tombstone takes: sealing reserves it per sealed record, so a delete needs no room. */
const tombstoneBytes = (linkId: string): number => entryBytes(linkId, TOMBSTONE);

// ── The open shard ───────────────────────────────────────────────────────────

/** The team's open shard; the first call for a team creates shard 0. */
export async function openSearchShard(teamId: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: teamKey(teamId), ConsistentRead: true, ProjectionExpression: 'searchShard' }),
  );
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
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: teamKey(teamId),
        UpdateExpression: 'SET searchShard = :to',
        ConditionExpression: from === undefined ? 'attribute_exists(PK) AND attribute_not_exists(searchShard)' : 'searchShard = :from',
        ExpressionAttributeValues: { ':to': to, ...(from === undefined ? {} : { ':from': from }) },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return false;
  }
}

// ── Sealing ──────────────────────────────────────────────────────────────────

/** Shards a search seals at most when it finds older shards unsealed. */
const SEALS_PER_SEARCH = 2;

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
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: searchShardKey(teamId, shard), ConsistentRead: true, ProjectionExpression: 'entries, sealed, #rev', ExpressionAttributeNames: { '#rev': 'rev' } }),
      );
      if (!Item) return false;
      const overlay = (Item.entries as Record<string, string> | undefined) ?? {};
      if (Item.sealed !== undefined && Object.keys(overlay).length === 0) return true;
      const live = liveSearchEntries(Item);
      const sealed = packRecords(live);
      let bytes = sealed.byteLength;
      for (const linkId of live.keys()) bytes += tombstoneBytes(linkId);
      const rev = typeof Item.rev === 'number' ? Item.rev : undefined;
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: searchShardKey(teamId, shard),
            UpdateExpression: 'SET sealed = :sealed, sealId = :sealId, entries = :empty, #bytes = :bytes ADD #rev :one',
            // A shard written by the version before sealing has no rev yet.
            ConditionExpression: rev === undefined ? 'attribute_not_exists(#rev)' : '#rev = :rev',
            ExpressionAttributeNames: { '#bytes': 'bytes', '#rev': 'rev' },
            // A new id per seal: what a search's cache of inflated blobs is keyed by.
            ExpressionAttributeValues: { ':sealed': sealed, ':sealId': randomUUID(), ':empty': {}, ':bytes': bytes, ':one': 1, ...(rev === undefined ? {} : { ':rev': rev }) },
          }),
        );
        return true;
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    }
    logger.info('Search shard left unsealed: written during every attempt', { teamId, shard });
  } catch (error) {
    logger.warn('Search shard left unsealed', { teamId, shard, error: error as Error });
  }
  return false;
}

/** "linkId␟entry" records separated by ␞, deflated. */
function packRecords(live: ReadonlyMap<string, string>): Uint8Array {
  const records: string[] = [];
  // The text rules keep ␞ out of every field; an entry from before them loses it rather than split a record.
  for (const [linkId, entry] of live) records.push(`${linkId}${SEP}${entry.includes(RS) ? entry.replaceAll(RS, ' ') : entry}`);
  return deflateRawSync(records.join(RS));
}

/** The text of a sealed blob ('' for none). */
function unpackRecords(sealed: unknown): string {
  return sealed instanceof Uint8Array ? inflateRawSync(sealed).toString('utf8') : '';
}

/**
 * A shard item's live entries, linkId → entry: the overlay's entries, then the sealed records
 * the overlay does not name (a tombstone hides its link's record and is itself dropped).
 */
export function liveSearchEntries(item: Record<string, unknown>): Map<string, string> {
  const overlay = (item.entries as Record<string, unknown> | undefined) ?? {};
  const live = new Map<string, string>();
  for (const key in overlay) if (!key.startsWith(GROUP_KEY) && overlay[key] !== TOMBSTONE) live.set(key, overlay[key] as string);
  for (const text of [...groupTexts(item), unpackRecords(item.sealed)]) {
    if (text === '') continue;
    for (const record of text.split(RS)) {
      const cut = record.indexOf(SEP);
      const linkId = record.slice(0, cut);
      if (!(linkId in overlay) && !live.has(linkId)) live.set(linkId, record.slice(cut + 1));
    }
  }
  return live;
}

/** The record texts of a shard item's bulk groups (packed values in its overlay). */
function groupTexts(item: Record<string, unknown>): string[] {
  const overlay = (item.entries as Record<string, unknown> | undefined) ?? {};
  const texts: string[] = [];
  for (const key in overlay) if (key.startsWith(GROUP_KEY)) texts.push(unpackRecords(overlay[key]));
  return texts;
}

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

/**
 * Adds the entries of bulk links whose link items name `shard`: one UpdateItem. Links this
 * delivery wrote (`fresh`) go in as one packed value (the group's records, deflated: one map
 * element instead of 50, which keeps the open shard cheap to update); links found already
 * written (a redelivery) as one key each, which also replaces whatever that link had there.
 * The open shard is rolled over once it passes `softBytes`. If the shard is too full for the
 * group (it filled up while the group was being written, past `hardBytes`), the links and
 * their entries move to the open shard instead (placeSearchEntries). Answers the shard the
 * part's next groups should name: `shard` while it has room, else the open one.
 */
export async function addBulkSearchEntries(teamId: string, shard: number, links: readonly SearchableLink[], how: { fresh: boolean }): Promise<number> {
  if (links.length === 0) return shard;
  const names: Record<string, string> = { '#bytes': 'bytes', '#rev': 'rev' };
  const values: Record<string, unknown> = { ':one': 1 };
  let add = 0;
  let sets: string[];
  if (how.fresh) {
    const packed = packRecords(new Map(links.map((link) => [link.linkId, searchEntryOf(link)])));
    names['#group'] = `${GROUP_KEY}${links[0]!.linkId}`;
    values[':group'] = packed;
    // As for a sealed shard: the value, and a tombstone's room per record.
    add = names['#group'].length + packed.byteLength + 8 + links.reduce((sum, link) => sum + tombstoneBytes(link.linkId), 0);
    sets = ['entries.#group = :group'];
  } else {
    sets = links.map((link, i) => {
      const entry = searchEntryOf(link);
      add += entryBytes(link.linkId, entry);
      names[`#id${i}`] = link.linkId;
      values[`:e${i}`] = entry;
      return `entries.#id${i} = :e${i}`;
    });
  }
  values[':add'] = add;
  values[':room'] = SEARCH_SHARD_LIMITS.hardBytes - add;
  let bytes: number;
  try {
    const out = await withRetries(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: searchShardKey(teamId, shard),
          UpdateExpression: `SET ${sets.join(', ')} ADD #bytes :add, #rev :one`,
          ConditionExpression: 'attribute_exists(PK) AND #bytes <= :room',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    bytes = out.Attributes?.bytes as number;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    await placeSearchEntries(teamId, links.map((link) => ({ ...link, version: 0, searchShard: shard })));
    return openSearchShard(teamId);
  }
  return bytes >= SEARCH_SHARD_LIMITS.softBytes ? rollSearchShard(teamId, shard) : shard;
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

// ── Backfill ─────────────────────────────────────────────────────────────────

/**
 * Adds the team's links that have no entry yet (written before the index existed) and then
 * marks the team `searchIndexed`. Run by the first search of a team without the mark; safe
 * to run twice or concurrently (every placement is conditional). Repeats until a pass finds
 * no link without an entry (GSI1 may lag behind the table in AWS).
 */
export async function backfillSearchIndex(teamId: string): Promise<number> {
  let placed = 0;
  for (let pass = 0; ; pass++) {
    const missing: PlacedLink[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: LINKS_INDEX,
          KeyConditionExpression: 'GSI1PK = :pk',
          FilterExpression: 'attribute_not_exists(#searchShard)',
          ProjectionExpression: 'linkId, createdAt, #title, shortUrl, longUrl, #version',
          ExpressionAttributeNames: { '#searchShard': 'searchShard', '#title': 'title', '#version': 'version' },
          ExpressionAttributeValues: { ':pk': teamLinksPartition(teamId) },
          Limit: QUERY_PAGE_MAX,
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) {
        missing.push({
          linkId: item.linkId as string,
          createdAt: item.createdAt as string,
          title: (item.title as string | undefined) ?? '',
          shortUrl: item.shortUrl as string,
          longUrl: item.longUrl as string,
          version: typeof item.version === 'number' ? item.version : 0,
          searchShard: undefined,
        });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    if (missing.length === 0) break;
    if (pass > 20) throw new Error(`Team ${teamId} still has links without a search entry after ${pass} passes`);
    await placeSearchEntries(teamId, missing);
    placed += missing.length;
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: teamKey(teamId),
      UpdateExpression: 'SET searchIndexed = :yes',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
  return placed;
}

// ── Search ───────────────────────────────────────────────────────────────────

/**
 * The ids of the team's links whose title, alias or target contains `q` (case-insensitive),
 * newest first, `skip` … `skip + limit`, and the number of all matches. Reads the team item
 * (backfilling the index first if the team has no mark) and every shard, eventually
 * consistent (half the read units in AWS; an entry written a moment ago may show a moment later there),
 * then seals up to two shards it found unsealed that the team has moved two past.
 */
export async function searchTeamLinkIds(teamId: string, q: string, options: { skip: number; limit: number }): Promise<{ linkIds: string[]; total: number }> {
  const needle = q.toLowerCase();
  let team = await teamSearchState(teamId);
  if (!team.indexed) {
    await backfillSearchIndex(teamId);
    team = await teamSearchState(teamId);
  }
  if (team.shard === undefined || needle.includes(SEP) || needle.includes(RS)) return { linkIds: [], total: 0 };
  // "{createdAt}#{linkId}": the order of the team's list (GSI1SK), newest first below.
  const matches: string[] = [];
  // A link is counted once even if a bulk race left a copy of its entry in a second shard.
  const seen = new Set<string>();
  const found = (linkId: string, createdAt: string) => {
    if (seen.has(linkId)) return;
    seen.add(linkId);
    matches.push(`${createdAt}#${linkId}`);
  };
  // Two steps: every shard's overlay and seal id (small), then the blobs this container has not inflated yet.
  const items = (
    await Promise.all(
      shardBatches(team.shard).map((shards) =>
        batchGetItems(
          shards.map((n) => searchShardKey(teamId, n)),
          { ProjectionExpression: 'entries, sealId, #shard', ExpressionAttributeNames: { '#shard': 'shard' } },
        ),
      ),
    )
  ).flat();
  const sealedText = await sealedTexts(teamId, items);
  // Shards that should be sealed and are not (written before sealing, or a seal that gave up).
  const unsealed: number[] = [];
  for (const item of items) {
    const shard = item.shard as number;
    matchShard(item, sealedText.get(shard) ?? '', needle, found);
    if (!sealedText.has(shard) && shard < team.shard - 1) unsealed.push(shard);
  }
  // A few a search, so a team indexed before sealing gets there without one slow search.
  for (const shard of unsealed.slice(0, SEALS_PER_SEARCH)) await sealSearchShard(teamId, shard);
  matches.sort();
  const end = Math.max(0, matches.length - options.skip);
  const page = matches.slice(Math.max(0, end - options.limit), end).reverse();
  return { linkIds: page.map((m) => m.slice(m.indexOf('#') + 1)), total: matches.length };
}

// ── Inflated sealed blobs, kept per container ─────────────────────────────────

/**
 * Sealed texts this container has inflated, by team and shard, with the seal id they are
 * for: a blob never changes under its id, so a warm search reads only the shards' overlays.
 * Bounded by characters (about bytes: the records are mostly ASCII); the oldest go first.
 */
const sealedCache = new Map<string, { sealId: string; text: string }>();
const SEALED_CACHE_MAX_CHARS = 64_000_000;
let sealedCacheChars = 0;

function cacheSealedText(key: string, sealId: string, text: string): void {
  const old = sealedCache.get(key);
  if (old) {
    sealedCache.delete(key);
    sealedCacheChars -= old.text.length;
  }
  sealedCache.set(key, { sealId, text });
  sealedCacheChars += text.length;
  for (const [oldest, value] of sealedCache) {
    if (sealedCacheChars <= SEALED_CACHE_MAX_CHARS) break;
    sealedCache.delete(oldest);
    sealedCacheChars -= value.text.length;
  }
}

/**
 * The sealed text of each sealed shard among `items` (read with their `sealId`): from the
 * cache when the id matches, else the blob is read (BatchGets of 25, in parallel), inflated
 * and kept. A shard without `sealId` (not sealed, or sealed by the version before the id) is
 * read too; one with no blob has no text.
 */
async function sealedTexts(teamId: string, items: readonly Record<string, unknown>[]): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  const missing: number[] = [];
  for (const item of items) {
    const shard = item.shard as number;
    const hit = sealedCache.get(`${teamId}#${shard}`);
    if (hit && typeof item.sealId === 'string' && hit.sealId === item.sealId) texts.set(shard, hit.text);
    else missing.push(shard);
  }
  const batches: number[][] = [];
  for (let i = 0; i < missing.length; i += 25) batches.push(missing.slice(i, i + 25));
  await Promise.all(
    batches.map(async (shards) => {
      const read = await batchGetItems(
        shards.map((n) => searchShardKey(teamId, n)),
        { ProjectionExpression: '#sealed, sealId, #shard', ExpressionAttributeNames: { '#sealed': 'sealed', '#shard': 'shard' } },
      );
      for (const item of read) {
        if (item.sealed === undefined) continue;
        const text = unpackRecords(item.sealed);
        texts.set(item.shard as number, text);
        if (typeof item.sealId === 'string') cacheSealedText(`${teamId}#${item.shard as number}`, item.sealId, text);
      }
    }),
  );
  return texts;
}

/**
 * Calls `found` for each live entry of a shard item whose text (after the date) contains
 * `needle` (which holds no separator): the overlay's entries, then the packed and sealed
 * records the overlay does not name. Records are searched as one string each, so the cost of
 * a record that does not match is one pass of indexOf over it.
 */
function matchShard(item: Record<string, unknown>, sealedText: string, needle: string, found: (linkId: string, createdAt: string) => void): void {
  const overlay = (item.entries as Record<string, unknown> | undefined) ?? {};
  for (const key in overlay) {
    if (key.startsWith(GROUP_KEY)) continue;
    const entry = overlay[key] as string;
    const text = entry.indexOf(SEP) + 1;
    if (text > 0 && entry.indexOf(needle, text) !== -1) found(key, entry.slice(0, text - 1));
  }
  for (const records of [...groupTexts(item), sealedText]) {
    for (let from = 0, at: number; (at = records.indexOf(needle, from)) !== -1; ) {
      // The record around the match: "linkId␟createdAt␟title␟code␟target".
      const start = records.lastIndexOf(RS, at) + 1;
      const idEnd = records.indexOf(SEP, start);
      const dateEnd = records.indexOf(SEP, idEnd + 1);
      if (at < dateEnd) {
        from = at + 1; // in the id or the date, which are not searched: look further in the record
        continue;
      }
      const linkId = records.slice(start, idEnd);
      if (!(linkId in overlay)) found(linkId, records.slice(idEnd + 1, dateEnd));
      const next = records.indexOf(RS, at);
      if (next === -1) break;
      from = next + 1;
    }
  }
}

async function teamSearchState(teamId: string): Promise<{ shard: number | undefined; indexed: boolean }> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: teamKey(teamId), ConsistentRead: true, ProjectionExpression: 'searchShard, searchIndexed' }),
  );
  return { shard: typeof Item?.searchShard === 'number' ? Item.searchShard : undefined, indexed: Item?.searchIndexed === true };
}

/** Shards 0 … last in BatchGets of 25 (at most ~9 MB each, under the 16 MB a BatchGet answers). */
function shardBatches(last: number): number[][] {
  const batches: number[][] = [];
  for (let n = 0; n <= last; n += 25) batches.push(Array.from({ length: Math.min(25, last + 1 - n) }, (_, i) => n + i));
  return batches;
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

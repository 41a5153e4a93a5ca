import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { foldSearchText } from '@kisa/shared';
import { batchGetItems } from '../batch-get.js';
import { teamKey } from '../keys.js';
import { db, tableName } from '../table.js';
import { backfillSearchIndex } from './backfill-search-index.js';
import { groupTexts, headDate, HEAD_SEP, refoldEntry, refoldRecords, RS, SEP, unpackRecords } from './search-format.js';
import { parseSearchShard, searchShardKey, type SearchShardItem } from './search-shard-item.js';
import { sealSearchShard } from './search-shards.js';

/**
 * The query of a team's search index (docs/DATA-MODEL.md "Search shards"): every shard's
 * overlay read on each search, the sealed blobs inflated once per container and kept (the
 * cache below, keyed by the seal's id), matched with indexOf, newest first.
 */

/** Shards a search seals at most when it finds older shards unsealed. */
const SEALS_PER_SEARCH = 2;

/**
 * The ids of the team's links whose title, alias or target contains `q` (both folded: case, accents, Turkish i's) and,
 * with `tagIds`, that carry any of those tags, newest first, `skip` … `skip + limit`
 * of those older than `before` (a position `{createdAt}#{linkId}`, as the list's GSI1SK) or of
 * all, the number of all matches, and the position of the page's last match when more follow. Reads the team item (backfilling the index first if the team
 * has no mark) and every shard, eventually consistent (half the read units in AWS; an entry
 * written a moment ago may show a moment later there), then seals up to two shards it found
 * unsealed that the team has moved two past.
 */
export async function searchTeamLinkIds(
  teamId: string,
  q: string,
  options: { skip: number; limit: number; before?: string; tagIds?: readonly string[] },
): Promise<{ linkIds: string[]; total: number; next?: string }> {
  const needle = foldSearchText(q);
  if (needle.includes(SEP) || needle.includes(RS)) return { linkIds: [], total: 0 };
  const tagIds = options.tagIds?.length ? options.tagIds : undefined;
  // "{createdAt}#{linkId}": the order of the team's list (GSI1SK), newest first below.
  const matches: string[] = [];
  // A link is counted once even if a bulk race left a copy of its entry in a second shard.
  const seen = new Set<string>();
  const found = (linkId: string, head: string) => {
    if (seen.has(linkId)) return;
    if (tagIds && !tagIds.some((id) => head.includes(HEAD_SEP + id))) return;
    seen.add(linkId);
    matches.push(`${headDate(head)}#${linkId}`);
  };
  const shards = await readTeamShards(teamId);
  // Without text (a tag filter alone), each tag's id is looked for in the heads.
  for (const { item, sealedText } of shards) {
    if (needle) matchShard(item, sealedText, needle, found);
    else for (const tagId of tagIds ?? []) matchTag(item, sealedText, tagId, found);
  }
  matches.sort();
  const older = options.before === undefined ? matches.length : countBelow(matches, options.before);
  const end = Math.max(0, older - options.skip);
  const start = Math.max(0, end - options.limit);
  const page = matches.slice(start, end).reverse();
  return { linkIds: page.map((m) => m.slice(m.indexOf('#') + 1)), total: matches.length, ...(start > 0 && page.length ? { next: page.at(-1) } : {}) };
}

/** How many of the sorted `matches` sort before `position` (binary search). */
function countBelow(matches: readonly string[], position: string): number {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (matches[mid]! < position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * How many of the team's links carry each of `tagIds`, from the heads of the index's
 * entries, which the links' own transactions keep (so the counts are exact under races and bulk
 * redelivery alike): one native scan per tag over the index's text, each link counted once.
 */
export async function countTeamTagLinks(teamId: string, tagIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(tagIds.map((id) => [id, 0]));
  if (tagIds.length === 0) return counts;
  const shards = await readTeamShards(teamId);
  for (const tagId of tagIds) {
    const seen = new Set<string>();
    for (const { item, sealedText } of shards) matchTag(item, sealedText, tagId, (linkId) => seen.add(linkId));
    counts.set(tagId, seen.size);
  }
  return counts;
}

/**
 * Every shard of the team's index, each item (overlay, seal id, number) with its sealed text:
 * the team item first (backfilling the index if the team has no mark), the overlays in
 * BatchGets of 25, then the blobs this container has not inflated yet. Seals up to two shards
 * it found unsealed that the team has moved two past.
 */
async function readTeamShards(teamId: string): Promise<{ item: SearchShardItem; sealedText: string }[]> {
  let team = await teamSearchState(teamId);
  if (!team.indexed) {
    await backfillSearchIndex(teamId);
    team = await teamSearchState(teamId);
  }
  if (team.shard === undefined) return [];
  const last = team.shard;
  const items = (
    await Promise.all(
      shardBatches(last).map((shards) =>
        batchGetItems(
          shards.map((n) => searchShardKey(teamId, n)),
          { ProjectionExpression: 'PK, SK, entries, sealId, #shard', ExpressionAttributeNames: { '#shard': 'shard' } },
        ),
      ),
    )
  )
    .flat()
    .map((item) => parseSearchShard(item));
  const sealedText = await sealedTexts(teamId, items);
  // Shards that should be sealed and are not (written before sealing, or a seal that gave up), and
  // sealed ones whose overlay took bulk groups after the seal (parts that had claimed room there):
  // a group is inflated by every search, a sealed blob once per container.
  const unsealed = items.filter((item) => item.shard < last - 1 && (!sealedText.has(item.shard) || item.groups.length > 0)).map((item) => item.shard);
  // A few a search, so a team indexed before sealing gets there without one slow search.
  for (const shard of unsealed.slice(0, SEALS_PER_SEARCH)) await sealSearchShard(teamId, shard);
  return items.map((item) => ({ item, sealedText: sealedText.get(item.shard) ?? '' }));
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
async function sealedTexts(teamId: string, items: readonly SearchShardItem[]): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  const missing: number[] = [];
  for (const item of items) {
    const hit = sealedCache.get(`${teamId}#${item.shard}`);
    if (hit && item.sealId !== undefined && hit.sealId === item.sealId) texts.set(item.shard, hit.text);
    else missing.push(item.shard);
  }
  const batches: number[][] = [];
  for (let i = 0; i < missing.length; i += 25) batches.push(missing.slice(i, i + 25));
  await Promise.all(
    batches.map(async (shards) => {
      const read = await batchGetItems(
        shards.map((n) => searchShardKey(teamId, n)),
        { ProjectionExpression: 'PK, SK, #sealed, sealId, #shard', ExpressionAttributeNames: { '#sealed': 'sealed', '#shard': 'shard' } },
      );
      for (const item of read.map((stored) => parseSearchShard(stored))) {
        if (item.sealed === undefined) continue;
        // Refolded once per container: a blob sealed before the fold still matches folded queries.
        const text = refoldRecords(unpackRecords(item.sealed));
        texts.set(item.shard, text);
        if (item.sealId !== undefined) cacheSealedText(`${teamId}#${item.shard}`, item.sealId, text);
      }
    }),
  );
  return texts;
}

/**
 * Calls `found` (with the entry's head) for each live entry of a shard item whose text (after the head) contains
 * `needle` (folded, holding no separator): the overlay's entries, then the packed and sealed
 * records the overlay does not name, each refolded (entries written before the fold; the
 * sealed text was refolded when inflated). Records are searched as one string each, so the cost of
 * a record that does not match is one pass of indexOf over it.
 */
function matchShard(item: SearchShardItem, sealedText: string, needle: string, found: (linkId: string, createdAt: string) => void): void {
  const overlay = item.entries;
  for (const [linkId, stored] of Object.entries(overlay)) {
    const entry = refoldEntry(stored);
    const text = entry.indexOf(SEP) + 1;
    if (text > 0 && entry.indexOf(needle, text) !== -1) found(linkId, entry.slice(0, text - 1));
  }
  for (const records of [...groupTexts(item).map(refoldRecords), sealedText]) {
    for (let from = 0, at: number; (at = records.indexOf(needle, from)) !== -1; ) {
      // The record around the match: "linkId␟head␟title␟code␟target".
      const start = records.lastIndexOf(RS, at) + 1;
      const idEnd = records.indexOf(SEP, start);
      const dateEnd = records.indexOf(SEP, idEnd + 1);
      if (at < dateEnd) {
        from = at + 1; // in the id or the head, which are not searched: look further in the record
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

/**
 * Calls `found` (linkId, head) for each live entry of a shard item whose head names `tagId`: the
 * overlay's, then the packed and sealed records it does not name. The tag id is looked for
 * with indexOf over each text (a match outside a head — a uuid in a target — is passed over),
 * so the cost is a native scan per tag, not a walk of every record.
 */
function matchTag(item: SearchShardItem, sealedText: string, tagId: string, found: (linkId: string, head: string) => void): void {
  const overlay = item.entries;
  const needle = HEAD_SEP + tagId;
  for (const [linkId, entry] of Object.entries(overlay)) {
    const cut = entry.indexOf(SEP);
    const at = entry.indexOf(needle);
    if (cut !== -1 && at !== -1 && at < cut) found(linkId, entry.slice(0, cut));
  }
  for (const records of [...groupTexts(item), sealedText]) {
    for (let from = 0, at: number; (at = records.indexOf(needle, from)) !== -1; ) {
      const start = records.lastIndexOf(RS, at) + 1;
      const idEnd = records.indexOf(SEP, start);
      const headEnd = records.indexOf(SEP, idEnd + 1);
      if (idEnd !== -1 && headEnd !== -1 && at > idEnd && at < headEnd) {
        const linkId = records.slice(start, idEnd);
        if (!(linkId in overlay)) found(linkId, records.slice(idEnd + 1, headEnd));
      }
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

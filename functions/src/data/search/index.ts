/**
 * A team's search index (docs/DATA-MODEL.md "Search shards"): the module's interface, the only
 * file of data/search/ that other folders import (functions/src/architecture.test.ts holds it).
 * Swapping the index for a search service changes the files of this folder behind it.
 *
 * Packed shard items `TEAM#{teamId}#SEARCH#{n}` / `SEARCH`, each a map `entries` of linkId →
 * "{createdAt}␟{title}␟{code}␟{target}" (lower-cased) or a tombstone, `bytes` (an upper bound of
 * the item's size), `rev` (+1 on every write) and `claimed` (the room bulk parts claimed). Once
 * the team has moved two shards further, a shard is **sealed**: its live entries packed into one
 * compressed binary `sealed` ("linkId␟entry" records separated by ␞), `entries` emptied. Later
 * writes of a sealed shard's links go to `entries`, the overlay, which wins over the sealed
 * records (a tombstone hides one). A bulk group adds its 50 entries as one packed value in the
 * overlay (key `*{first linkId}`, records as sealed), which per-link keys override the same way.
 * The team item holds `searchShard`, the open shard new links go to, and `searchIndexed` once the
 * links that existed before the index (a table from before it) have been added. Each link item
 * stores its `searchShard`, so an edit or delete touches its own entry. A search reads the team
 * item and every shard, in parallel.
 *
 * The files, by job:
 * - search-shard-item.ts: a shard item's key and its read (parsed);
 * - search-format.ts: an entry's text and packing, the live entries of a shard item;
 * - search-shards.ts: the open shard, roll-over and sealing;
 * - write-search-entries.ts: the transaction items of single creates, edits and deletes, the
 *   removal of a gone bulk delivery's entries, and placing entries of links whose shard is
 *   unknown or full;
 * - claim-bulk-shards.ts: a bulk part's groups packed and their room claimed, once, before its
 *   links are written (link items name their shard);
 * - fill-bulk-shards.ts: the part's one fill once its links are written (its groups, packed again
 *   when written with other codes, and the links an earlier delivery wrote);
 * - backfill-search-index.ts: the links written before the index, on a team's first search;
 * - search-team-links.ts: the query, with the per-container cache of inflated sealed blobs.
 */

export { entryBytes, searchEntryOf, searchTextOf } from './search-format.js';
export { openSearchShard, rollSearchShard, SEARCH_SHARD_LIMITS } from './search-shards.js';
export { claimBulkShards } from './claim-bulk-shards.js';
export { fillBulkShards } from './fill-bulk-shards.js';
export { removeSearchEntries, searchEntriesRemove, searchEntrySet, searchShardCondition } from './write-search-entries.js';
export { countTeamTagLinks, searchTeamLinkIds } from './search-team-links.js';

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from '../table.js';
import { retrySingleWrite } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import type { BulkShardClaim } from './claim-bulk-shards.js';
import { entryBytes, packBulkGroup, searchEntryOf, type BulkGroupEntries, type SearchableLink } from './search-format.js';
import { searchShardKey } from './search-shard-item.js';
import { SEARCH_SHARD_LIMITS } from './search-shards.js';
import { placeSearchEntries } from './write-search-entries.js';

/**
 * A bulk part's one fill of the search index (docs/DATA-MODEL.md "Search shards"), once its links
 * are written: an entry names a link that exists, so the entries follow the links, into the
 * room claim-bulk-shards.ts claimed for them.
 */

/** A link an earlier delivery of the part wrote, as its item reads: its entry goes where the item says (nowhere yet: the open shard). */
export interface StoredBulkLink extends SearchableLink {
  version: number;
  searchShard?: number;
}

/**
 * A bulk part's one fill of the index, once its links are written: the groups it wrote
 * (`written[i]`: the links of the claim's group i this delivery wrote, codes as written), one
 * UpdateItem per shard (usually one), and the links an earlier delivery wrote and may have
 * stopped before indexing, set again as stored (their codes are that delivery's). A group
 * written as claimed keeps its packed entries; one that changed (fresh codes, links found
 * already written) is packed again. Answers the shards written (a part whose campaign turns out
 * gone takes its entries back from them).
 */
export async function fillBulkShards(
  teamId: string,
  claim: BulkShardClaim,
  written: readonly (readonly SearchableLink[])[],
  stored: readonly StoredBulkLink[],
): Promise<Set<number>> {
  const byShard = new Map<number, BulkGroupEntries[]>();
  written.forEach((links, i) => {
    if (links.length === 0) return;
    const claimed = claim.entries[i]!;
    const unchanged = links.length === claimed.links.length && links.every((link, j) => link === claimed.links[j]);
    const shard = claim.shards[i]!;
    byShard.set(shard, [...(byShard.get(shard) ?? []), unchanged ? claimed : packBulkGroup(links)]);
  });
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
  const values = groups.map((g) => ({ key: g.key, value: g.packed, bytes: g.bytes }));
  await addBulkEntries(
    teamId,
    shard,
    values,
    groups.flatMap((g) => g.links),
  );
}

/**
 * Sets the entries of bulk links found already written (a redelivered part: their codes are the
 * earlier delivery's) in the shard their link items name, one key per link, which replaces
 * whatever the link had there.
 */
async function setStoredBulkEntries(teamId: string, shard: number, links: readonly SearchableLink[]): Promise<void> {
  const values = links.map((link) => {
    const entry = searchEntryOf(link);
    return { key: link.linkId, value: entry, bytes: entryBytes(link.linkId, entry) };
  });
  // One key per link: DynamoDB caps an UpdateExpression at 4 KB, so a redelivered part's 1,000
  // links go in updates of STORED_KEYS_PER_UPDATE (a whole part in one failed every delivery).
  for (let i = 0; i < values.length; i += STORED_KEYS_PER_UPDATE) {
    await addBulkEntries(teamId, shard, values.slice(i, i + STORED_KEYS_PER_UPDATE), links.slice(i, i + STORED_KEYS_PER_UPDATE));
  }
}

/** `#u0.#uN = :uM, ` is under 20 characters: 100 keys keep an expression well under DynamoDB's 4 KB. */
const STORED_KEYS_PER_UPDATE = 100;

/**
 * One UpdateItem setting overlay values of `shard`, allowed up to `hardBytes`. A shard too full
 * for them (claims are exact, so only once single creates and edits filled it past its claims)
 * moves `links` and their entries to the open shard instead (placeSearchEntries).
 */
async function addBulkEntries(
  teamId: string,
  shard: number,
  entries: readonly { key: string; value: unknown; bytes: number }[],
  links: readonly SearchableLink[],
): Promise<void> {
  if (entries.length === 0) return;
  const add = entries.reduce((sum, e) => sum + e.bytes, 0);
  try {
    await retrySingleWrite(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: searchShardKey(teamId, shard),
          ...buildUpdate({
            mapKeys: { entries: Object.fromEntries(entries.map((e) => [e.key, e.value])) },
            add: { bytes: add, rev: 1 },
            condition: {
              expression: 'attribute_exists(PK) AND #bytes <= :room',
              names: { '#bytes': 'bytes' },
              values: { ':room': SEARCH_SHARD_LIMITS.hardBytes - add },
            },
          }),
        }),
      ),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    await placeSearchEntries(
      teamId,
      links.map((link) => ({ ...link, version: 0, searchShard: shard })),
    );
  }
}

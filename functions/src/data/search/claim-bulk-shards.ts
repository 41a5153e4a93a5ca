import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { parseItem } from '../parse-item.js';
import { db, tableName } from '../table.js';
import { retrySingleWrite } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { packBulkGroup, type BulkGroupEntries, type SearchableLink } from './search-format.js';
import { searchShardKey } from './search-shard-item.js';
import { openSearchShard, rollSearchShard, SEARCH_SHARD_LIMITS } from './search-shards.js';

/** What a claim's answer carries (UPDATED_NEW): the shard's claims, and its `bytes` when it has any. */
const claimAnswer = z.object({ claimed: z.number(), bytes: z.number().optional() });

/**
 * A bulk part's claim of room in the team's search shards (docs/DATA-MODEL.md "Search shards"),
 * before its links are written: each link item names the shard its entry goes to, so the shard
 * is known first. The part's groups are packed here (search-format.ts packBulkGroup), and
 * fill-bulk-shards.ts adds them once the links are written.
 */

/** What a part claimed: the shard of each group, in order, and each group's packed entries. */
export interface BulkShardClaim {
  shards: number[];
  entries: BulkGroupEntries[];
}

/**
 * Where a bulk part's groups go, before any is written: each group is packed (its size), then
 * the team's open shard takes groups while it stays under `softBytes` (the group that crosses
 * it included), then the team rolls over and the next shard takes the rest. A claim is one
 * UpdateItem `ADD claimed` answering the shard's claims and its `bytes`, so parts claiming at
 * the same moment share a shard exactly as far as it has room. `claimed` counts what bulk parts
 * meant to add (sealing leaves it alone; a part that stops before adding its entries leaves its
 * claim), `bytes` what the item holds (creates and edits add there only): the fuller of the two
 * decides. Answers the shard of each group, in order, and the groups' packed entries.
 */
export async function claimBulkShards(teamId: string, groups: readonly (readonly SearchableLink[])[]): Promise<BulkShardClaim> {
  const entries = groups.map(packBulkGroup);
  const sizes = entries.map((e) => e.bytes);
  const shards: number[] = [];
  let shard = await openSearchShard(teamId);
  for (let attempt = 0; shards.length < sizes.length; attempt++) {
    if (attempt > 2 * sizes.length + 10) throw new Error('claimBulkShards: too many rolls');
    const rest = sizes.slice(shards.length);
    const all = rest.reduce((a, b) => a + b, 0);
    const out = await retrySingleWrite(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: searchShardKey(teamId, shard),
          // ADD 0 leaves `bytes` as it is and has the answer carry it.
          ...buildUpdate({ add: { claimed: all, bytes: 0 }, condition: { expression: 'attribute_exists(PK)' } }),
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    const answer = parseItem('search shard', claimAnswer, out.Attributes ?? {}, searchShardKey(teamId, shard));
    let before = Math.max(answer.claimed - all, answer.bytes ?? 0);
    for (const size of rest) {
      if (before >= SEARCH_SHARD_LIMITS.softBytes) break;
      shards.push(shard);
      before += size;
    }
    if (shards.length < sizes.length) shard = await rollSearchShard(teamId, shard);
  }
  return { shards, entries };
}

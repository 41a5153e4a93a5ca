import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { teamKey } from '../keys.js';
import { LINKS_INDEX, parseLinkFields, teamLinksPartition } from '../links/index.js';
import { queryPages } from '../paging.js';
import { db, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { placeSearchEntries, type PlacedLink } from './write-search-entries.js';

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
    const pages = queryPages({
      TableName: tableName(),
      IndexName: LINKS_INDEX,
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'attribute_not_exists(#searchShard)',
      ProjectionExpression: 'linkId, createdAt, #title, shortUrl, longUrl, #version',
      ExpressionAttributeNames: { '#searchShard': 'searchShard', '#title': 'title', '#version': 'version' },
      ExpressionAttributeValues: { ':pk': teamLinksPartition(teamId) },
    });
    for await (const items of pages) {
      for (const item of items) {
        const link = parseLinkFields(item, ['linkId', 'createdAt', 'title', 'shortUrl', 'longUrl', 'version']);
        missing.push({ ...link, searchShard: undefined });
      }
    }
    if (missing.length === 0) break;
    if (pass > 20) throw new Error(`Team ${teamId} still has links without a search entry after ${pass} passes`);
    await placeSearchEntries(teamId, missing);
    placed += missing.length;
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: teamKey(teamId),
      ...buildUpdate({ fields: { searchIndexed: true }, condition: { expression: 'attribute_exists(PK)' } }),
    }),
  );
  return placed;
}

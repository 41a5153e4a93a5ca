import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration: the team search index against DynamoDB Local, driven through the repos and
// the bulk worker's operations in this process (so the shard size can be made tiny).
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const repo = await import('../links/index.js');
const { linkKey, teamLinksIndexKey } = await import('../links/link-item.js');
const { db, tableName } = await import('../table.js');
const { backfillSearchIndex } = await import('./backfill-search-index.js');
const { searchTextOf } = await import('./search-format.js');
const { edit, found, newLink, newTeam } = await import('./test-support/search-fixtures.js');

describe('team search index: backfill', () => {
  it('backfills the links written before the index on the first search, once', async () => {
    const teamId = await newTeam();
    // Links as an older version wrote them: a link item with no searchShard and no entry.
    const old = [newLink(teamId, { title: 'Legacy one' }), newLink(teamId, { title: 'Legacy two' })];
    for (const link of old) {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...linkKey(link.linkId),
            ...teamLinksIndexKey(teamId, link.createdAt, link.linkId),
            type: 'link',
            ...link,
            totalClicks: 0,
            uniqueClicks: 0,
            searchText: searchTextOf(link),
          },
        }),
      );
    }
    const fresh = newLink(teamId, { title: 'Legacy-free' });
    await repo.createLink(fresh);
    expect(await found(teamId, 'legacy')).toEqual({ total: 3, ids: [fresh.linkId, old[1]!.linkId, old[0]!.linkId] });
    expect((await repo.findLinkRecord(old[0]!.linkId))!.searchShard).toBe(0);
    expect(await backfillSearchIndex(teamId), 'links placed by a second backfill').toBe(0);
    // An old link edited after the backfill is found by its new title only.
    await edit(old[0]!.linkId, { title: 'Modern one' });
    expect(await found(teamId, 'legacy')).toEqual({ total: 2, ids: [fresh.linkId, old[1]!.linkId] });
    expect(await found(teamId, 'modern')).toEqual({ total: 1, ids: [old[0]!.linkId] });
  });
});

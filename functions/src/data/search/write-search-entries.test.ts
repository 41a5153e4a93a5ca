import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration: the team search index against DynamoDB Local, driven through the repos and
// the bulk worker's operations in this process (so the shard size can be made tiny).
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const repo = await import('../links/index.js');
const { markDeleting } = await import('../campaigns/campaigns-repo.js');
const { writeBulkPart } = await import('#core/campaigns/write-bulk-part.js');
const { purgeCampaign } = await import('#core/campaigns/purge-campaign.js');
const { SEARCH_SHARD_LIMITS, sealSearchShard } = await import('./search-shards.js');
const { bulkPart, edit, entryCounts, entryShards, found, loseEntry, newCampaign, newLink, newTeam, restoreShardLimitsAfterEach, shardItem } = await import(
  './test-support/search-fixtures.js'
);

restoreShardLimitsAfterEach();

describe('team search index: writes', () => {
  it('follows edits of the title, the alias and the target, and deletes: no stale hit, no missing link', async () => {
    const teamId = await newTeam();
    const link = newLink(teamId, { title: 'Autumn catalogue' });
    const other = newLink(teamId, { title: 'Autumn flyer' });
    await repo.createLink(link);
    await repo.createLink(other);

    await edit(link.linkId, { title: 'Winter catalogue' });
    expect(await found(teamId, 'autumn')).toEqual({ total: 1, ids: [other.linkId] });
    expect(await found(teamId, 'winter')).toEqual({ total: 1, ids: [link.linkId] });

    const code = `Renamed${randomUUID().slice(0, 6)}`;
    await edit(link.linkId, { shortUrl: code });
    expect(await found(teamId, link.shortUrl)).toEqual({ total: 0, ids: [] });
    expect(await found(teamId, code)).toEqual({ total: 1, ids: [link.linkId] });

    await edit(link.linkId, { longUrl: 'https://elsewhere.example.net/x' });
    expect(await found(teamId, link.longUrl)).toEqual({ total: 0, ids: [] });
    expect(await found(teamId, 'elsewhere.example')).toEqual({ total: 1, ids: [link.linkId] });

    // An edit of a field search does not read leaves the entry alone.
    await edit(link.linkId, { utm: { source: 'winter-news' } });
    expect(await found(teamId, 'winter-news')).toEqual({ total: 0, ids: [] });

    expect(await repo.deleteLink((await repo.findLinkRecord(link.linkId))!)).toBe('deleted');
    expect(await found(teamId, 'catalogue')).toEqual({ total: 0, ids: [] });
    expect(await found(teamId, 'autumn')).toEqual({ total: 1, ids: [other.linkId] });
    expect([...(await entryCounts(teamId)).keys()]).toEqual([other.linkId]);
  });

  it('indexes a bulk run into a campaign once (a part delivered twice), and forgets it when the campaign is deleted', async () => {
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 8_000, hardBytes: 40_000 });
    const teamId = await newTeam();
    const single = newLink(teamId, { title: 'Bulkless', longUrl: 'https://example.com/bulk-products/none' });
    await repo.createLink(single);
    const n = 230;
    const campaignId = await newCampaign(teamId, n);
    const part = bulkPart(teamId, campaignId, n, 'bulk-products');
    expect(await writeBulkPart(part)).toBe('committed');
    const afterOne = await found(teamId, 'bulk-products/');
    expect(afterOne.total).toBe(n + 1);
    expect((await found(teamId, 'bulk-products/17')).total).toBe(11); // 17, 170 … 179

    // Redelivery, also after a crash between writing a group and adding its entries.
    const oneId = afterOne.ids[0]!;
    const shard = (await repo.findLinkRecord(oneId))!.searchShard!;
    await loseEntry(teamId, shard, oneId);
    expect((await found(teamId, 'bulk-products/')).total).toBe(n);
    expect(await writeBulkPart(part)).toBe('already');
    // 'already' skips the writing; a delivery that finds the links written before the count:
    const { writePartLinks } = await import('#core/campaigns/write-part-links.js');
    const { linksOfPart } = await import('#core/campaigns/bulk-links.js');
    await writePartLinks(linksOfPart(part));
    const counts = await entryCounts(teamId);
    expect({ entries: counts.size, duplicated: [...counts.values()].filter((c) => c > 1).length }).toEqual({ entries: n + 1, duplicated: 0 });
    expect((await found(teamId, 'bulk-products/')).total).toBe(n + 1);

    // Campaign deletion takes every entry of its links, and only those.
    await markDeleting(campaignId, teamId);
    expect(await purgeCampaign(campaignId, teamId)).toBe(n);
    expect(await found(teamId, 'bulk-products/')).toEqual({ total: 1, ids: [single.linkId] });
    expect([...(await entryCounts(teamId)).keys()]).toEqual([single.linkId]);
  });

  it('a bulk part for a campaign deleted while it was being written leaves no entry behind', async () => {
    const teamId = await newTeam();
    const campaignId = await newCampaign(teamId, 60);
    const part = bulkPart(teamId, campaignId, 60, 'gone');
    const { writePartLinks } = await import('#core/campaigns/write-part-links.js');
    const { linksOfPart } = await import('#core/campaigns/bulk-links.js');
    await writePartLinks(linksOfPart(part));
    // The campaign is deleted (and purged) before this delivery counts the part.
    await markDeleting(campaignId, teamId);
    await purgeCampaign(campaignId, teamId);
    expect(await writeBulkPart(part)).toBe('gone');
    expect(await found(teamId, 'example.com/gone')).toEqual({ total: 0, ids: [] });
    expect((await entryCounts(teamId)).size).toBe(0);
  });

  it('moves a bulk group whose shard filled up while it was written to the open shard, keeping one entry per link where the link says', async () => {
    // A 50-link group is ~6.5 KB, past softBytes: the part claims a shard per group, rolling over
    // as it goes, and each group's entries land where its link items say.
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 2_000, hardBytes: 7_000 });
    const teamId = await newTeam();
    const n = 300;
    const campaignId = await newCampaign(teamId, n);
    expect(await writeBulkPart(bulkPart(teamId, campaignId, n, 'crowded'))).toBe('committed');
    const shards = await entryShards(teamId);
    const items = (await Promise.all([1, 2, 3].map((page) => repo.listTeamLinks(teamId, { page, limit: 100 })))).flatMap((r) => r.items);
    const misplaced = items.filter((l) => JSON.stringify(shards.get(l.linkId)) !== JSON.stringify([l.searchShard]));
    expect({ entries: shards.size, misplaced: misplaced.length, shardsUsed: new Set([...shards.values()].flat()).size > 1 }).toEqual({
      entries: n,
      misplaced: 0,
      shardsUsed: true,
    });
    expect((await found(teamId, 'example.com/crowded/')).total).toBe(n);
  });

  it('a bulk part redelivered into sealed shards sets its entries again in their overlays: one per link, where each link says', async () => {
    // A 50-link group (~6.5 KB) fills a 2 KB shard: the part claims a shard per group, and each
    // roll-over seals the shard two before it.
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 2_000, hardBytes: 100_000 });
    const teamId = await newTeam();
    const n = 400;
    const campaignId = await newCampaign(teamId, n);
    const part = bulkPart(teamId, campaignId, n, 'resealed');
    expect(await writeBulkPart(part)).toBe('committed');
    const pages = [1, 2, 3, 4];
    const items = (await Promise.all(pages.map((page) => repo.listTeamLinks(teamId, { page, limit: 100 })))).flatMap((r) => r.items);
    const sealedShards = new Set<number>();
    for (const shard of new Set(items.map((l) => l.searchShard!))) if ((await shardItem(teamId, shard)).sealed) sealedShards.add(shard);
    expect(sealedShards.size, 'sealed shards holding the part').toBeGreaterThan(0);

    // A delivery that stopped between writing a group and adding its entries, the shard sealed since.
    const lost = items.find((l) => sealedShards.has(l.searchShard!))!;
    await loseEntry(teamId, lost.searchShard!, lost.linkId);
    expect(await sealSearchShard(teamId, lost.searchShard!)).toBe(true);
    expect((await found(teamId, 'example.com/resealed/')).total).toBe(n - 1);

    const { writePartLinks } = await import('#core/campaigns/write-part-links.js');
    const { linksOfPart } = await import('#core/campaigns/bulk-links.js');
    await writePartLinks(linksOfPart(part));
    expect((await found(teamId, 'example.com/resealed/')).total).toBe(n);
    // Where each link says now (a group that found its shard too full would have moved its links).
    const now = (await Promise.all(pages.map((page) => repo.listTeamLinks(teamId, { page, limit: 100 })))).flatMap((r) => r.items);
    const shards = await entryShards(teamId);
    const misplaced = now.filter((l) => JSON.stringify(shards.get(l.linkId)) !== JSON.stringify([l.searchShard]));
    expect({ entries: shards.size, misplaced: misplaced.length }).toEqual({ entries: n, misplaced: 0 });
  });

  it('bulk parts claiming room at the same moment share the open shard only as far as it has room', async () => {
    // Two 50-link groups (~6.5 KB each) fill an 8 KB shard: one part's claim takes shard 0, the other's rolls to shard 1.
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 8_000, hardBytes: 40_000 });
    const teamId = await newTeam();
    const { linksOfPart } = await import('#core/campaigns/bulk-links.js');
    const { claimBulkShards } = await import('./claim-bulk-shards.js');
    const groupsOf = (path: string) => {
      const links = linksOfPart(bulkPart(teamId, randomUUID(), 100, path));
      return [links.slice(0, 50), links.slice(50)];
    };
    const claims = await Promise.all([claimBulkShards(teamId, groupsOf('claim-a')), claimBulkShards(teamId, groupsOf('claim-b'))]);
    expect(claims.map(({ shards }) => shards.join()).sort()).toEqual(['0,0', '1,1']);
  });

  it('a bulk group whose shard filled past hardBytes after its part claimed room moves to the open shard: one entry per link, where the link says', async () => {
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 8_000, hardBytes: 40_000 });
    const teamId = await newTeam();
    const n = 60;
    const { linksOfPart } = await import('#core/campaigns/bulk-links.js');
    const { claimBulkShards } = await import('./claim-bulk-shards.js');
    const { addBulkGroups } = await import('./fill-bulk-shards.js');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { searchShardKey } = await import('./search-shard-item.js');
    const { db, tableName } = await import('../table.js');
    const links = linksOfPart(bulkPart(teamId, await newCampaign(teamId, n), n, 'overfull'));
    const { shards, entries: groups } = await claimBulkShards(teamId, [links.slice(0, 50), links.slice(50)]);
    expect(shards).toEqual([0, 0]);
    for (const [i, shard] of shards.entries()) expect(await repo.writeLinkGroup(links.slice(50 * i, 50 * i + 50), shard)).toBe('ok');
    // Single creates filled the shard meanwhile.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: searchShardKey(teamId, 0),
        UpdateExpression: 'SET #bytes = :full',
        ExpressionAttributeNames: { '#bytes': 'bytes' },
        ExpressionAttributeValues: { ':full': SEARCH_SHARD_LIMITS.hardBytes },
      }),
    );
    for (const [i, group] of groups.entries()) await addBulkGroups(teamId, shards[i]!, [group]);
    const entries = await entryShards(teamId);
    const stored = await Promise.all(links.map(async (l) => (await repo.findLinkRecord(l.linkId))!));
    const misplaced = stored.filter((l) => JSON.stringify(entries.get(l.linkId)) !== JSON.stringify([l.searchShard]));
    expect({ entries: entries.size, misplaced: misplaced.length, moved: stored.every((l) => l.searchShard !== 0) }).toEqual({
      entries: n,
      misplaced: 0,
      moved: true,
    });
    expect((await found(teamId, 'example.com/overfull/')).total).toBe(n);
  });
});

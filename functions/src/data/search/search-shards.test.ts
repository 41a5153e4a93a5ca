import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import type { NewLink } from '../links/index.js';
import { runtime } from '#test-support/api.js';

// Integration: the team search index against DynamoDB Local, driven through the repos and
// the bulk worker's operations in this process (so the shard size can be made tiny).
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const repo = await import('../links/index.js');
const { parseSearchShard, searchShardKey } = await import('./search-shard-item.js');
const { db, tableName } = await import('../table.js');
const { liveSearchEntries } = await import('./search-format.js');
const { SEARCH_SHARD_LIMITS, sealSearchShard } = await import('./search-shards.js');
const { edit, entryCounts, found, linkShards, newLink, newTeam, restoreShardLimitsAfterEach, shardItem } = await import('./test-support/search-fixtures.js');

restoreShardLimitsAfterEach();

describe('team search index: shards', () => {
  it('rolls over to a new shard when the open one is full, and keeps edits and deletes exact across shards', async () => {
    // ~113 bytes an entry: 5 to a shard; an edit may grow a shard to 700 bytes in place.
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 600, hardBytes: 700 });
    const teamId = await newTeam();
    const links = [];
    for (let i = 0; i < 12; i++) {
      const link = newLink(teamId, { title: `Roll ${i}` });
      expect(await repo.createLink(link)).toBe('created');
      links.push(link);
    }
    const shards = new Set(await Promise.all(links.map(async (l) => (await repo.findLinkRecord(l.linkId))!.searchShard)));
    expect(shards.size, 'shards used by 12 links in 600-byte shards').toBe(3);
    expect(await found(teamId, 'roll')).toEqual({ total: 12, ids: links.map((l) => l.linkId).reverse() });

    // A title much longer than the shard's room moves the entry to the open shard.
    const long = 'x'.repeat(300);
    await edit(links[0]!.linkId, { title: `Roll moved ${long}` });
    expect((await repo.findLinkRecord(links[0]!.linkId))!.searchShard).toBeGreaterThan(0);
    expect(await found(teamId, 'roll moved')).toEqual({ total: 1, ids: [links[0]!.linkId] });
    await edit(links[5]!.linkId, { title: 'Renamed five' });
    await repo.deleteLink((await repo.findLinkRecord(links[7]!.linkId))!);
    const expected = links
      .filter((_, i) => i !== 5 && i !== 7)
      .map((l) => l.linkId)
      .reverse();
    expect(await found(teamId, 'roll')).toEqual({ total: 10, ids: expected });
    const counts = await entryCounts(teamId);
    expect({ entries: counts.size, duplicated: [...counts.values()].filter((n) => n > 1).length }).toEqual({ entries: 11, duplicated: 0 });
  });

  it('seals a shard two roll-overs back into one compressed blob; edits and deletes of its links override it until it is sealed again', async () => {
    // ~113 bytes an entry: 5 to a shard. 16 links fill shards 0–2 and start 3: rolling to 2 seals 0, rolling to 3 seals 1.
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 600, hardBytes: 700 });
    const teamId = await newTeam();
    const links: NewLink[] = [];
    for (let i = 0; i < 16; i++) {
      const link = newLink(teamId, { title: `Sealed ${i}` });
      expect(await repo.createLink(link)).toBe('created');
      links.push(link);
    }
    expect(await linkShards(links)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3]);
    const state = async (n: number) => {
      const item = await shardItem(teamId, n);
      return {
        sealed: item.sealed instanceof Uint8Array,
        overlay: Object.keys(item.entries as object).length,
        live: liveSearchEntries(parseSearchShard(item)).size,
      };
    };
    expect(await Promise.all([0, 1, 2].map(state))).toEqual([
      { sealed: true, overlay: 0, live: 5 },
      { sealed: true, overlay: 0, live: 5 },
      { sealed: false, overlay: 5, live: 5 },
    ]);
    const all = links.map((l) => l.linkId).reverse();
    expect(await found(teamId, 'sealed')).toEqual({ total: 16, ids: all });

    // An edit of a sealed link goes to the overlay and wins over its record; a delete leaves a tombstone.
    await edit(links[1]!.linkId, { title: 'Reopened one' });
    expect((await repo.findLinkRecord(links[1]!.linkId))!.searchShard, 'edited in place').toBe(0);
    expect(await repo.deleteLink((await repo.findLinkRecord(links[2]!.linkId))!)).toBe('deleted');
    const left = all.filter((id) => id !== links[1]!.linkId && id !== links[2]!.linkId);
    expect(await found(teamId, 'sealed')).toEqual({ total: 14, ids: left });
    expect(await found(teamId, 'reopened')).toEqual({ total: 1, ids: [links[1]!.linkId] });
    expect(await state(0)).toEqual({ sealed: true, overlay: 2, live: 4 });

    // Sealing again folds the overlay in and drops the tombstone.
    expect(await sealSearchShard(teamId, 0)).toBe(true);
    expect(await state(0)).toEqual({ sealed: true, overlay: 0, live: 4 });
    expect(liveSearchEntries(parseSearchShard(await shardItem(teamId, 0))).get(links[1]!.linkId)).toContain('reopened one');
    expect(await found(teamId, 'sealed')).toEqual({ total: 14, ids: left });
    expect(await found(teamId, 'reopened')).toEqual({ total: 1, ids: [links[1]!.linkId] });
    // Neither separator matches anything (no query spans two fields or two records).
    expect(await found(teamId, '\u001e')).toEqual({ total: 0, ids: [] });
    expect(await found(teamId, `${links[3]!.linkId}`)).toEqual({ total: 0, ids: [] });
    const counts = await entryCounts(teamId);
    expect({ entries: counts.size, duplicated: [...counts.values()].filter((n) => n > 1).length }).toEqual({ entries: 15, duplicated: 0 });
  });

  it('a seal racing a write reads again (rev condition); a shard written before sealing (no rev, no blob) is searched and sealed', async () => {
    const teamId = await newTeam();
    const links = [newLink(teamId, { title: 'Racing one' }), newLink(teamId, { title: 'Racing two' }), newLink(teamId, { title: 'Racing three' })];
    for (const link of links) expect(await repo.createLink(link)).toBe('created');
    // The previous version's shard: the map and bytes only.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: searchShardKey(teamId, 0),
        UpdateExpression: 'REMOVE #rev',
        ExpressionAttributeNames: { '#rev': 'rev' },
      }),
    );
    expect(await found(teamId, 'racing')).toEqual({ total: 3, ids: links.map((l) => l.linkId).reverse() });

    // Between the seal's read and its write, an edit of one of the shard's links.
    const client = db();
    const send = client.send.bind(client);
    const seals: string[] = [];
    let raced = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: { input: Record<string, unknown> }) => {
      const input = command.input;
      const isShard = JSON.stringify(input.Key) === JSON.stringify(searchShardKey(teamId, 0));
      const names = Object.values((input.ExpressionAttributeNames as Record<string, string> | undefined) ?? {});
      if (isShard && input.UpdateExpression && names.includes('sealed')) seals.push(String(input.ConditionExpression));
      const out = await send(command as never);
      if (isShard && command instanceof GetCommand && !raced) {
        raced = true;
        await edit(links[0]!.linkId, { title: 'Racing edited' });
      }
      return out;
    }) as never);
    try {
      expect(await sealSearchShard(teamId, 0)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(seals, 'the seal writes: refused after the edit, then done').toEqual(['attribute_not_exists(#rev)', '#rev = :rev']);
    const item = await shardItem(teamId, 0);
    expect({ overlay: Object.keys(item.entries as object).length, edited: liveSearchEntries(parseSearchShard(item)).get(links[0]!.linkId) }).toEqual({
      overlay: 0,
      edited: expect.stringContaining('racing edited'),
    });
    expect(await found(teamId, 'racing edited')).toEqual({ total: 1, ids: [links[0]!.linkId] });
    expect(await found(teamId, 'racing')).toEqual({ total: 3, ids: links.map((l) => l.linkId).reverse() });
  });
});

import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { NewLink } from '../links/index.js';
import { runtime } from '#test-support/api.js';

// Integration: the team search index against DynamoDB Local, driven through the repos and
// the bulk worker's operations in this process (so the shard size can be made tiny).
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const repo = await import('../links/index.js');
const { db, tableName } = await import('../table.js');
const { GROUP_KEY, liveSearchEntries, packRecords, searchEntryOf } = await import('./search-format.js');
const { searchShardKey } = await import('../keys.js');
const { SEARCH_SHARD_LIMITS } = await import('./search-shards.js');
const { found, newLink, newTeam, restoreShardLimitsAfterEach, shardItem } = await import('./test-support/search-fixtures.js');

restoreShardLimitsAfterEach();

describe('team search index: the query', () => {
  it('finds links by any part of title, alias or target, case-insensitively, newest first, with the number of matches', async () => {
    const teamId = await newTeam();
    const a = newLink(teamId, { title: 'Spring SALE banner' });
    const b = newLink(teamId, { shortUrl: `Promo${randomUUID().slice(0, 6)}` });
    const c = newLink(teamId, { longUrl: 'https://Shop.example.org/Spring/shoes' });
    for (const link of [a, b, c]) expect(await repo.createLink(link)).toBe('created');
    expect(await found(teamId, 'spring')).toEqual({ total: 2, ids: [c.linkId, a.linkId] });
    expect(await found(teamId, b.shortUrl.toLowerCase())).toEqual({ total: 1, ids: [b.linkId] });
    expect(await found(teamId, 'SHOP.EXAMPLE')).toEqual({ total: 1, ids: [c.linkId] });
    expect(await found(teamId, 'no such text')).toEqual({ total: 0, ids: [] });
    // No match spans two fields ("banner" + code), and the date is not searched.
    expect(await found(teamId, `banner${a.shortUrl}`)).toEqual({ total: 0, ids: [] });
    expect(await found(teamId, '2026-01')).toEqual({ total: 0, ids: [] });
    // Pages: the total counts every match, the page holds its slice.
    const paged = await repo.listTeamLinks(teamId, { page: 2, limit: 1, q: 'spring' });
    expect({ total: paged.matched, ids: paged.items.map((l) => l.linkId) }).toEqual({ total: 2, ids: [a.linkId] });
    expect((await repo.listTeamLinks(teamId, { page: 9007199254740993, limit: 10, q: 'spring' })).items).toEqual([]);
  });

  it('a search seals the older shards it finds unsealed (a team indexed before sealing), two a search', async () => {
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 600, hardBytes: 700 });
    const teamId = await newTeam();
    const links: NewLink[] = [];
    for (let i = 0; i < 16; i++) {
      const link = newLink(teamId, { title: `Legacy shard ${i}` });
      expect(await repo.createLink(link)).toBe('created');
      links.push(link);
    }
    // Shards 0 and 1 as the version before sealing wrote them: a map of every entry, no rev, no blob.
    for (const n of [0, 1]) {
      const item = await shardItem(teamId, n);
      const { sealed: _sealed, rev: _rev, ...rest } = item;
      await db().send(new PutCommand({ TableName: tableName(), Item: { ...rest, entries: Object.fromEntries(liveSearchEntries(item)) } }));
    }
    const isSealed = async (n: number) => (await shardItem(teamId, n)).sealed instanceof Uint8Array;
    expect(await Promise.all([0, 1].map(isSealed))).toEqual([false, false]);
    expect(await found(teamId, 'legacy shard')).toEqual({ total: 16, ids: links.map((l) => l.linkId).reverse() });
    expect(await Promise.all([0, 1, 2].map(isSealed)), 'shards 0 and 1 sealed by the search; 2 is the one behind the open shard').toEqual([true, true, false]);
    expect(await found(teamId, 'legacy shard')).toEqual({ total: 16, ids: links.map((l) => l.linkId).reverse() });
  });

  it('a search seals again a sealed shard whose overlay took a bulk group after the seal', async () => {
    Object.assign(SEARCH_SHARD_LIMITS, { softBytes: 600, hardBytes: 700 });
    const teamId = await newTeam();
    for (let i = 0; i < 16; i++) expect(await repo.createLink(newLink(teamId, { title: `Sealed early ${i}` }))).toBe('created');
    const overlayGroups = async (n: number) => Object.keys(((await shardItem(teamId, n)).entries as Record<string, unknown>) ?? {}).filter((k) => k.startsWith(GROUP_KEY));
    expect((await shardItem(teamId, 0)).sealed, 'shard 0 sealed by the creates').toBeInstanceOf(Uint8Array);
    // A bulk part that had claimed room in shard 0 writes its group there after the seal.
    const late = newLink(teamId, { title: 'Late group' });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: searchShardKey(teamId, 0),
        UpdateExpression: 'SET entries.#g = :packed ADD #rev :one',
        ExpressionAttributeNames: { '#g': `${GROUP_KEY}${late.linkId}`, '#rev': 'rev' },
        ExpressionAttributeValues: { ':packed': packRecords(new Map([[late.linkId, searchEntryOf(late)]])), ':one': 1 },
      }),
    );
    expect(await overlayGroups(0)).toHaveLength(1);
    // (Only the entry was written, not the link item: the search counts it, the page reads no item.)
    expect((await found(teamId, 'late group')).total).toBe(1);
    expect(await overlayGroups(0), 'the group folded into the seal by the search').toEqual([]);
    expect((await found(teamId, 'late group')).total).toBe(1);
    expect((await found(teamId, 'sealed early')).total).toBe(16);
  });
});

import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration: the team search index against DynamoDB Local, driven through the repos and
// the bulk worker's operations in this process (so the shard size can be made tiny).
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const repo = await import('../links/links-repo.js');
const search = await import('./search-index-repo.js');
const { linkKey, searchShardKey, teamKey, teamLinksIndexKey } = await import('../keys.js');
const { db, tableName } = await import('../table.js');
const { addQueuedLinks, markDeleting, putCampaign } = await import('../campaigns/campaigns-repo.js');
const { processLinksPart, purgeCampaign } = await import('#domain/campaigns/bulk-chunk.js');
type LinksPart = import('#domain/campaigns/bulk-messages.js').LinksPart;

const defaults = { ...search.SEARCH_SHARD_LIMITS };
afterEach(() => Object.assign(search.SEARCH_SHARD_LIMITS, defaults));

async function newTeam(): Promise<string> {
  const teamId = randomUUID();
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...teamKey(teamId), type: 'team', teamId, name: 'Search team', createdAt: new Date().toISOString() } }));
  return teamId;
}

let clock = Date.UTC(2026, 0, 1);
function newLink(teamId: string, overrides: Partial<import('../links/links-repo.js').NewLink> = {}): import('../links/links-repo.js').NewLink {
  const linkId = randomUUID();
  return {
    linkId,
    teamId,
    shortUrl: `s${linkId.slice(0, 8)}`,
    longUrl: `https://example.com/${linkId.slice(0, 6)}`,
    title: 'Plain link',
    createdAt: new Date((clock += 1000)).toISOString(),
    createdBy: { id: 'u1', name: 'Search User' },
    redirects: {},
    utm: {},
    expiry: {},
    ...overrides,
  };
}

/** The ids a search answers (all on one page) and its total. */
async function found(teamId: string, q: string): Promise<{ total: number | null; ids: string[] }> {
  const { items, matched } = await repo.listTeamLinks(teamId, { page: 1, limit: 100, q });
  return { total: matched, ids: items.map((l) => l.linkId) };
}

/** Every entry of every shard of the team, as linkId → the shards holding it. */
async function entryShards(teamId: string): Promise<Map<string, number[]>> {
  const team = await db().send(new GetCommand({ TableName: tableName(), Key: teamKey(teamId), ConsistentRead: true }));
  const open = (team.Item?.searchShard as number | undefined) ?? -1;
  const Items = [];
  // Also the shard after the open one (created by a roll-over that another writer finished).
  for (let n = 0; n <= open + 1; n++) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: searchShardKey(teamId, n), ConsistentRead: true }));
    if (Item) Items.push(Item);
  }
  const shards = new Map<string, number[]>();
  // Live entries: the overlay's and the sealed records it does not override, without tombstones.
  for (const item of Items) for (const id of search.liveSearchEntries(item).keys()) shards.set(id, [...(shards.get(id) ?? []), item.shard as number]);
  return shards;
}

/** A shard item as stored (consistent). */
async function shardItem(teamId: string, shard: number): Promise<Record<string, unknown>> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: searchShardKey(teamId, shard), ConsistentRead: true }));
  return Item!;
}

/**
 * A delivery that stopped between writing a link and adding its entry: the shard rewritten
 * without it (as a plain map of its other live entries, the shape from before sealing).
 */
async function loseEntry(teamId: string, shard: number, linkId: string): Promise<void> {
  const stored = await shardItem(teamId, shard);
  const live = search.liveSearchEntries(stored);
  const { sealed: _sealed, ...item } = stored;
  expect(live.delete(linkId), `an entry of ${linkId} in shard ${shard}`).toBe(true);
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...item, entries: Object.fromEntries(live) } }));
}

/** The shard numbers of the team's links (by their link items). */
async function linkShards(links: readonly { linkId: string }[]): Promise<number[]> {
  return Promise.all(links.map(async (l) => (await repo.getLink(l.linkId))!.searchShard!));
}

/** linkId → how many shards hold its entry. */
const entryCounts = async (teamId: string) => new Map([...(await entryShards(teamId))].map(([id, shards]) => [id, shards.length]));

function bulkPart(teamId: string, campaignId: string, n: number, path: string): LinksPart {
  return {
    kind: 'links',
    campaignId,
    teamId,
    creator: { id: 'u1', name: 'Search User' },
    batchId: randomUUID(),
    part: 0,
    offset: 0,
    createdAt: new Date((clock += 1000)).toISOString(),
    links: Array.from({ length: n }, (_, i) => ({ longUrl: `https://example.com/${path}/${i}` })),
  };
}

async function newCampaign(teamId: string, links: number): Promise<string> {
  const campaignId = randomUUID();
  await putCampaign({ campaignId, teamId, name: 'Search bulk', creator: { id: 'u1', name: 'Search User' }, createdAt: new Date().toISOString() });
  await addQueuedLinks(campaignId, teamId, links);
  return campaignId;
}

async function edit(linkId: string, change: Partial<import('../links/links-repo.js').LinkRecord>) {
  const current = (await repo.getLink(linkId))!;
  expect(await repo.updateLink(current, { ...current, ...change })).toBe('updated');
}

describe('team search index', () => {
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

    expect(await repo.deleteLink((await repo.getLink(link.linkId))!)).toBe('deleted');
    expect(await found(teamId, 'catalogue')).toEqual({ total: 0, ids: [] });
    expect(await found(teamId, 'autumn')).toEqual({ total: 1, ids: [other.linkId] });
    expect([...(await entryCounts(teamId)).keys()]).toEqual([other.linkId]);
  });

  it('rolls over to a new shard when the open one is full, and keeps edits and deletes exact across shards', async () => {
    // ~113 bytes an entry: 5 to a shard; an edit may grow a shard to 700 bytes in place.
    Object.assign(search.SEARCH_SHARD_LIMITS, { softBytes: 600, hardBytes: 700 });
    const teamId = await newTeam();
    const links = [];
    for (let i = 0; i < 12; i++) {
      const link = newLink(teamId, { title: `Roll ${i}` });
      expect(await repo.createLink(link)).toBe('created');
      links.push(link);
    }
    const shards = new Set(await Promise.all(links.map(async (l) => (await repo.getLink(l.linkId))!.searchShard)));
    expect(shards.size, 'shards used by 12 links in 600-byte shards').toBe(3);
    expect(await found(teamId, 'roll')).toEqual({ total: 12, ids: links.map((l) => l.linkId).reverse() });

    // A title much longer than the shard's room moves the entry to the open shard.
    const long = 'x'.repeat(300);
    await edit(links[0]!.linkId, { title: `Roll moved ${long}` });
    expect((await repo.getLink(links[0]!.linkId))!.searchShard).toBeGreaterThan(0);
    expect(await found(teamId, 'roll moved')).toEqual({ total: 1, ids: [links[0]!.linkId] });
    await edit(links[5]!.linkId, { title: 'Renamed five' });
    await repo.deleteLink((await repo.getLink(links[7]!.linkId))!);
    const expected = links.filter((_, i) => i !== 5 && i !== 7).map((l) => l.linkId).reverse();
    expect(await found(teamId, 'roll')).toEqual({ total: 10, ids: expected });
    const counts = await entryCounts(teamId);
    expect({ entries: counts.size, duplicated: [...counts.values()].filter((n) => n > 1).length }).toEqual({ entries: 11, duplicated: 0 });
  });

  it('backfills the links written before the index on the first search, once', async () => {
    const teamId = await newTeam();
    // Links as an older version wrote them: a link item with no searchShard and no entry.
    const old = [newLink(teamId, { title: 'Legacy one' }), newLink(teamId, { title: 'Legacy two' })];
    for (const link of old) {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...linkKey(link.linkId), ...teamLinksIndexKey(teamId, link.createdAt, link.linkId), type: 'link', ...link, totalClicks: 0, uniqueClicks: 0, searchText: search.searchTextOf(link) },
        }),
      );
    }
    const fresh = newLink(teamId, { title: 'Legacy-free' });
    await repo.createLink(fresh);
    expect(await found(teamId, 'legacy')).toEqual({ total: 3, ids: [fresh.linkId, old[1]!.linkId, old[0]!.linkId] });
    expect((await repo.getLink(old[0]!.linkId))!.searchShard).toBe(0);
    expect(await search.backfillSearchIndex(teamId), 'links placed by a second backfill').toBe(0);
    // An old link edited after the backfill is found by its new title only.
    await edit(old[0]!.linkId, { title: 'Modern one' });
    expect(await found(teamId, 'legacy')).toEqual({ total: 2, ids: [fresh.linkId, old[1]!.linkId] });
    expect(await found(teamId, 'modern')).toEqual({ total: 1, ids: [old[0]!.linkId] });
  });

  it('indexes a bulk run into a campaign once (a part delivered twice), and forgets it when the campaign is deleted', async () => {
    Object.assign(search.SEARCH_SHARD_LIMITS, { softBytes: 8_000, hardBytes: 40_000 });
    const teamId = await newTeam();
    const single = newLink(teamId, { title: 'Bulkless', longUrl: 'https://example.com/bulk-products/none' });
    await repo.createLink(single);
    const n = 230;
    const campaignId = await newCampaign(teamId, n);
    const part = bulkPart(teamId, campaignId, n, 'bulk-products');
    expect(await processLinksPart(part)).toBe('committed');
    const afterOne = await found(teamId, 'bulk-products/');
    expect(afterOne.total).toBe(n + 1);
    expect((await found(teamId, 'bulk-products/17')).total).toBe(11); // 17, 170 … 179

    // Redelivery, also after a crash between writing a group and adding its entries.
    const oneId = afterOne.ids[0]!;
    const shard = (await repo.getLink(oneId))!.searchShard!;
    await loseEntry(teamId, shard, oneId);
    expect((await found(teamId, 'bulk-products/')).total).toBe(n);
    expect(await processLinksPart(part)).toBe('already');
    // 'already' skips the writing; a delivery that finds the links written before the count:
    const { writeLinks } = await import('#domain/campaigns/bulk-chunk.js');
    const { linksOfPart } = await import('#domain/campaigns/bulk-links.js');
    await writeLinks(linksOfPart(part));
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
    const { writeLinks } = await import('#domain/campaigns/bulk-chunk.js');
    const { linksOfPart } = await import('#domain/campaigns/bulk-links.js');
    await writeLinks(linksOfPart(part));
    // The campaign is deleted (and purged) before this delivery counts the part.
    await markDeleting(campaignId, teamId);
    await purgeCampaign(campaignId, teamId);
    expect(await processLinksPart(part)).toBe('gone');
    expect(await found(teamId, 'example.com/gone')).toEqual({ total: 0, ids: [] });
    expect((await entryCounts(teamId)).size).toBe(0);
  });

  it('moves a bulk group whose shard filled up while it was written to the open shard, keeping one entry per link where the link says', async () => {
    // A 50-link group is ~6.5 KB: the first fills shard 0 past softBytes; the other groups
    // in flight, which chose shard 0 too, find no room under hardBytes and move.
    Object.assign(search.SEARCH_SHARD_LIMITS, { softBytes: 2_000, hardBytes: 7_000 });
    const teamId = await newTeam();
    const n = 300;
    const campaignId = await newCampaign(teamId, n);
    expect(await processLinksPart(bulkPart(teamId, campaignId, n, 'crowded'))).toBe('committed');
    const shards = await entryShards(teamId);
    const items = (await Promise.all([1, 2, 3].map((page) => repo.listTeamLinks(teamId, { page, limit: 100 })))).flatMap((r) => r.items);
    const misplaced = items.filter((l) => JSON.stringify(shards.get(l.linkId)) !== JSON.stringify([l.searchShard]));
    expect({ entries: shards.size, misplaced: misplaced.length, shardsUsed: new Set([...shards.values()].flat()).size > 1 }).toEqual({ entries: n, misplaced: 0, shardsUsed: true });
    expect((await found(teamId, 'example.com/crowded/')).total).toBe(n);
  });
  it('seals a shard two roll-overs back into one compressed blob; edits and deletes of its links override it until it is sealed again', async () => {
    // ~113 bytes an entry: 5 to a shard. 16 links fill shards 0–2 and start 3: rolling to 2 seals 0, rolling to 3 seals 1.
    Object.assign(search.SEARCH_SHARD_LIMITS, { softBytes: 600, hardBytes: 700 });
    const teamId = await newTeam();
    const links: import('../links/links-repo.js').NewLink[] = [];
    for (let i = 0; i < 16; i++) {
      const link = newLink(teamId, { title: `Sealed ${i}` });
      expect(await repo.createLink(link)).toBe('created');
      links.push(link);
    }
    expect(await linkShards(links)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3]);
    const state = async (n: number) => {
      const item = await shardItem(teamId, n);
      return { sealed: item.sealed instanceof Uint8Array, overlay: Object.keys(item.entries as object).length, live: search.liveSearchEntries(item).size };
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
    expect((await repo.getLink(links[1]!.linkId))!.searchShard, 'edited in place').toBe(0);
    expect(await repo.deleteLink((await repo.getLink(links[2]!.linkId))!)).toBe('deleted');
    const left = all.filter((id) => id !== links[1]!.linkId && id !== links[2]!.linkId);
    expect(await found(teamId, 'sealed')).toEqual({ total: 14, ids: left });
    expect(await found(teamId, 'reopened')).toEqual({ total: 1, ids: [links[1]!.linkId] });
    expect(await state(0)).toEqual({ sealed: true, overlay: 2, live: 4 });

    // Sealing again folds the overlay in and drops the tombstone.
    expect(await search.sealSearchShard(teamId, 0)).toBe(true);
    expect(await state(0)).toEqual({ sealed: true, overlay: 0, live: 4 });
    expect(search.liveSearchEntries(await shardItem(teamId, 0)).get(links[1]!.linkId)).toContain('reopened one');
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
    await db().send(new UpdateCommand({ TableName: tableName(), Key: searchShardKey(teamId, 0), UpdateExpression: 'REMOVE #rev', ExpressionAttributeNames: { '#rev': 'rev' } }));
    expect(await found(teamId, 'racing')).toEqual({ total: 3, ids: links.map((l) => l.linkId).reverse() });

    // Between the seal's read and its write, an edit of one of the shard's links.
    const client = db();
    const send = client.send.bind(client);
    const seals: string[] = [];
    let raced = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: { input: Record<string, unknown> }) => {
      const input = command.input;
      const isShard = JSON.stringify(input.Key) === JSON.stringify(searchShardKey(teamId, 0));
      if (isShard && String(input.UpdateExpression).startsWith('SET sealed')) seals.push(String(input.ConditionExpression));
      const out = await send(command as never);
      if (isShard && command instanceof GetCommand && !raced) {
        raced = true;
        await edit(links[0]!.linkId, { title: 'Racing edited' });
      }
      return out;
    }) as never);
    try {
      expect(await search.sealSearchShard(teamId, 0)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(seals, 'the seal writes: refused after the edit, then done').toEqual(['attribute_not_exists(#rev)', '#rev = :rev']);
    const item = await shardItem(teamId, 0);
    expect({ overlay: Object.keys(item.entries as object).length, edited: search.liveSearchEntries(item).get(links[0]!.linkId) }).toEqual({
      overlay: 0,
      edited: expect.stringContaining('racing edited'),
    });
    expect(await found(teamId, 'racing edited')).toEqual({ total: 1, ids: [links[0]!.linkId] });
    expect(await found(teamId, 'racing')).toEqual({ total: 3, ids: links.map((l) => l.linkId).reverse() });
  });

  it('a search seals the older shards it finds unsealed (a team indexed before sealing), two a search', async () => {
    Object.assign(search.SEARCH_SHARD_LIMITS, { softBytes: 600, hardBytes: 700 });
    const teamId = await newTeam();
    const links: import('../links/links-repo.js').NewLink[] = [];
    for (let i = 0; i < 16; i++) {
      const link = newLink(teamId, { title: `Legacy shard ${i}` });
      expect(await repo.createLink(link)).toBe('created');
      links.push(link);
    }
    // Shards 0 and 1 as the version before sealing wrote them: a map of every entry, no rev, no blob.
    for (const n of [0, 1]) {
      const item = await shardItem(teamId, n);
      const { sealed: _sealed, rev: _rev, ...rest } = item;
      await db().send(new PutCommand({ TableName: tableName(), Item: { ...rest, entries: Object.fromEntries(search.liveSearchEntries(item)) } }));
    }
    const isSealed = async (n: number) => (await shardItem(teamId, n)).sealed instanceof Uint8Array;
    expect(await Promise.all([0, 1].map(isSealed))).toEqual([false, false]);
    expect(await found(teamId, 'legacy shard')).toEqual({ total: 16, ids: links.map((l) => l.linkId).reverse() });
    expect(await Promise.all([0, 1, 2].map(isSealed)), 'shards 0 and 1 sealed by the search; 2 is the one behind the open shard').toEqual([true, true, false]);
    expect(await found(teamId, 'legacy shard')).toEqual({ total: 16, ids: links.map((l) => l.linkId).reverse() });
  });

  it('a bulk part redelivered into sealed shards sets its entries again in their overlays: one per link, where each link says', async () => {
    // A 50-link group (~6.5 KB) fills a 2 KB shard: the part's first 6 groups (in flight at once)
    // share shard 0, the next ones move on to shard 1 and roll it, which seals shard 0.
    Object.assign(search.SEARCH_SHARD_LIMITS, { softBytes: 2_000, hardBytes: 100_000 });
    const teamId = await newTeam();
    const n = 400;
    const campaignId = await newCampaign(teamId, n);
    const part = bulkPart(teamId, campaignId, n, 'resealed');
    expect(await processLinksPart(part)).toBe('committed');
    const pages = [1, 2, 3, 4];
    const items = (await Promise.all(pages.map((page) => repo.listTeamLinks(teamId, { page, limit: 100 })))).flatMap((r) => r.items);
    const sealedShards = new Set<number>();
    for (const shard of new Set(items.map((l) => l.searchShard!))) if ((await shardItem(teamId, shard)).sealed) sealedShards.add(shard);
    expect(sealedShards.size, 'sealed shards holding the part').toBeGreaterThan(0);

    // A delivery that stopped between writing a group and adding its entries, the shard sealed since.
    const lost = items.find((l) => sealedShards.has(l.searchShard!))!;
    await loseEntry(teamId, lost.searchShard!, lost.linkId);
    expect(await search.sealSearchShard(teamId, lost.searchShard!)).toBe(true);
    expect((await found(teamId, 'example.com/resealed/')).total).toBe(n - 1);

    const { writeLinks } = await import('#domain/campaigns/bulk-chunk.js');
    const { linksOfPart } = await import('#domain/campaigns/bulk-links.js');
    await writeLinks(linksOfPart(part));
    expect((await found(teamId, 'example.com/resealed/')).total).toBe(n);
    // Where each link says now (a group that found its shard too full would have moved its links).
    const now = (await Promise.all(pages.map((page) => repo.listTeamLinks(teamId, { page, limit: 100 })))).flatMap((r) => r.items);
    const shards = await entryShards(teamId);
    const misplaced = now.filter((l) => JSON.stringify(shards.get(l.linkId)) !== JSON.stringify([l.searchShard]));
    expect({ entries: shards.size, misplaced: misplaced.length }).toEqual({ entries: n, misplaced: 0 });
  });
});

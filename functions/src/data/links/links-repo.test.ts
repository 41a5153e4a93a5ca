import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration: links-repo against DynamoDB Local — the item shapes later writers (redirect,
// click worker, bulk) rely on. config.ts reads the environment at import, so it goes first.
Object.assign(process.env, runtime().env);
const repo = await import('./index.js');
const { getAlias } = await import('./get-alias.js');
const { teamKey } = await import('../keys.js');
const { aliasKey, legacyAliasKey } = await import('./alias-item.js');
const { linkKey } = await import('./link-item.js');
const { markClickLimitReached } = await import('./aliases-repo.js');
const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
const { db, tableName } = await import('../table.js');

async function newTeam(): Promise<string> {
  const teamId = randomUUID();
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...teamKey(teamId), type: 'team', teamId, name: 'Repo team', createdAt: new Date().toISOString() } }),
  );
  return teamId;
}

function newLink(teamId: string, overrides: Partial<import('./index.js').NewLink> = {}): import('./index.js').NewLink {
  const linkId = randomUUID();
  return {
    linkId,
    teamId,
    shortUrl: `r${linkId.slice(0, 8)}`,
    longUrl: 'https://example.com/repo',
    title: 'Repo Link',
    createdAt: new Date().toISOString(),
    createdBy: { id: 'u1', name: 'Repo User' },
    redirects: {},
    utm: {},
    expiry: {},
    ...overrides,
  };
}

const rawItem = async (key: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** What the click worker will do: ADD to the link's counters. */
const addClicks = (linkId: string, n: number) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: linkKey(linkId),
      UpdateExpression: 'ADD totalClicks :n, uniqueClicks :n',
      ExpressionAttributeValues: { ':n': n },
    }),
  );

describe('links repo', () => {
  it('writes link item (keys, searchText, version), alias snapshot and the team counter together', async () => {
    const teamId = await newTeam();
    const link = newLink(teamId, { title: 'Spring SALE' });
    expect(await repo.createLink(link)).toBe('created');
    const item = await rawItem(linkKey(link.linkId));
    expect(item).toMatchObject({
      PK: `LINK#${link.linkId}`,
      SK: 'LINK',
      GSI1PK: `TEAM#${teamId}#LINKS`,
      GSI1SK: `${link.createdAt}#${link.linkId}`,
      type: 'link',
      totalClicks: 0,
      uniqueClicks: 0,
      version: 0,
      searchText: `spring sale\u001f${link.shortUrl.toLowerCase()}\u001fhttps://example.com/repo`,
    });
    expect(item?.GSI2PK).toBeUndefined();
    expect(await rawItem(aliasKey(link.shortUrl))).toEqual({
      PK: `ALIAS#${link.shortUrl.toLowerCase()}`,
      SK: 'ALIAS',
      // Found by its target's host (a blocklist entry disables it): example.com/repo.
      GSI2PK: 'TARGETHOST#example.com',
      GSI2SK: `com.example.#${link.linkId}`,
      // Destination health: due a check at the next pass (16 shards by link id).
      GSI1PK: expect.stringMatching(/^HEALTHDUE#([0-9]|1[0-5])$/),
      GSI1SK: `${link.createdAt}#${link.linkId}`,
      type: 'alias',
      code: link.shortUrl,
      linkId: link.linkId,
      teamId,
      // The creator, so disabling an account stops its links in the redirect.
      userId: 'u1',
      longUrl: link.longUrl,
      redirects: {},
      utm: {},
      expiry: {},
      clickLimitReached: false,
    });
    expect(await repo.getTeamLinkStats(teamId)).toEqual({ links: 1, totalClicks: 0, uniqueClicks: 0 });
    // A second claim of the code fails and writes nothing.
    const clash = newLink(teamId, { shortUrl: link.shortUrl });
    expect(await repo.createLink(clash)).toBe('aliasTaken');
    expect(await repo.findLinkRecord(clash.linkId)).toBeNull();
    expect(await repo.getTeamLinkStats(teamId)).toEqual({ links: 1, totalClicks: 0, uniqueClicks: 0 });
  });

  it('puts campaign links on GSI2', async () => {
    const teamId = await newTeam();
    const link = newLink(teamId, { campaignId: 'c1' });
    await repo.createLink(link);
    expect(await rawItem(linkKey(link.linkId))).toMatchObject({ GSI2PK: 'CAMPAIGN#c1#LINKS', GSI2SK: `${link.createdAt}#${link.linkId}`, campaignId: 'c1' });
    expect((await repo.findLinkRecord(link.linkId))?.campaignId).toBe('c1');
  });

  it('keeps the alias snapshot in step with edits and never writes the counters', async () => {
    const teamId = await newTeam();
    const link = newLink(teamId);
    await repo.createLink(link);
    await addClicks(link.linkId, 5);
    const current = (await repo.findLinkRecord(link.linkId))!;
    expect(current.totalClicks).toBe(5);
    const next = {
      ...current,
      longUrl: 'https://example.com/edited',
      redirects: { ios: 'https://apps.apple.com/x', deeplink: 'app://x' },
      utm: { source: 'news' },
      expiry: { maxClicks: 3, url: 'https://example.com/over' },
      passwordHash: 'scrypt$16384$8$1$salt$hash',
    };
    expect(await repo.updateLink(current, next)).toBe('updated');
    expect(await getAlias(link.shortUrl)).toEqual({
      code: link.shortUrl,
      linkId: link.linkId,
      teamId,
      userId: 'u1',
      longUrl: 'https://example.com/edited',
      redirects: next.redirects,
      utm: next.utm,
      expiry: next.expiry,
      passwordHash: next.passwordHash,
      clickLimitReached: true, // 5 clicks ≥ limit 3
    });
    const stored = (await repo.findLinkRecord(link.linkId))!;
    expect({ total: stored.totalClicks, unique: stored.uniqueClicks, version: stored.version, hash: stored.passwordHash }).toEqual({
      total: 5,
      unique: 5,
      version: 1,
      hash: next.passwordHash,
    });

    // Clearing the password removes it from both items.
    const { passwordHash: _, ...withoutPassword } = stored;
    expect(await repo.updateLink(stored, { ...withoutPassword, expiry: {} })).toBe('updated');
    expect((await rawItem(linkKey(link.linkId)))?.passwordHash).toBeUndefined();
    expect(await getAlias(link.shortUrl)).toMatchObject({ clickLimitReached: false });
    expect((await getAlias(link.shortUrl))?.passwordHash).toBeUndefined();
  });

  it('lets exactly one of two edits from the same read win (optimistic version check)', async () => {
    const teamId = await newTeam();
    const link = newLink(teamId);
    await repo.createLink(link);
    const current = (await repo.findLinkRecord(link.linkId))!;
    const outcomes = await Promise.all([repo.updateLink(current, { ...current, title: 'A' }), repo.updateLink(current, { ...current, title: 'B' })]);
    expect(outcomes.sort()).toEqual(['changed', 'updated']);
    expect((await repo.findLinkRecord(link.linkId))?.version).toBe(1);
  });

  it('renames: old alias gone, new alias claimed; a taken code changes nothing', async () => {
    const teamId = await newTeam();
    const link = newLink(teamId);
    const other = newLink(teamId);
    await repo.createLink(link);
    await repo.createLink(other);
    const current = (await repo.findLinkRecord(link.linkId))!;
    expect(await repo.updateLink(current, { ...current, shortUrl: other.shortUrl, title: 'nope' })).toBe('aliasTaken');
    expect(await repo.findLinkRecord(link.linkId)).toEqual(current);
    const code = `n${randomUUID().slice(0, 8)}`;
    expect(await repo.updateLink(current, { ...current, shortUrl: code })).toBe('updated');
    expect(await rawItem(aliasKey(link.shortUrl))).toBeUndefined();
    expect(await getAlias(code)).toMatchObject({ linkId: link.linkId, longUrl: link.longUrl });
    expect(await repo.aliasExists(code)).toBe(true);
    expect(await repo.aliasExists(link.shortUrl)).toBe(false);
    // The stale read now loses (the code moved on).
    expect(await repo.updateLink(current, { ...current, title: 'stale' })).toBe('changed');
  });

  it("claims aliases regardless of case: one identity, the owner's capitals kept, any capitals resolve", async () => {
    const teamId = await newTeam();
    const code = `Brand${randomUUID().slice(0, 6)}`;
    const link = newLink(teamId, { shortUrl: code });
    expect(await repo.createLink(link)).toBe('created');
    expect(await rawItem(aliasKey(code))).toMatchObject({ PK: `ALIAS#${code.toLowerCase()}`, code, linkId: link.linkId });
    expect(await rawItem(linkKey(link.linkId))).toMatchObject({ aliasFolded: true });
    for (const variant of [code.toLowerCase(), code.toUpperCase()]) {
      expect(await repo.createLink(newLink(await newTeam(), { shortUrl: variant })), variant).toBe('aliasTaken');
      expect(await repo.aliasExists(variant), variant).toBe(true);
      expect(await getAlias(variant), variant).toMatchObject({ code, linkId: link.linkId });
    }
    // New capitals on the same code keep the claim; a new code moves it.
    const current = (await repo.findLinkRecord(link.linkId))!;
    expect(await repo.updateLink(current, { ...current, shortUrl: code.toUpperCase() })).toBe('updated');
    expect(await rawItem(aliasKey(code))).toMatchObject({ code: code.toUpperCase(), linkId: link.linkId });
    const renamed = (await repo.findLinkRecord(link.linkId))!;
    expect(await repo.updateLink(renamed, { ...renamed, shortUrl: `${code}x` })).toBe('updated');
    expect(await repo.aliasExists(code)).toBe(false);
    expect(await getAlias(`${code}X`.toLowerCase())).toMatchObject({ linkId: link.linkId });
  });

  it('serves, edits, renames and deletes a link from before folding at its exact-case key, with no migration', async () => {
    const teamId = await newTeam();
    const code = `Old${randomUUID().slice(0, 6)}`;
    const link = newLink(teamId, { shortUrl: code });
    await repo.createLink(link);
    // As an older version wrote it: the alias at the exact code, the link without aliasFolded.
    const alias = (await rawItem(aliasKey(code)))!;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...alias, ...legacyAliasKey(code) } }));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: aliasKey(code) }));
    await db().send(new UpdateCommand({ TableName: tableName(), Key: linkKey(link.linkId), UpdateExpression: 'REMOVE aliasFolded' }));
    let current = (await repo.findLinkRecord(link.linkId))!;
    expect(current.aliasFolded).toBeUndefined();

    expect(await getAlias(code)).toMatchObject({ linkId: link.linkId });
    expect(await repo.aliasExists(code)).toBe(true);
    expect(await repo.createLink(newLink(await newTeam(), { shortUrl: code })), 'the same code in the same capitals').toBe('aliasTaken');
    expect(await markClickLimitReached(code, link.linkId), 'the click worker finds it').toBe(true);
    // An edit rewrites the snapshot where it is.
    expect(await repo.updateLink(current, { ...current, longUrl: 'https://example.com/edited' })).toBe('updated');
    expect(await rawItem(legacyAliasKey(code))).toMatchObject({ longUrl: 'https://example.com/edited' });
    // A rename moves the claim to the folded key and lets the exact one go.
    current = (await repo.findLinkRecord(link.linkId))!;
    expect(await repo.updateLink(current, { ...current, shortUrl: code.toLowerCase() })).toBe('updated');
    expect(await rawItem(legacyAliasKey(code))).toBeUndefined();
    expect(await getAlias(code)).toMatchObject({ linkId: link.linkId, code: code.toLowerCase() });
    current = (await repo.findLinkRecord(link.linkId))!;
    expect(current.aliasFolded).toBe(true);
    expect(await repo.deleteLink(current)).toBe('deleted');
    expect(await getAlias(code)).toBeNull();
  });

  it('deletes link and alias and uncounts the link; an edit of a deleted link is refused', async () => {
    const teamId = await newTeam();
    const link = newLink(teamId);
    await repo.createLink(link);
    const current = (await repo.findLinkRecord(link.linkId))!;
    expect(await repo.deleteLink(current)).toBe('deleted');
    expect(await repo.findLinkRecord(link.linkId)).toBeNull();
    expect(await getAlias(link.shortUrl)).toBeNull();
    expect(await repo.getTeamLinkStats(teamId)).toEqual({ links: 0, totalClicks: 0, uniqueClicks: 0 });
    expect(await repo.updateLink(current, { ...current, title: 'ghost' })).toBe('changed');
    expect(await repo.findLinkRecord(link.linkId)).toBeNull();
    expect(await repo.deleteLink(current)).toBe('changed');
    expect(await repo.getTeamLinkStats(teamId)).toEqual({ links: 0, totalClicks: 0, uniqueClicks: 0 });
  });

  it('lists newest first with offset paging, and counts search matches across pages', async () => {
    const teamId = await newTeam();
    const links = [];
    for (let i = 0; i < 7; i++) {
      const link = newLink(teamId, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), title: i % 2 ? `Odd ${i}` : `Even ${i}` });
      await repo.createLink(link);
      links.push(link);
    }
    const ids = (r: { items: { linkId: string }[] }) => r.items.map((l) => l.linkId);
    const newest = links.map((l) => l.linkId).reverse();
    expect(ids(await repo.listTeamLinks(teamId, { page: 1, limit: 3 }))).toEqual(newest.slice(0, 3));
    expect(await repo.listTeamLinks(teamId, { page: 3, limit: 3 })).toMatchObject({ matched: null });
    expect(ids(await repo.listTeamLinks(teamId, { page: 3, limit: 3 }))).toEqual(newest.slice(6));
    const odd = await repo.listTeamLinks(teamId, { page: 2, limit: 2, q: 'ODD' });
    expect({ matched: odd.matched, ids: ids(odd) }).toEqual({ matched: 3, ids: [links[1]!.linkId] });
  });

  it('fails loudly on a malformed link item or alias item, naming it, rather than pass a guess on', async () => {
    const teamId = await newTeam();
    const link = newLink(teamId);
    await repo.createLink(link);
    const item = (await rawItem(linkKey(link.linkId)))!;
    const { longUrl: _url, ...noTarget } = item;
    await db().send(new PutCommand({ TableName: tableName(), Item: noTarget }));
    await expect(repo.findLinkRecord(link.linkId)).rejects.toThrow(`Malformed link item LINK#${link.linkId} / LINK: longUrl`);
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...item, version: 'one' } }));
    await expect(repo.findLinkRecord(link.linkId)).rejects.toThrow(/Malformed link item .*: version/);
    await expect(repo.listTeamLinks(teamId, { page: 1, limit: 10 })).rejects.toThrow(/Malformed link item .*: version/);

    const alias = (await rawItem(aliasKey(link.shortUrl)))!;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...alias, longUrl: 42 } }));
    await expect(getAlias(link.shortUrl)).rejects.toThrow(`Malformed alias item ALIAS#${link.shortUrl.toLowerCase()} / ALIAS: longUrl is not a string`);
    const { longUrl: _gone, ...aliasWithoutTarget } = alias;
    await db().send(new PutCommand({ TableName: tableName(), Item: aliasWithoutTarget }));
    await expect(getAlias(link.shortUrl)).rejects.toThrow(/longUrl is missing/);
  });
});

import { randomUUID } from 'node:crypto';
import { MSG, TAG_MSG, TAGS_PER_LINK_MAX, type BulkQueued, type Campaign, type Link, type Paged, type Tag, type TagList } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { addMember, MEMBER_PASSWORD } from '#test-support/team.js';

// Tags through the API: the team's tags, links carrying them (create, edit, bulk),
// the list filtered by them, exact per-tag counts, exports and permissions.

async function addTag(s: Session, name: string, color?: string) {
  return call<Tag & { errorMessage?: string }>('POST', '/api/tags', { headers: s.auth, json: { name, ...(color ? { color } : {}) } });
}

async function tag(s: Session, name: string, color?: string): Promise<Tag> {
  const res = await addTag(s, name, color);
  if (res.status !== 201) throw new Error(`expected POST /api/tags ${name} to answer 201, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function link(s: Session, tagIds: string[], extra: Record<string, unknown> = {}): Promise<Link> {
  const res = await call<Link>('POST', '/api/links', {
    headers: s.auth,
    json: { longUrl: `https://example.com/${randomUUID()}`, shortUrl: `t-${randomUUID().slice(0, 10)}`, tagIds, ...extra },
  });
  if (res.status !== 201) throw new Error(`expected POST /api/links to answer 201, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function counts(s: Session): Promise<Record<string, number>> {
  const res = await call<TagList>('GET', '/api/tags', { headers: s.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(res.body.items.map((t) => [t.name, t.links]));
}

async function listed(s: Session, query: string): Promise<{ ids: string[]; total: number }> {
  const res = await call<Paged<Link>>('GET', `/api/links?limit=100&${query}`, { headers: s.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: res.body.items.map((l) => l.id).sort(), total: res.body.total };
}

async function waitDone(s: Session, id: string): Promise<Campaign> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await call<Campaign>('GET', `/api/campaigns/${id}`, { headers: s.auth });
    if (res.body.status === 'done') return res.body;
    if (res.body.status === 'error' || Date.now() > deadline) throw new Error(`expected campaign ${id} to finish, last saw ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const sorted = (ids: string[]) => [...ids].sort();

describe('tags API', () => {
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    [owner, other] = await Promise.all([verifiedSession('tags'), verifiedSession('tags-other')]);
  });

  it('adds tags in any script, unique by name in any case, checks names and colours, lists them oldest first', async () => {
    const s = await verifiedSession('tags-names');
    const sale = await tag(s, '  Sale   Kasım ', 'red');
    expect(sale).toEqual({ id: expect.any(String), name: 'Sale Kasım', color: 'red', createdAt: expect.any(String), links: 0 });
    const arabic = await tag(s, 'عرض خاص 🎉');
    expect(arabic.color).toBe('gray');

    expect(await addTag(s, 'SALE Kasım')).toMatchObject({ status: 409, body: expect.objectContaining({ errorMessage: TAG_MSG.nameTaken }) });
    expect(await addTag(s, 'a,b')).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.nameInvalid }) });
    // The plain-text rule of every name: a bidi override, a zero-width space, a name that shows nothing.
    for (const name of ['t\u202eabc', 'a\u200bb', '\u2800\u2800', '\u{e0061}'])
      expect({ name, answer: await addTag(s, name) }).toMatchObject({
        name,
        answer: { status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.nameInvalid }) },
      });
    expect(await addTag(s, '   ')).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.nameRequired }) });
    expect(await addTag(s, 'x'.repeat(41))).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.nameTooLong }) });
    expect(await addTag(s, 'ok', 'chartreuse')).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.colorInvalid }) });

    const list = await call<TagList>('GET', '/api/tags', { headers: s.auth });
    expect(list.body.items.map((t) => t.name)).toEqual(['Sale Kasım', 'عرض خاص 🎉']);

    // Rename to a name in another case of its own: allowed; to another tag's: refused.
    expect((await call<Tag>('PATCH', `/api/tags/${sale.id}`, { headers: s.auth, json: { name: 'sale kasım', color: 'blue' } })).body).toMatchObject({
      name: 'sale kasım',
      color: 'blue',
    });
    expect(await call('PATCH', `/api/tags/${arabic.id}`, { headers: s.auth, json: { name: 'SALE Kasım' } })).toMatchObject({
      status: 409,
      body: expect.objectContaining({ errorMessage: TAG_MSG.nameTaken }),
    });
    // The old name is free again after a rename.
    const renamed = await tag(s, 'Old name');
    await call('PATCH', `/api/tags/${renamed.id}`, { headers: s.auth, json: { name: 'New name' } });
    expect((await addTag(s, 'old NAME')).status).toBe(201);
  });

  it('puts tags on links (create, edit, clear), filters the list by any of them with or without text, and counts them exactly', async () => {
    const [a, b, c] = await Promise.all([
      tag(owner, `Alpha ${randomUUID().slice(0, 4)}`),
      tag(owner, `Beta ${randomUUID().slice(0, 4)}`),
      tag(owner, `Gamma ${randomUUID().slice(0, 4)}`),
    ]);
    const l1 = await link(owner, [a.id, b.id], { title: 'İstanbul spring' });
    const l2 = await link(owner, [b.id]);
    const l3 = await link(owner, []);
    expect(l1.tags).toEqual([
      { id: a.id, name: a.name, color: 'gray' },
      { id: b.id, name: b.name, color: 'gray' },
    ]);
    expect(l3.tags).toEqual([]);

    expect(await listed(owner, `tagId=${a.id}`)).toEqual({ ids: [l1.id], total: 1 });
    expect(await listed(owner, `tagId=${b.id}`)).toEqual({ ids: sorted([l1.id, l2.id]), total: 2 });
    expect(await listed(owner, `tagId=${a.id},${c.id}`)).toEqual({ ids: [l1.id], total: 1 });
    expect(await listed(owner, `tagId=${a.id}&tagId=${b.id}`)).toEqual({ ids: sorted([l1.id, l2.id]), total: 2 });
    expect(await listed(owner, `tagId=${b.id}&q=${encodeURIComponent('İSTANBUL')}`)).toEqual({ ids: [l1.id], total: 1 });
    expect(await listed(owner, `tagId=${c.id}`)).toEqual({ ids: [], total: 0 });

    // Edit: the whole set; [] clears; another edit keeps them.
    const edited = await call<Link>('PATCH', `/api/links/${l2.id}`, { headers: owner.auth, json: { tagIds: [c.id, b.id] } });
    expect(edited.body.tags.map((t) => t.id)).toEqual([c.id, b.id]);
    const retitled = await call<Link>('PATCH', `/api/links/${l2.id}`, { headers: owner.auth, json: { title: 'Retitled' } });
    expect(retitled.body.tags.map((t) => t.id)).toEqual([c.id, b.id]);
    expect(await listed(owner, `tagId=${c.id}`)).toEqual({ ids: [l2.id], total: 1 });
    const cleared = await call<Link>('PATCH', `/api/links/${l1.id}`, { headers: owner.auth, json: { tagIds: [] } });
    expect(cleared.body.tags).toEqual([]);
    expect(await listed(owner, `tagId=${a.id}`)).toEqual({ ids: [], total: 0 });

    expect(await counts(owner)).toMatchObject({ [a.name]: 0, [b.name]: 1, [c.name]: 1 });

    // A deleted link leaves the counts.
    await call('DELETE', `/api/links/${l2.id}`, { headers: owner.auth });
    expect(await counts(owner)).toMatchObject({ [b.name]: 0, [c.name]: 0 });
  });

  it("refuses tags that are not the team's, too many tags, and a bad filter", async () => {
    const theirs = await tag(other, 'Theirs');
    const bad = await call('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://example.com/x', shortUrl: `t-${randomUUID().slice(0, 10)}`, tagIds: [theirs.id] },
    });
    expect(bad).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.unknownTag }) });
    const notAnId = await call('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://example.com/x', shortUrl: `t-${randomUUID().slice(0, 10)}`, tagIds: ['nope'] },
    });
    expect(notAnId).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.unknownTag }) });
    const eleven = Array.from({ length: TAGS_PER_LINK_MAX + 1 }, () => randomUUID());
    const tooMany = await call('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://example.com/x', shortUrl: `t-${randomUUID().slice(0, 10)}`, tagIds: eleven },
    });
    expect(tooMany).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.perLinkLimit }) });
    const filter = await call('GET', `/api/links?tagId=${eleven.join(',')}`, { headers: owner.auth });
    expect(filter).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.filterInvalid }) });
    // Another team's tag: 404 to change, invisible in lists, and filters nothing of ours.
    expect(await call('PATCH', `/api/tags/${theirs.id}`, { headers: owner.auth, json: { name: 'Mine' } })).toMatchObject({
      status: 404,
      body: expect.objectContaining({ errorMessage: TAG_MSG.notFound }),
    });
    expect(await call('DELETE', `/api/tags/${theirs.id}`, { headers: owner.auth })).toMatchObject({ status: 404 });
    expect((await call<TagList>('GET', '/api/tags', { headers: owner.auth })).body.items.map((t) => t.id)).not.toContain(theirs.id);
    expect(await listed(owner, `tagId=${theirs.id}`)).toEqual({ ids: [], total: 0 });
  });

  it('renames show on links at once; a deleted tag leaves every link, its filter and its count; members add and rename, owners delete', async () => {
    const s = await verifiedSession('tags-roles');
    const member = await addMember(s, 'Tag Member');
    const memberSession = await signIn(member.email, MEMBER_PASSWORD);
    const t = await tag(memberSession, 'Member made');
    const l = await link(memberSession, [t.id]);
    await call('PATCH', `/api/tags/${t.id}`, { headers: memberSession.auth, json: { name: 'Renamed by member', color: 'green' } });
    expect((await call<Link>('GET', `/api/links/${l.id}`, { headers: s.auth })).body.tags).toEqual([{ id: t.id, name: 'Renamed by member', color: 'green' }]);

    expect(await call('DELETE', `/api/tags/${t.id}`, { headers: memberSession.auth })).toMatchObject({
      status: 403,
      body: expect.objectContaining({ errorMessage: MSG.roleLacksScope('tags:delete') }),
    });
    expect(await call('DELETE', `/api/tags/${t.id}`, { headers: s.auth })).toMatchObject({ status: 200, body: { message: TAG_MSG.deleted } });
    expect((await call<Link>('GET', `/api/links/${l.id}`, { headers: s.auth })).body.tags).toEqual([]);
    expect((await call<TagList>('GET', '/api/tags', { headers: s.auth })).body.items).toEqual([]);
    // Putting the deleted tag on a link is refused; an edit of the link drops the stale id.
    expect(await call('PATCH', `/api/links/${l.id}`, { headers: s.auth, json: { tagIds: [t.id] } })).toMatchObject({
      status: 400,
      body: expect.objectContaining({ errorMessage: TAG_MSG.unknownTag }),
    });
    expect((await call<Link>('PATCH', `/api/links/${l.id}`, { headers: s.auth, json: { title: 'Edited' } })).body.tags).toEqual([]);
    // A new tag of the same name is another tag: the old links do not come back under it.
    const again = await tag(s, 'Renamed by member');
    expect(await listed(s, `tagId=${again.id}`)).toEqual({ ids: [], total: 0 });
  });

  it('keeps counts exact under concurrent edits of many links', async () => {
    const s = await verifiedSession('tags-race');
    const [x, y] = await Promise.all([tag(s, 'X'), tag(s, 'Y')]);
    const links = await Promise.all(Array.from({ length: 12 }, () => link(s, [])));
    // Each link is edited three times at once (x; y; x+y): the last write wins per link, and the counts follow exactly.
    await Promise.all(
      links.flatMap((l) => [[x.id], [y.id], [x.id, y.id]].map((tagIds) => call('PATCH', `/api/links/${l.id}`, { headers: s.auth, json: { tagIds } }))),
    );
    const final = await Promise.all(links.map((l) => call<Link>('GET', `/api/links/${l.id}`, { headers: s.auth })));
    const withX = final.filter((r) => r.body.tags.some((t) => t.id === x.id)).length;
    const withY = final.filter((r) => r.body.tags.some((t) => t.id === y.id)).length;
    expect(await counts(s)).toEqual({ X: withX, Y: withY });
    expect((await listed(s, `tagId=${x.id}`)).total).toBe(withX);
  });

  it('bulk: a `tags` column by name (the team’s in any case, new ones made tags), counted exactly, and exported', async () => {
    const s = await verifiedSession('tags-bulk');
    const existing = await tag(s, 'Kampanya');
    const campaign = (await call<Campaign>('POST', '/api/campaigns', { headers: s.auth, json: { name: 'Tagged run' } })).body;
    const links = Array.from({ length: 30 }, (_, i) => ({
      longUrl: `https://example.com/bulk/${i}`,
      tags: i % 3 === 0 ? ['KAMPANYA', 'Yeni 🎁'] : i % 3 === 1 ? ['kampanya'] : [],
    }));
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.id}/links`, { headers: s.auth, json: { links } });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    await waitDone(s, campaign.id);

    const tags = (await call<TagList>('GET', '/api/tags', { headers: s.auth })).body.items;
    expect(tags.map((t) => [t.name, t.links])).toEqual([
      ['Kampanya', 20],
      ['Yeni 🎁', 10],
    ]);
    expect(tags[0]!.id).toBe(existing.id);
    expect((await listed(s, `tagId=${tags[1]!.id}`)).total).toBe(10);

    const csv = await fetch(`${runtime().appUrl}/api/campaigns/${campaign.id}/export?format=csv`, { headers: s.auth });
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Short URL,Long URL,Title,Clicks,Tags');
    expect(rows[1]).toMatch(/,"Kampanya, Yeni 🎁"$/);
    expect(rows[2]).toMatch(/,Kampanya$/);
    expect(rows[3]).toMatch(/,0,$/);
  });
});

import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALIAS_ALPHABET, MSG, randomString, type Link } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { call, runtime, signUpBrowser, tokenFromLinks, uniqueEmail } from '#test-support/api.js';
import { BAD_TEXTS, LONG_ID } from '#test-support/bad-input.js';

// Integration: the links API behind the local gateway, against the emulators.

interface Session {
  userId: string;
  name: string;
  headers: { authorization: string };
}

async function session(tag: string): Promise<Session> {
  const email = uniqueEmail(tag);
  const name = `${tag} user`;
  const before = Date.now();
  const signup = await call('POST', '/api/auth/signup', { json: { name, email, password: 'correct horse' } });
  expect(signup.status, `sign-up: ${JSON.stringify(signup.body)}`).toBe(201);
  const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Verify your Kisa account', after: before });
  const verified = await call('GET', `/api/auth/verify/${tokenFromLinks(mail.links, 'verify')}`, { headers: signUpBrowser(signup) });
  expect(verified.status, `verify: ${JSON.stringify(verified.body)}`).toBe(200);
  return { userId: verified.body.user.id, name, headers: { authorization: `Bearer ${verified.body.token}` } };
}

const newAlias = () => `t${randomString(9, ALIAS_ALPHABET, (n) => randomBytes(n))}`;

async function create(s: Session, body: Record<string, unknown>) {
  return call<Link>('POST', '/api/links', { json: body, headers: s.headers });
}

async function createOk(s: Session, longUrl = 'https://example.com/page', title?: string): Promise<Link> {
  const res = await create(s, { longUrl, shortUrl: newAlias(), ...(title === undefined ? {} : { title }) });
  expect(res.status, `create: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body;
}

const patch = (s: Session, id: string, body: unknown) => call<Link>('PATCH', `/api/links/${id}`, { json: body, headers: s.headers });
const redirectOf = async (code: string) => {
  const res = await call('GET', `/${encodeURIComponent(code)}`);
  return { status: res.status, location: res.headers.get('location') };
};

/**
 * The redirect caches each code for a few seconds (edits show "within seconds"), so after
 * an edit the answer is polled until it changes, for at most 8 s.
 */
async function eventually(code: string, expected: { status: number; location?: unknown }) {
  const deadline = Date.now() + 8000;
  let last = await redirectOf(code);
  while (!matches(last, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await redirectOf(code);
  }
  expect(last, `GET /${code} within 8 s`).toEqual(expected.location === undefined ? { status: expected.status, location: null } : expected);
}
function matches(actual: { status: number; location: string | null }, expected: { status: number; location?: unknown }) {
  try {
    expect(actual).toEqual(expected.location === undefined ? { status: expected.status, location: null } : expected);
    return true;
  } catch {
    return false;
  }
}

let alice: Session;
let bob: Session;

beforeAll(async () => {
  [alice, bob] = await Promise.all([session('links-alice'), session('links-bob')]);
});

describe('links API: create, read, availability', () => {
  it('creates a link (201, the contract shape, createdBy recorded, default title = host) and resolves it', async () => {
    const alias = newAlias();
    const res = await create(alice, { longUrl: 'https://www.example.org/a?b=1', shortUrl: alias });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      shortUrl: alias,
      shortLink: `${runtime().appUrl.replace(/\/+$/, '')}/${alias}`,
      longUrl: 'https://www.example.org/a?b=1',
      title: 'www.example.org',
      domain: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdBy: { id: alice.userId, name: alice.name },
      totalClicks: 0,
      uniqueClicks: 0,
      tags: [],
      redirects: {},
      conversionTracking: false,
      rules: [],
      split: null,
      lastPromotion: null,
      preview: null,
      indexable: false,
      password: { enabled: false },
      utm: {},
      expiry: {},
      // No fallback of its own, and not checked yet (destination health).
      fallbackUrl: null,
      health: null,
    });
    const read = await call('GET', `/api/links/${res.body.id}`, { headers: alice.headers });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    expect(await redirectOf(alias)).toEqual({ status: 302, location: 'https://www.example.org/a?b=1' });
  });

  it('refuses bad targets, aliases and titles with the spec messages (400) and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ longUrl: 'javascript:alert(1)', shortUrl: newAlias() }, MSG.urlInvalid],
      [{ longUrl: 'data:text/html,<b>x</b>', shortUrl: newAlias() }, MSG.urlInvalid],
      [{ longUrl: '/relative/path', shortUrl: newAlias() }, MSG.urlInvalid],
      [{ longUrl: 'http://exa mple.com', shortUrl: newAlias() }, MSG.urlInvalid],
      [{ longUrl: 'ftp://example.com/file', shortUrl: newAlias() }, MSG.urlInvalid],
      [{ longUrl: '', shortUrl: newAlias() }, MSG.urlInvalid],
      [{ shortUrl: newAlias() }, MSG.urlInvalid],
      [{ longUrl: 'https://example.com', shortUrl: 42 }, MSG.aliasRequired],
      [{ longUrl: 'https://example.com', shortUrl: 'ab' }, MSG.aliasLength],
      [{ longUrl: 'https://example.com', shortUrl: 'has space' }, MSG.aliasCharacters],
      [{ longUrl: 'https://example.com', shortUrl: 'bad/slash' }, MSG.aliasCharacters],
      [{ longUrl: 'https://example.com', shortUrl: 'api' }, MSG.aliasReserved],
      [{ longUrl: 'https://example.com', shortUrl: 'user' }, MSG.aliasReserved],
      [{ longUrl: 'https://example.com', shortUrl: 'ASSETS' }, MSG.aliasReserved],
      [{ longUrl: 'https://example.com', shortUrl: newAlias(), title: 'x'.repeat(201) }, MSG.titleTooLong],
    ];
    const before = (await call('GET', '/api/stats', { headers: alice.headers })).body.links;
    for (const [body, message] of cases) {
      const res = await create(alice, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 400, answer: expect.objectContaining({ errorMessage: message }) });
    }
    expect((await call('GET', '/api/stats', { headers: alice.headers })).body.links).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    expect((await call('GET', '/api/links')).status).toBe(401);
    expect((await call('POST', '/api/links', { json: { longUrl: 'https://example.com', shortUrl: newAlias() } })).status).toBe(401);
    expect((await call('GET', '/api/stats')).status).toBe(401);
    expect((await call('POST', '/api/page-title', { json: { url: 'https://example.com' } })).status).toBe(401);
  });

  it('answers availability: free, taken, invalid and reserved (with the reason)', async () => {
    const link = await createOk(alice);
    const check = (alias: string) => call('GET', `/api/links/availability?alias=${encodeURIComponent(alias)}`, { headers: bob.headers });
    expect((await check(newAlias())).body).toEqual({ available: true });
    expect((await check(link.shortUrl)).body).toEqual({ available: false, message: MSG.aliasTaken });
    // Aliases are one identity regardless of case: the upper-cased code is taken too.
    expect((await check(link.shortUrl.toUpperCase())).body).toEqual({ available: false, message: MSG.aliasTaken });
    expect((await check('no')).body).toEqual({ available: false, message: MSG.aliasLength });
    expect((await check('a.b.c')).body).toEqual({ available: false, message: MSG.aliasCharacters });
    expect((await check('signin')).body).toEqual({ available: false, message: MSG.aliasReserved });
    expect((await check('favicon.ico')).body).toEqual({ available: false, message: MSG.aliasCharacters });
    expect((await call('GET', '/api/links/availability', { headers: bob.headers })).body).toEqual({ available: false, message: MSG.aliasRequired });
  });

  it('gives exactly one of 20 concurrent creates of one alias the alias (one 201, nineteen 409)', async () => {
    const alias = newAlias();
    const before = (await call('GET', '/api/stats', { headers: alice.headers })).body.links;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(i % 2 ? alice : bob, { longUrl: `https://example.com/race/${i}`, shortUrl: alias })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.body))).toEqual([201, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toMatchObject({ errorMessage: MSG.aliasTaken });
    const winner = answers.find((a) => a.status === 201)!.body;
    expect(await redirectOf(alias)).toEqual({ status: 302, location: winner.longUrl });
    // Counters stay exact: only the winner counted.
    const after = (await call('GET', '/api/stats', { headers: alice.headers })).body.links;
    expect(after - before).toBe(winner.createdBy?.id === alice.userId ? 1 : 0);
  });

  it('keeps aliases unique regardless of case: a look-alike in other capitals is taken, and any capitals reach the first', async () => {
    const alias = `Brand${newAlias().slice(1, 6)}`;
    const first = await create(alice, { longUrl: 'https://example.com/brand', shortUrl: alias });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.shortUrl, 'the owner’s capitals are kept').toBe(alias);
    for (const variant of [alias.toUpperCase(), alias.toLowerCase()]) {
      const res = await create(bob, { longUrl: 'https://evil.example/brand', shortUrl: variant });
      expect({ variant, status: res.status, body: res.body }).toEqual({
        variant,
        status: 409,
        body: expect.objectContaining({ errorMessage: MSG.aliasTaken }),
      });
      const availability = await call('GET', `/api/links/availability?alias=${variant}`, { headers: bob.headers });
      expect(availability.body, variant).toEqual({ available: false, message: MSG.aliasTaken });
      expect(await redirectOf(variant), `a visitor typing ${variant}`).toEqual({ status: 302, location: 'https://example.com/brand' });
    }
    // Of concurrent creates in different capitals, exactly one wins.
    const raced = newAlias();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(i % 2 ? alice : bob, { longUrl: `https://example.com/case/${i}`, shortUrl: i % 3 ? raced.toUpperCase() : raced }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
  });
});

describe('links API: list, search, stats', () => {
  it('lists the team newest first, 10 per page by default, with total and page; searches title, alias and target case-insensitively', async () => {
    const carol = await session('links-carol');
    const tag = randomString(6, ALIAS_ALPHABET, (n) => randomBytes(n));
    const made: Link[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(await createOk(carol, `https://example.com/${tag}/${i}`, i === 3 ? `Spring SALE ${tag}` : `Link ${i}`));
    }
    const newestFirst = [...made].reverse();
    const list = (query: string) => call('GET', `/api/links${query}`, { headers: carol.headers });

    const first = await list('');
    expect(first.status).toBe(200);
    expect({ total: first.body.total, page: first.body.page, ids: first.body.items.map((l: Link) => l.id) }).toEqual({
      total: 12,
      page: 1,
      ids: newestFirst.slice(0, 10).map((l) => l.id),
    });
    const second = await list('?page=2');
    expect(second.body.items.map((l: Link) => l.id)).toEqual(newestFirst.slice(10).map((l) => l.id));
    expect(second.body.page).toBe(2);
    const small = await list('?page=3&limit=4');
    expect(small.body.items.map((l: Link) => l.id)).toEqual(newestFirst.slice(8, 12).map((l) => l.id));
    expect((await list('?page=4&limit=4')).body.items).toEqual([]);
    // Out-of-range values are refused, not capped (query-bounds-api.test.ts has each bound).
    expect([(await list('?page=0')).status, (await list('?limit=500')).status, (await list('?page=abc')).status]).toEqual([400, 400, 400]);

    const byTitle = await list(`?q=${encodeURIComponent('spring sale')}`);
    expect({ total: byTitle.body.total, ids: byTitle.body.items.map((l: Link) => l.id) }).toEqual({ total: 1, ids: [made[3]!.id] });
    const byAlias = await list(`?q=${made[5]!.shortUrl.toUpperCase()}`);
    expect(byAlias.body.items.map((l: Link) => l.id)).toEqual([made[5]!.id]);
    const byTarget = await list(`?q=${encodeURIComponent(`${tag.toUpperCase()}/1`)}`);
    // "/1" matches /1, /10 and /11, newest first.
    expect({ total: byTarget.body.total, ids: byTarget.body.items.map((l: Link) => l.id) }).toEqual({
      total: 3,
      ids: [made[11]!.id, made[10]!.id, made[1]!.id],
    });
    const pagedSearch = await list(`?q=${tag}&limit=5&page=3`);
    expect({ total: pagedSearch.body.total, ids: pagedSearch.body.items.map((l: Link) => l.id) }).toEqual({
      total: 12,
      ids: newestFirst.slice(10).map((l) => l.id),
    });
    expect((await list('?q=nothing-matches-this')).body).toEqual({ items: [], total: 0, page: 1 });
  });

  it('keeps the stats exact over create and delete, and starts a new team at zero', async () => {
    const dave = await session('links-dave');
    const stats = async () => (await call('GET', '/api/stats', { headers: dave.headers })).body;
    expect(await stats()).toEqual({ links: 0, uniqueClicks: 0, totalClicks: 0 });
    expect((await call('GET', '/api/links', { headers: dave.headers })).body).toEqual({ items: [], total: 0, page: 1 });
    const a = await createOk(dave);
    await createOk(dave);
    expect(await stats()).toEqual({ links: 2, uniqueClicks: 0, totalClicks: 0 });
    const del = await call('DELETE', `/api/links/${a.id}`, { headers: dave.headers });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: MSG.linkDeleted });
    expect(await stats()).toEqual({ links: 1, uniqueClicks: 0, totalClicks: 0 });
    expect((await call('DELETE', `/api/links/${a.id}`, { headers: dave.headers })).status).toBe(404);
    expect(await stats()).toEqual({ links: 1, uniqueClicks: 0, totalClicks: 0 });
    // The deleted link's code stops resolving and is free again.
    await eventually(a.shortUrl, { status: 404 });
    expect((await call('GET', `/api/links/availability?alias=${a.shortUrl}`, { headers: dave.headers })).body).toEqual({ available: true });
  });
});

describe('links API: team isolation', () => {
  it("answers 404 for another team's link on GET, PATCH and DELETE, and leaves it alone", async () => {
    const link = await createOk(alice, 'https://example.com/private', 'Alice only');
    const notFound = expect.objectContaining({ errorMessage: MSG.linkNotFound });
    const asBob = [
      await call('GET', `/api/links/${link.id}`, { headers: bob.headers }),
      await patch(bob, link.id, { title: 'Hijacked', longUrl: 'https://evil.example.com' }),
      await call('DELETE', `/api/links/${link.id}`, { headers: bob.headers }),
    ];
    for (const res of asBob) expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: notFound });
    const missing = await call('GET', '/api/links/no-such-link', { headers: alice.headers });
    expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: notFound });
    const bobsList = await call('GET', `/api/links?q=${link.shortUrl}`, { headers: bob.headers });
    expect(bobsList.body.items).toEqual([]);
    const still = await call('GET', `/api/links/${link.id}`, { headers: alice.headers });
    expect(still.body).toEqual(link);
    expect(await redirectOf(link.shortUrl)).toEqual({ status: 302, location: 'https://example.com/private' });
  });
});

describe('links API: hostile input', () => {
  it('answers 404 for a link id that cannot exist (3,000 characters) on GET, PATCH and DELETE, not a 500', async () => {
    const answers = [
      await call('GET', `/api/links/${LONG_ID}`, { headers: alice.headers }),
      await patch(alice, LONG_ID, { title: 'Long id' }),
      await call('DELETE', `/api/links/${LONG_ID}`, { headers: alice.headers }),
    ];
    for (const res of answers)
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: expect.objectContaining({ errorMessage: MSG.linkNotFound }) });
  });

  it('refuses titles and UTM values with control, line-break or bidi-override characters (400) and stores nothing', async () => {
    const link = await createOk(alice, 'https://example.com/plain-text', 'Plain title');
    const before = (await call('GET', '/api/stats', { headers: alice.headers })).body.links;
    for (const [what, text] of BAD_TEXTS) {
      const created = await create(alice, { longUrl: 'https://example.com/bad-title', shortUrl: newAlias(), title: text });
      expect({ what, status: created.status, body: created.body }).toEqual({
        what,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.titleInvalidCharacters }),
      });
      const retitled = await patch(alice, link.id, { title: text });
      expect({ what, status: retitled.status, body: retitled.body }).toEqual({
        what,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.titleInvalidCharacters }),
      });
      const tagged = await patch(alice, link.id, { utm: { source: text } });
      expect({ what, status: tagged.status, body: tagged.body }).toEqual({
        what,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.utmInvalidCharacters }),
      });
    }
    expect((await call('GET', '/api/stats', { headers: alice.headers })).body.links).toBe(before);
    expect((await call('GET', `/api/links/${link.id}`, { headers: alice.headers })).body).toEqual(link);
  });
});

describe('links API: PATCH every field', () => {
  it('changes the title (an empty one is refused with the spec message)', async () => {
    const link = await createOk(alice);
    const res = await patch(alice, link.id, { title: '  New title  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ...link, title: 'New title' });
    for (const title of ['', '   ']) {
      const bad = await patch(alice, link.id, { title });
      expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: expect.objectContaining({ errorMessage: MSG.titleRequired }) });
    }
    expect((await call('GET', `/api/links/${link.id}`, { headers: alice.headers })).body.title).toBe('New title');
  });

  it('renames the alias: the new code resolves, the old one 404s and is free; a taken alias answers 409', async () => {
    const link = await createOk(alice, 'https://example.com/rename');
    const other = await createOk(alice);
    expect(await redirectOf(link.shortUrl)).toEqual({ status: 302, location: 'https://example.com/rename' });
    const renamed = newAlias();
    const res = await patch(alice, link.id, { shortUrl: renamed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ...link, shortUrl: renamed, shortLink: link.shortLink.replace(/[^/]+$/, renamed) });
    expect(await redirectOf(renamed)).toEqual({ status: 302, location: 'https://example.com/rename' });
    await eventually(link.shortUrl, { status: 404 });
    expect((await call('GET', `/api/links/availability?alias=${link.shortUrl}`, { headers: bob.headers })).body).toEqual({ available: true });

    const taken = await patch(alice, link.id, { shortUrl: other.shortUrl });
    expect({ status: taken.status, body: taken.body }).toEqual({ status: 409, body: expect.objectContaining({ errorMessage: MSG.aliasTaken }) });
    const reserved = await patch(alice, link.id, { shortUrl: 'admin' });
    expect({ status: reserved.status, body: reserved.body }).toEqual({ status: 400, body: expect.objectContaining({ errorMessage: MSG.aliasReserved }) });
    // Nothing half-written: the link and both codes are as before.
    expect((await call('GET', `/api/links/${link.id}`, { headers: alice.headers })).body.shortUrl).toBe(renamed);
    expect(await redirectOf(other.shortUrl)).toEqual({ status: 302, location: other.longUrl });
    // Renaming to its own code is a no-op, not a conflict.
    expect((await patch(alice, link.id, { shortUrl: renamed })).status).toBe(200);
  });

  it('changes the target (refusing javascript:, data:, relative and malformed URLs) and the redirect follows', async () => {
    const link = await createOk(alice, 'https://example.com/old');
    expect(await redirectOf(link.shortUrl)).toEqual({ status: 302, location: 'https://example.com/old' });
    const res = await patch(alice, link.id, { longUrl: 'https://example.net/new?x=1' });
    expect(res.body.longUrl).toBe('https://example.net/new?x=1');
    await eventually(link.shortUrl, { status: 302, location: 'https://example.net/new?x=1' });
    for (const longUrl of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '/relative', 'http://', 'not a url', '', 'https://exa mple.com']) {
      const bad = await patch(alice, link.id, { longUrl });
      expect({ longUrl, status: bad.status, body: bad.body }).toEqual({
        longUrl,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.urlInvalid }),
      });
    }
  });

  it('takes www. and bare-domain URLs everywhere (the one URL rule): target, create, mobile redirects and expiration URL are stored with https://', async () => {
    const link = await createOk(alice, 'example.com/created');
    expect(link.longUrl).toBe('https://example.com/created');
    const res = await patch(alice, link.id, { longUrl: 'www.example.net/new-target' });
    expect({ status: res.status, longUrl: res.body.longUrl }).toEqual({ status: 200, longUrl: 'https://www.example.net/new-target' });
    expect((await call<Link>('GET', `/api/links/${link.id}`, { headers: alice.headers })).body.longUrl).toBe('https://www.example.net/new-target');
    await eventually(link.shortUrl, { status: 302, location: 'https://www.example.net/new-target' });
    const more = await patch(alice, link.id, {
      redirects: { ios: 'apps.apple.com/app/x', web: 'www.example.com/desktop' },
      expiry: { url: 'example.org/ended' },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body.redirects).toEqual({ ios: 'https://apps.apple.com/app/x', web: 'https://www.example.com/desktop' });
    expect(more.body.expiry.url).toBe('https://example.org/ended');
  });

  it('sets, merges and clears mobile redirects and the deeplink, with the spec messages', async () => {
    const link = await createOk(alice);
    const set = await patch(alice, link.id, {
      redirects: { ios: 'https://apps.apple.com/app/x', android: 'https://play.google.com/store/apps/x', web: '', deeplink: 'myapp://item/42' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.redirects).toEqual({ ios: 'https://apps.apple.com/app/x', android: 'https://play.google.com/store/apps/x', deeplink: 'myapp://item/42' });
    const merged = await patch(alice, link.id, { redirects: { web: 'https://example.com/desktop', ios: null } });
    expect(merged.body.redirects).toEqual({ android: 'https://play.google.com/store/apps/x', web: 'https://example.com/desktop', deeplink: 'myapp://item/42' });
    const badUrl = await patch(alice, link.id, { redirects: { android: 'javascript:alert(1)' } });
    expect({ status: badUrl.status, body: badUrl.body }).toEqual({ status: 400, body: expect.objectContaining({ errorMessage: MSG.urlsInvalid }) });
    const badDeeplink = await patch(alice, link.id, { redirects: { deeplink: 'not a deeplink' } });
    expect({ status: badDeeplink.status, body: badDeeplink.body }).toEqual({
      status: 400,
      body: expect.objectContaining({ errorMessage: MSG.deeplinkInvalid }),
    });
    const jsDeeplink = await patch(alice, link.id, { redirects: { deeplink: 'javascript:alert(1)' } });
    expect(jsDeeplink.body).toMatchObject({ errorMessage: MSG.deeplinkInvalid });
    expect((await call('GET', `/api/links/${link.id}`, { headers: alice.headers })).body.redirects).toEqual(merged.body.redirects);
  });

  it('enables, keeps and disables the password without ever returning it or its hash', async () => {
    const link = await createOk(alice, 'https://example.com/secret');
    const noPassword = await patch(alice, link.id, { password: { enabled: true } });
    expect({ status: noPassword.status, body: noPassword.body }).toEqual({
      status: 400,
      body: expect.objectContaining({ errorMessage: MSG.passwordRequired }),
    });

    const on = await patch(alice, link.id, { password: { enabled: true, password: 'open sesame' } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.password).toEqual({ enabled: true });
    const read = await call('GET', `/api/links/${link.id}`, { headers: alice.headers });
    const listed = await call('GET', `/api/links?q=${link.shortUrl}`, { headers: alice.headers });
    for (const text of [JSON.stringify(on.body), JSON.stringify(read.body), JSON.stringify(listed.body)]) {
      expect(text).not.toContain('open sesame');
      expect(text).not.toContain('scrypt');
    }
    // The short URL no longer leads straight to the target.
    // (The gate may be addressed absolutely: the app domain can differ from the short domain.)
    await eventually(link.shortUrl, { status: 302, location: expect.stringMatching(new RegExp(`(^|/)loginurl/${link.shortUrl}$`)) });

    // Enabled without a new password keeps the existing one (e.g. after editing other fields).
    const kept = await patch(alice, link.id, { password: { enabled: true, password: '' }, title: 'Still secret' });
    expect(kept.body.password).toEqual({ enabled: true });
    const off = await patch(alice, link.id, { password: { enabled: false } });
    expect(off.body.password).toEqual({ enabled: false });
    await eventually(link.shortUrl, { status: 302, location: 'https://example.com/secret' });
    // Disabling cleared it: enabling again needs a password.
    expect((await patch(alice, link.id, { password: { enabled: true } })).status).toBe(400);
    const tooLong = await patch(alice, link.id, { password: { enabled: true, password: 'x'.repeat(129) } });
    expect(tooLong.body).toMatchObject({ errorMessage: MSG.linkPasswordTooLong });
    // A password visitors can guess in one try, or only spaces, is refused.
    for (const [weak, message] of [
      ['a', MSG.linkPasswordTooShort],
      ['12345', MSG.linkPasswordTooShort],
      ['  ', MSG.linkPasswordBlank],
      ['\u3000\u3000\u3000\u3000\u3000\u3000', MSG.linkPasswordBlank],
    ] as const) {
      const refused = await patch(alice, link.id, { password: { enabled: true, password: weak } });
      expect({ status: refused.status, body: refused.body }, JSON.stringify(weak)).toEqual({
        status: 400,
        body: expect.objectContaining({ errorMessage: message }),
      });
    }
    expect((await patch(alice, link.id, { password: { enabled: true, password: 'çayçay' } })).status, 'six characters of any script').toBe(200);
  });

  it('sets and clears UTM values', async () => {
    const link = await createOk(alice);
    const set = await patch(alice, link.id, { utm: { source: 'newsletter', medium: 'email', campaign: 'spring', term: '', content: 'hero' } });
    expect(set.body.utm).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring', content: 'hero' });
    const cleared = await patch(alice, link.id, { utm: { medium: null, content: '' } });
    expect(cleared.body.utm).toEqual({ source: 'newsletter', campaign: 'spring' });
    const tooLong = await patch(alice, link.id, { utm: { term: 'x'.repeat(201) } });
    expect({ status: tooLong.status, body: tooLong.body }).toEqual({ status: 400, body: expect.objectContaining({ errorMessage: MSG.utmTooLong }) });
  });

  it('sets and clears the expiry (date, click limit, expiration URL)', async () => {
    const link = await createOk(alice);
    const set = await patch(alice, link.id, { expiry: { date: '2031-12-31', maxClicks: 100, url: 'https://example.com/expired' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.expiry).toEqual({ date: '2031-12-31', maxClicks: 100, url: 'https://example.com/expired' });
    const fromString = await patch(alice, link.id, { expiry: { maxClicks: '250' } });
    expect(fromString.body.expiry.maxClicks).toBe(250);
    const cleared = await patch(alice, link.id, { expiry: { date: null, maxClicks: '', url: null } });
    expect(cleared.body.expiry).toEqual({});
    const bad: Array<[unknown, string]> = [
      [{ url: 'javascript:alert(1)' }, MSG.urlsInvalid],
      [{ date: '2031-02-30' }, MSG.expiryDateInvalid],
      [{ date: '31/12/2031' }, MSG.expiryDateInvalid],
      [{ maxClicks: 0 }, MSG.maxClicksInvalid],
      [{ maxClicks: 1.5 }, MSG.maxClicksInvalid],
      [{ maxClicks: 'ten' }, MSG.maxClicksInvalid],
    ];
    for (const [expiry, message] of bad) {
      const res = await patch(alice, link.id, { expiry });
      expect({ expiry, status: res.status, body: res.body }).toEqual({ expiry, status: 400, body: expect.objectContaining({ errorMessage: message }) });
    }
  });

  it('sets no expiry date when a PATCH gives only a click limit: the link stays open', async () => {
    const link = await createOk(alice, 'https://example.com/limited');
    const limited = await patch(alice, link.id, { expiry: { maxClicks: 5 } });
    expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    expect(limited.body.expiry).toEqual({ maxClicks: 5 });
    expect((await call<Link>('GET', `/api/links/${link.id}`, { headers: alice.headers })).body.expiry, 'as read back').toEqual({ maxClicks: 5 });
    // Also with the URL: still no date.
    const withUrl = await patch(alice, link.id, { expiry: { maxClicks: 7, url: 'https://example.com/ended' } });
    expect(withUrl.body.expiry).toEqual({ maxClicks: 7, url: 'https://example.com/ended' });
    // Not expired: it still redirects to its target.
    await eventually(link.shortUrl, { status: 302, location: 'https://example.com/limited' });
    // A date the caller gives is kept by a later click-limit-only PATCH.
    await patch(alice, link.id, { expiry: { date: '2031-12-31' } });
    const kept = await patch(alice, link.id, { expiry: { maxClicks: 9 } });
    expect(kept.body.expiry).toEqual({ date: '2031-12-31', maxClicks: 9, url: 'https://example.com/ended' });
  });

  it('applies several fields in one PATCH, and none when one is invalid', async () => {
    const link = await createOk(alice);
    const bad = await patch(alice, link.id, { title: 'Changed', longUrl: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((await call('GET', `/api/links/${link.id}`, { headers: alice.headers })).body).toEqual(link);
    const ok = await patch(alice, link.id, { title: 'Both', longUrl: 'https://example.org/both', utm: { source: 'x' } });
    expect(ok.body).toEqual({ ...link, title: 'Both', longUrl: 'https://example.org/both', utm: { source: 'x' } });
  });
});

describe('links API: page title', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Local secret</title>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses loopback, private, link-local and metadata addresses without fetching them, answering as for a host that does not resolve', async () => {
    let hits = 0;
    server.on('request', () => hits++);
    const refused = [
      `http://127.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[fd00:ec2::254]/',
    ];
    for (const url of refused) {
      const res = await call('POST', '/api/page-title', { json: { url }, headers: alice.headers });
      expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 422, body: expect.objectContaining({ errorMessage: MSG.titleFetchFailed }) });
    }
    // One answer for both: a private address must not be told apart from a name that does not resolve.
    const unresolvable = await call('POST', '/api/page-title', { json: { url: 'https://no-such-host.invalid/' }, headers: alice.headers });
    expect({ status: unresolvable.status, body: unresolvable.body }).toEqual({
      status: 422,
      body: expect.objectContaining({ errorMessage: MSG.titleFetchFailed }),
    });
    // localhost is not an address people share: the URL rule refuses it already.
    const local = await call('POST', '/api/page-title', { json: { url: `http://localhost:${port}/` }, headers: alice.headers });
    expect({ status: local.status, body: local.body }).toEqual({ status: 400, body: expect.objectContaining({ errorMessage: MSG.urlInvalid }) });
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', '']) {
      const res = await call('POST', '/api/page-title', { json: { url }, headers: alice.headers });
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
    }
    expect(hits, 'requests that reached the local server').toBe(0);
  });
});

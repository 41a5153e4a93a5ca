import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALIAS_ALPHABET, MSG, randomString, type Link } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { call, runtime, tokenFromLinks, uniqueEmail } from '../../test-support/api.js';

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
  const verified = await call('GET', `/api/auth/verify/${tokenFromLinks(mail.links, 'verify')}`);
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
      longUrl: 'https://www.example.org/a?b=1',
      title: 'www.example.org',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdBy: { id: alice.userId, name: alice.name },
      totalClicks: 0,
      uniqueClicks: 0,
      redirects: {},
      password: { enabled: false },
      utm: {},
      expiry: {},
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
      [{ longUrl: 'https://example.com' }, MSG.aliasRequired],
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
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 400, answer: { errorMessage: message } });
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
    // Codes are case-sensitive: the upper-cased code is another code.
    expect((await check(link.shortUrl.toUpperCase())).body).toEqual({ available: true });
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
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toEqual({ errorMessage: MSG.aliasTaken });
    const winner = answers.find((a) => a.status === 201)!.body;
    expect(await redirectOf(alias)).toEqual({ status: 302, location: winner.longUrl });
    // Counters stay exact: only the winner counted.
    const after = (await call('GET', '/api/stats', { headers: alice.headers })).body.links;
    expect(after - before).toBe(winner.createdBy?.id === alice.userId ? 1 : 0);
  });
});

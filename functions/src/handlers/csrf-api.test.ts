import { MSG, SESSION_COOKIE } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';

// Integration: what a page on another site can make a signed-in
// visitor's browser send, replayed against the local gateway. Each attack answered 2xx
// before the CSRF check and the JSON-only Content-Type rule.

const EVIL = 'http://evil.example';
/** What Chromium sends with a cross-site form post or fetch. */
const fromEvil = { origin: EVIL, 'sec-fetch-site': 'cross-site' };
/** The form trick: a text/plain form whose one field name and value spell out JSON. */
const formTrick = (json: Record<string, string>) => JSON.stringify({ ...json, pad: '=' });

let alice: Session;
/** The session cookie alone, as the browser attaches it (no Authorization header). */
let cookie: { cookie: string };
let sameOrigin: { origin: string; 'sec-fetch-site': string };

beforeAll(async () => {
  alice = await verifiedSession('csrf', 'Alice Csrf');
  cookie = { cookie: `${SESSION_COOKIE}=${alice.token}` };
  sameOrigin = { origin: new URL(runtime().appUrl).origin, 'sec-fetch-site': 'same-origin' };
});

const alias = () => `c${randomUUID().slice(0, 8)}`;
const linkBody = () => ({ longUrl: 'https://example.com/csrf', shortUrl: alias() });
const keyNames = async () => ((await call('GET', '/api/keys', { headers: alice.auth })).body.items as { name: string }[]).map((k) => k.name);
const refusedCrossSite = { status: 403, body: expect.objectContaining({ errorMessage: MSG.crossSiteRequest }) };
const refusedType = { status: 415, body: expect.objectContaining({ errorMessage: MSG.unsupportedMediaType }) };
const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe('CSRF: state-changing requests from another site', () => {
  it('refuses a cookie-only text/plain POST /api/links from a foreign origin (403) and any text/plain body (415)', async () => {
    const body = linkBody();
    const attack = await call('POST', '/api/links', {
      raw: JSON.stringify(body),
      headers: { ...cookie, ...fromEvil, 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(answer(attack)).toEqual(refusedCrossSite);
    const plain = await call('POST', '/api/links', { raw: JSON.stringify(body), headers: { ...cookie, 'content-type': 'text/plain' } });
    expect(answer(plain)).toEqual(refusedType);
    expect((await call('GET', `/api/links/availability?alias=${body.shortUrl}`, { headers: alice.auth })).body).toEqual({ available: true });
  });

  it('mints no API key for a form-trick POST /api/keys (urlencoded or text/plain)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const raw = formTrick({ name: `attacker ${type}` });
      expect(answer(await call('POST', '/api/keys', { raw, headers: { ...cookie, ...fromEvil, 'content-type': type } }))).toEqual(refusedCrossSite);
      expect(answer(await call('POST', '/api/keys', { raw, headers: { ...cookie, 'content-type': type } }))).toEqual(refusedType);
    }
    expect(await keyNames()).toEqual([]);
  });

  it('refuses DELETE /api/links/{id} from a foreign origin, by Origin or by Sec-Fetch-Site alone', async () => {
    const link = await call('POST', '/api/links', { json: linkBody(), headers: alice.auth });
    expect(link.status).toBe(201);
    expect(answer(await call('DELETE', `/api/links/${link.body.id}`, { headers: { ...cookie, origin: EVIL } }))).toEqual(refusedCrossSite);
    expect(answer(await call('DELETE', `/api/links/${link.body.id}`, { headers: { ...cookie, 'sec-fetch-site': 'cross-site' } }))).toEqual(refusedCrossSite);
    expect((await call('GET', `/api/links/${link.body.id}`, { headers: alice.auth })).status).toBe(200);
  });

  it('refuses login CSRF and the other public posts from a foreign origin, setting no cookie', async () => {
    const signin = await call('POST', '/api/auth/signin', { json: { email: alice.email, password: alice.password }, headers: fromEvil });
    expect(answer(signin)).toEqual(refusedCrossSite);
    expect(signin.cookies).toEqual([]);
    const plainSignin = await call('POST', '/api/auth/signin', {
      raw: formTrick({ email: alice.email, password: alice.password }),
      headers: { origin: EVIL, 'content-type': 'text/plain' },
    });
    expect(answer(plainSignin)).toEqual(refusedCrossSite);
    const posts: [string, unknown][] = [
      ['/api/auth/signup', { name: 'Mallory', email: `m-${randomUUID().slice(0, 6)}@example.com`, password: 'correct horse' }],
      ['/api/auth/recover', { email: alice.email }],
      ['/api/auth/reset/some-token', { password: 'attacker-chosen' }],
      ['/api/auth/signout', {}],
      ['/api/public/unlock', { shortUrl: 'abc', password: 'guess' }],
    ];
    for (const [path, json] of posts) {
      expect({ path, ...answer(await call('POST', path, { json, headers: { origin: EVIL } })) }).toEqual({ path, ...refusedCrossSite });
    }
  });

  it("lets the app's own pages through (localhost and 127.0.0.1) with the cookie", async () => {
    const res = await call('POST', '/api/links', { json: linkBody(), headers: { ...cookie, ...sameOrigin } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const twin = `http://127.0.0.1:${new URL(runtime().appUrl).port}`;
    const deleted = await call('DELETE', `/api/links/${res.body.id}`, { headers: { ...cookie, origin: twin, 'sec-fetch-site': 'same-origin' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const signin = await call('POST', '/api/auth/signin', { json: { email: alice.email, password: alice.password }, headers: sameOrigin });
    expect(signin.status).toBe(200);
    expect(signin.cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });

  it('lets bearer automation through from anywhere: no Origin (curl), or a foreign one without a cookie', async () => {
    const curl = await call('POST', '/api/links', { json: linkBody(), headers: alice.auth });
    expect(curl.status, JSON.stringify(curl.body)).toBe(201);
    const key = await call('POST', '/api/keys', { json: { name: 'automation' }, headers: { ...alice.auth, ...fromEvil } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    const apiKey = { authorization: `Bearer ${key.body.key}` };
    expect((await call('DELETE', `/api/links/${curl.body.id}`, { headers: { ...apiKey, origin: EVIL } })).status).toBe(200);
    expect(await keyNames()).toEqual(['automation']);
  });
});

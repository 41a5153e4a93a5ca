import { displayUrl, isPlainText, type Link } from '@kisa/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { UA } from '#test-support/user-agents.js';

// URLs in every script: every URL field, typed in any script, is accepted, stored
// serialized and answered with an ASCII Location equivalent to what was typed — through the
// local gateway (the local runtime) and from the handler's own answer (what the Function URL
// sends in AWS). A Location with a raw 'İ' once killed the local gateway.

const env = inject('runtime')?.env;
if (!env) throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime"))');
Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { handler } = await import('./visit-short-link.js');
const { db, tableName } = await import('#data/table.js');
const { aliasKey } = await import('#data/links/alias-item.js');
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');

let owner: Session;
beforeAll(async () => {
  owner = await verifiedSession('unicode-urls');
});

const code = () => `u${randomBytes(5).toString('hex')}`;
const ASCII_HEADER = /^[\x21-\x7e]+$/;

/** The Location the local gateway answers (HEAD: answered alike, never counted). */
async function gatewayLocation(shortUrl: string, ua: string): Promise<string | null> {
  const res = await fetch(`${runtime().appUrl}/${shortUrl}`, { method: 'HEAD', headers: { 'user-agent': ua }, redirect: 'manual' });
  expect(res.status, `gateway status for /${shortUrl}`).toBe(302);
  return res.headers.get('location');
}

/** The Location in the handler's own answer, as the Function URL would send it in AWS. */
async function handlerLocation(shortUrl: string, ua: string): Promise<string> {
  const event = {
    version: '2.0',
    routeKey: '$default',
    rawPath: `/${shortUrl}`,
    rawQueryString: '',
    headers: { 'user-agent': ua },
    requestContext: { http: { method: 'HEAD', path: `/${shortUrl}`, sourceIp: '203.0.113.9', userAgent: ua } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const answer = await handler(event);
  expect(answer.statusCode, `handler status for /${shortUrl}`).toBe(302);
  return String(answer.headers?.location);
}

/** Both runtimes' Locations for a visitor with `ua`: ASCII, and equivalent to `expected`. */
async function expectLocation(shortUrl: string, ua: string, expected: string): Promise<void> {
  for (const [where, location] of [
    ['gateway', await gatewayLocation(shortUrl, ua)],
    ['handler', await handlerLocation(shortUrl, ua)],
  ] as const) {
    expect(location !== null && ASCII_HEADER.test(location), `${where}: an ASCII Location, got ${location}`).toBe(true);
    expect(sameUrl(location!, expected), `${where}: Location ${location} equivalent to ${expected}`).toBe(true);
  }
}

/** Same destination: origin, path and fragment as the URL standard reads them, and the same query parameters in order. */
function sameUrl(actual: string, expected: string): boolean {
  const a = new URL(actual);
  const e = new URL(expected);
  return a.origin === e.origin && a.pathname === e.pathname && a.hash === e.hash && JSON.stringify([...a.searchParams]) === JSON.stringify([...e.searchParams]);
}

/** What the link's owner configured: the typed URL with the UTM values merged in (they win over the same names). */
function withUtmExpected(typed: string, utm: Record<string, string>): string {
  const url = new URL(typed);
  const names = Object.keys(utm).map((k) => `utm_${k}`);
  const kept = [...url.searchParams].filter(([name]) => !names.includes(name));
  const params = new URLSearchParams([...kept, ...Object.entries(utm).map(([k, v]) => [`utm_${k}`, v] as [string, string])]);
  url.search = params.toString();
  return url.href;
}

// Text of every script, without whitespace (a URL with raw whitespace is refused: likely two things pasted together).
const SCRIPTS = ['İstanbul', 'çay', 'şğüöı', 'شاي', 'صفحة', '中文', '例え', '🙂', '🇹🇷', 'Ünlü', 'ß', 'ﬁ', 'café', 'a%2Fb', '100%', 'x=y&z'];
const piece = fc.oneof(fc.constantFrom(...SCRIPTS), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 })).filter((s) => !/\s/.test(s));
const hostLabel = fc.constantFrom('türkiye', '例え', 'مثال', 'bücher', 'example', 'xn--trkiye-3ya', 'ñandú', '🙂');
const tld = fc.constantFrom('com', 'tr', 'jp', 'org');

/** A URL as a person might paste it: any script in host, path, query and fragment, with or without https://. */
const typedUrl = fc
  .record({
    labels: fc.array(hostLabel, { minLength: 1, maxLength: 2 }),
    tld,
    path: fc.array(piece, { maxLength: 3 }),
    query: fc.array(fc.tuple(piece, piece), { maxLength: 2 }),
    fragment: fc.option(piece),
    bare: fc.boolean(),
  })
  .map(({ labels, tld, path, query, fragment, bare }) => {
    const q = query.map(([k, v]) => `${k}=${v}`).join('&');
    return `${bare ? '' : 'https://'}${labels.join('.')}.${tld}/${path.join('/')}${q ? `?${q}` : ''}${fragment === null ? '' : `#${fragment}`}`;
  })
  .filter((typed) => {
    try {
      return new URL(typed.startsWith('https://') ? typed : `https://${typed}`).href.length <= 2048;
    } catch {
      return false; // not a URL the standard accepts: the API refuses it (tested below)
    }
  });
// UTM values as the text rules accept them (what they refuse — controls, invisible and bidi
// characters such as U+FFA0 — answers its message: shared/src/text-rules.test.ts).
const utmValue = fc
  .oneof(fc.constantFrom('yaz kampanyası', 'بريد', '春', '🙂 sale', 'a&b=c'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }))
  .filter((s) => s.trim() === s && s.length > 0 && isPlainText(s));

const asTyped = (typed: string) => (typed.startsWith('https://') ? typed : `https://${typed}`);

describe('URLs in every script, through the API and the redirect', () => {
  it('target, mobile redirects and UTM values: stored serialized, shown decoded, answered with an ASCII Location in both runtimes', async () => {
    await fc.assert(
      fc.asyncProperty(typedUrl, typedUrl, typedUrl, fc.record({ source: utmValue, campaign: utmValue }), async (target, ios, android, utm) => {
        const created = await call<Link>('POST', '/api/links', { json: { longUrl: target, shortUrl: code() }, headers: owner.auth });
        expect(created.status, `create ${target}: ${JSON.stringify(created.body)}`).toBe(201);
        const link = created.body;
        expect(link.longUrl, 'stored as the WHATWG serialization').toBe(new URL(asTyped(target)).href);
        expect(displayUrl(link.longUrl), 'shown as people read it').toBe(displayUrl(asTyped(target)));
        // The default title is the host as people read it, never punycode.
        expect(link.title).not.toMatch(/xn--/);
        const patched = await call<Link>('PATCH', `/api/links/${link.id}`, { json: { redirects: { ios, android }, utm }, headers: owner.auth });
        expect(patched.status, `patch: ${JSON.stringify(patched.body)}`).toBe(200);
        expect(patched.body.redirects.ios).toBe(new URL(asTyped(ios)).href);
        await expectLocation(link.shortUrl, UA.desktop, withUtmExpected(asTyped(target), utm));
        await expectLocation(link.shortUrl, UA.iphone, withUtmExpected(asTyped(ios), utm));
        await expectLocation(link.shortUrl, UA.android, withUtmExpected(asTyped(android), utm));
      }),
      { numRuns: 25 },
    );
  }, 180_000);

  it('the expiration URL: an expired link sends its visitors there, as ASCII', async () => {
    await fc.assert(
      fc.asyncProperty(typedUrl, async (expiredUrl) => {
        const created = await call<Link>('POST', '/api/links', { json: { longUrl: 'https://example.com/live', shortUrl: code() }, headers: owner.auth });
        expect(created.status).toBe(201);
        const patched = await call<Link>('PATCH', `/api/links/${created.body.id}`, {
          json: { expiry: { url: expiredUrl, date: '2001-02-03' } },
          headers: owner.auth,
        });
        expect(patched.status, `patch: ${JSON.stringify(patched.body)}`).toBe(200);
        await expectLocation(created.body.shortUrl, UA.desktop, asTyped(expiredUrl));
      }),
      { numRuns: 10 },
    );
  }, 120_000);

  it('bulk lines in any script become links whose Location is ASCII', async () => {
    const campaign = await call<{ id: string }>('POST', '/api/campaigns', { json: { name: 'Yaz kampanyası 🌞' }, headers: owner.auth });
    expect(campaign.status).toBe(201);
    const lines = ['türkiye.gov.tr/çay', 'https://tr.wikipedia.org/wiki/İstanbul', 'www.例え.jp/中文?q=شاي', 'https://example.com/🙂#bölüm'];
    const queued = await call('POST', `/api/campaigns/${campaign.body.id}/links`, {
      json: { links: lines.map((longUrl) => ({ longUrl })) },
      headers: owner.auth,
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    let page: { items: Link[] } = { items: [] };
    for (const deadline = Date.now() + 30_000; page.items.length < lines.length && Date.now() < deadline; await new Promise((r) => setTimeout(r, 300))) {
      page = (await call<{ items: Link[] }>('GET', `/api/campaigns/${campaign.body.id}/links?page=1`, { headers: owner.auth })).body;
    }
    expect(page.items.map((l) => l.longUrl).sort()).toEqual(lines.map((l) => new URL(asTyped(l)).href).sort());
    for (const link of page.items) await expectLocation(link.shortUrl, UA.desktop, link.longUrl);
  }, 60_000);

  it('links stored before serialization (raw characters) are served with an ASCII Location, no migration', async () => {
    const created = await call<Link>('POST', '/api/links', { json: { longUrl: 'https://example.com/placeholder', shortUrl: code() }, headers: owner.auth });
    expect(created.status).toBe(201);
    // As an older version wrote it: the target, a mobile redirect and UTM values as typed.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: aliasKey(created.body.shortUrl),
        UpdateExpression: 'SET longUrl = :target, redirects = :redirects, utm = :utm',
        ExpressionAttributeValues: {
          ':target': 'https://türkiye.gov.tr/ürünler?ara=çay',
          ':redirects': { ios: 'https://tr.wikipedia.org/wiki/İstanbul' },
          ':utm': { source: 'bülten' },
        },
      }),
    );
    await expectLocation(created.body.shortUrl, UA.desktop, 'https://türkiye.gov.tr/ürünler?ara=çay&utm_source=bülten');
    await expectLocation(created.body.shortUrl, UA.iphone, 'https://tr.wikipedia.org/wiki/İstanbul?utm_source=bülten');
    // The gateway is still up and serving.
    expect((await call('GET', '/api/openapi.json')).status).toBe(200);
  }, 30_000);

  it('refuses what is no URL in any script, with the field’s message', async () => {
    for (const bad of ['https://exa mple.com/çay', 'türkiye', 'javascript:alert("ş")', `https://example.com/${'ş'.repeat(700)}`]) {
      const res = await call('POST', '/api/links', { json: { longUrl: bad, shortUrl: code() }, headers: owner.auth });
      expect(res.status, bad).toBe(400);
    }
  });
});

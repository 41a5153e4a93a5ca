import { MSG, type Link } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { waitForLogLines } from '#test-support/click-log.js';
import { UA } from '#test-support/user-agents.js';
import { awayFromWindowTurn, callFrom, freshAddress } from '#test-support/from-address.js';
import { RATE_LIMITS } from '#core/rate-limits/limits.js';

// Integration: GET /{code} and POST /api/public/unlock behind the local gateway, clicks
// through the real queue and worker, counters read back through the links API.

let owner: Session;

beforeAll(async () => {
  owner = await verifiedSession('redirect');
});

const code = () => `r${randomBytes(5).toString('hex')}`;

async function createLink(longUrl: string, patch?: Record<string, unknown>): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', { json: { longUrl, shortUrl: code() }, headers: owner.auth });
  expect(created.status, `create: ${JSON.stringify(created.body)}`).toBe(201);
  if (!patch) return created.body;
  const patched = await call<Link>('PATCH', `/api/links/${created.body.id}`, { json: patch, headers: owner.auth });
  expect(patched.status, `patch: ${JSON.stringify(patched.body)}`).toBe(200);
  return patched.body;
}

interface Visit {
  status: number;
  location: string | null;
  cacheControl: string | null;
  setCookie: string[];
  body: string;
  headers: Headers;
}

async function visit(shortUrl: string, options: { ua?: string; cookie?: string; method?: string } = {}): Promise<Visit> {
  const headers: Record<string, string> = { 'user-agent': options.ua ?? UA.desktop };
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${runtime().appUrl}/${encodeURIComponent(shortUrl)}`, { method: options.method ?? 'GET', headers, redirect: 'manual' });
  return {
    status: res.status,
    location: res.headers.get('location'),
    cacheControl: res.headers.get('cache-control'),
    setCookie: res.headers.getSetCookie(),
    body: await res.text(),
    headers: res.headers,
  };
}

const unlock = (shortUrl: string, password: string, ua: string = UA.desktop, cookie?: string) =>
  call('POST', '/api/public/unlock', { json: { shortUrl, password }, headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) } });

/** A 429 that says when to try again, in the message and in Retry-After (within the rule's window). */
function expectLimited(res: { status: number; headers: Headers; body: unknown }, windowSeconds: number) {
  const retryAfter = Number(res.headers.get('retry-after'));
  expect({ status: res.status, body: res.body }).toEqual({
    status: 429,
    body: expect.objectContaining({ errorMessage: MSG.tooManyAttemptsIn(Math.ceil(retryAfter / 60)) }),
  });
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

async function counts(link: Link): Promise<{ totalClicks: number; uniqueClicks: number }> {
  const res = await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth });
  return { totalClicks: res.body.totalClicks, uniqueClicks: res.body.uniqueClicks };
}

/** Polls the link's counters until they equal `expected` (the worker runs a moment behind). */
async function expectCounts(link: Link, expected: { totalClicks: number; uniqueClicks: number }, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await counts(link);
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    seen = await counts(link);
  }
  expect(seen, `counters of ${link.shortUrl}`).toEqual(expected);
}

const cookiePair = (setCookie: string[]) => setCookie.find((c) => c.startsWith('kid='))?.split(';')[0];

describe('GET /{code}', () => {
  it('answers 302 + Location + private, no-store; sets the kid cookie once; counts total and unique clicks', async () => {
    const link = await createLink('https://example.com/landing?x=1');
    const first = await visit(link.shortUrl);
    expect({ status: first.status, location: first.location, cacheControl: first.cacheControl }).toEqual({
      status: 302,
      location: 'https://example.com/landing?x=1',
      cacheControl: 'private, no-store',
    });
    expect(first.setCookie).toHaveLength(1);
    expect(first.setCookie[0]).toMatch(/^kid=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = cookiePair(first.setCookie)!;

    const again = await visit(link.shortUrl, { cookie });
    expect(again.status).toBe(302);
    expect(again.setCookie).toEqual([]);
    // Another visitor (another browser: another cookie-less user agent).
    const other = await visit(link.shortUrl, { ua: UA.mac });
    expect(cookiePair(other.setCookie)).not.toBe(cookie);

    await expectCounts(link, { totalClicks: 3, uniqueClicks: 2 });
    const stats = await call('GET', '/api/stats', { headers: owner.auth });
    expect(stats.body.totalClicks).toBeGreaterThanOrEqual(3);
  });

  it('sends Android, iPhone/iPad and desktop visitors to their targets, others to the long URL', async () => {
    const link = await createLink('https://example.com/long', {
      redirects: { ios: 'https://apps.apple.com/app/kisa', android: 'https://play.google.com/store/apps/kisa', web: 'https://example.com/desktop' },
    });
    expect((await visit(link.shortUrl, { ua: UA.iphone })).location).toBe('https://apps.apple.com/app/kisa');
    expect((await visit(link.shortUrl, { ua: UA.ipad })).location).toBe('https://apps.apple.com/app/kisa');
    expect((await visit(link.shortUrl, { ua: UA.android })).location).toBe('https://play.google.com/store/apps/kisa');
    expect((await visit(link.shortUrl, { ua: UA.desktop })).location).toBe('https://example.com/desktop');

    const iosOnly = await createLink('https://example.com/long', { redirects: { ios: 'https://apps.apple.com/app/kisa' } });
    expect((await visit(iosOnly.shortUrl, { ua: UA.android })).location).toBe('https://example.com/long');
    expect((await visit(iosOnly.shortUrl, { ua: UA.desktop })).location).toBe('https://example.com/long');
  });

  it('gives mobile visitors of a deeplink link a page that tries the app, then their destination (strict CSP, nonce)', async () => {
    const link = await createLink('https://example.com/item', {
      redirects: { deeplink: 'kisa://item/42', android: 'https://play.google.com/store/apps/kisa' },
    });
    const page = await visit(link.shortUrl, { ua: UA.android });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.cacheControl).toBe('private, no-store');
    const csp = page.headers.get('content-security-policy')!;
    const nonce = csp.match(/script-src 'nonce-([^']+)'/)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain('"kisa://item/42"');
    expect(page.body).toContain('"https://play.google.com/store/apps/kisa"');
    expect(page.body).toContain('1500');
    expect(page.setCookie).toHaveLength(1);
    // Desktop visitors are simply redirected.
    expect((await visit(link.shortUrl, { ua: UA.desktop })).location).toBe('https://example.com/item');
    await expectCounts(link, { totalClicks: 2, uniqueClicks: 2 });
  });

  it('appends UTM values: empty ones skipped, the existing query kept, same-named parameters replaced, the fragment last', async () => {
    const link = await createLink('https://example.com/p?a=1&utm_source=old&b=two#section', {
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring sale', term: '', content: '' },
    });
    expect((await visit(link.shortUrl)).location).toBe(
      'https://example.com/p?a=1&b=two&utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale#section',
    );
  });

  it('sends visitors of a link past its expiry date to the expired screen, or its expiration URL, without counting', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const expired = await createLink('https://example.com/gone', { expiry: { date: yesterday } });
    expect(await visit(expired.shortUrl)).toMatchObject({ status: 302, location: `${runtime().appUrl}/expired`, cacheControl: 'private, no-store' });
    const withUrl = await createLink('https://example.com/gone', { expiry: { date: yesterday, url: 'https://example.com/sorry' } });
    expect((await visit(withUrl.shortUrl)).location).toBe('https://example.com/sorry');
    // Valid through the end of its day (UTC).
    const lastDay = await createLink('https://example.com/still', { expiry: { date: today } });
    expect((await visit(lastDay.shortUrl)).location).toBe('https://example.com/still');
    await expectCounts(lastDay, { totalClicks: 1, uniqueClicks: 1 });
    expect(await counts(expired)).toEqual({ totalClicks: 0, uniqueClicks: 0 });
    expect(await counts(withUrl)).toEqual({ totalClicks: 0, uniqueClicks: 0 });
  });

  it('expires a link once its click limit is reached (a few seconds of lag), to its expiration URL', async () => {
    const link = await createLink('https://example.com/limited', { expiry: { maxClicks: 2, url: 'https://example.com/limit-reached' } });
    expect((await visit(link.shortUrl)).location).toBe('https://example.com/limited');
    expect((await visit(link.shortUrl, { ua: UA.mac })).location).toBe('https://example.com/limited');
    await expectCounts(link, { totalClicks: 2, uniqueClicks: 2 });
    // The worker flags the alias; the redirect's cache (≤ 5 s) then sees it.
    const deadline = Date.now() + 12_000;
    let location = (await visit(link.shortUrl, { method: 'HEAD' })).location;
    while (location !== 'https://example.com/limit-reached' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      location = (await visit(link.shortUrl, { method: 'HEAD' })).location;
    }
    expect(location).toBe('https://example.com/limit-reached');
    expect(await counts(link)).toEqual({ totalClicks: 2, uniqueClicks: 2 });
  });

  it('refuses targets on its own short domain: a link to itself, a two-link cycle, an expiration URL or mobile redirect back', async () => {
    const alias = code();
    const other = await createLink('https://example.com/cycle');
    // Locally the short domain is localhost:PORT, which the URL rule refuses already (no dot);
    // 127.0.0.1:PORT is the same server under a name the rule accepts.
    const app = runtime().appUrl.replace('localhost', '127.0.0.1');
    const refused = { status: 400, body: expect.objectContaining({ errorMessage: MSG.targetIsShortLink }) };
    // Itself, another short link (a cycle's second half), with a query, in capitals.
    for (const longUrl of [`${app}/${alias}`, `${app}/${other.shortUrl}`, `${app}/${other.shortUrl}?x=1`, `${app.toUpperCase()}/${alias}`]) {
      const res = await call('POST', '/api/links', { json: { longUrl, shortUrl: alias }, headers: owner.auth });
      expect({ longUrl, status: res.status, body: res.body }).toEqual({ longUrl, ...refused });
    }
    const local = await call('POST', '/api/links', { json: { longUrl: `${runtime().appUrl}/${other.shortUrl}`, shortUrl: alias }, headers: owner.auth });
    expect(local.status, 'the short domain under its own name').toBe(400);
    for (const patch of [
      { longUrl: `${app}/${other.shortUrl}` },
      { expiry: { url: `${app}/${other.shortUrl}` } },
      { redirects: { ios: `${app}/${other.shortUrl}` } },
    ]) {
      const res = await call('PATCH', `/api/links/${other.id}`, { json: patch, headers: owner.auth });
      expect({ patch, status: res.status, body: res.body }).toEqual({ patch, ...refused });
    }
    // Bulk: the line is refused and listed, the others are queued.
    const campaign = await call<{ id: string }>('POST', '/api/campaigns', { json: { name: 'Loops' }, headers: owner.auth });
    const bulk = await call('POST', `/api/campaigns/${campaign.body.id}/links`, {
      json: { links: [{ longUrl: `${app}/${other.shortUrl}` }, { longUrl: 'https://example.com/fine' }] },
      headers: owner.auth,
    });
    expect({ status: bulk.status, queued: bulk.body.queued, invalid: bulk.body.invalid, rejected: bulk.body.rejected }).toEqual({
      status: 202,
      queued: 1,
      invalid: 1,
      rejected: [{ index: 0, longUrl: `${app}/${other.shortUrl}`, reason: 'shortLink' }],
    });
    // The link itself still goes where it went.
    expect((await visit(other.shortUrl)).location).toBe('https://example.com/cycle');
  });

  it('answers unknown codes with the not-found page (404) in the product look, every time', async () => {
    const bodies = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await visit(code());
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Link not found</h1>');
      expect(res.setCookie).toEqual([]);
      // Branded like the app's 404: the logo, the app's colours and card, a way to the app.
      expect(res.body).toContain('aria-label="Kisa home"');
      expect(res.body).toContain('#4f46e5');
      expect(res.body).toContain(`<a class="btn" href="${runtime().appUrl.replace(/\/+$/, '')}/">Go to Kisa</a>`);
      // The error pages lead to the report form.
      expect(res.body).toContain(`<a href="${runtime().appUrl.replace(/\/+$/, '')}/report">Report a short link</a>`);
      // Self-contained: nothing to load, the inline style allowed by its hash.
      expect(res.body).not.toMatch(/<script|<link|src=/i);
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'/);
      bodies.add(res.body);
    }
    expect(bodies.size, 'one page for every unknown code').toBe(1);
  });

  it('redirects bots and HEAD requests without counting them; bots are marked in the click log', async () => {
    const link = await createLink('https://example.com/bots');
    expect((await visit(link.shortUrl, { ua: UA.googlebot })).location).toBe('https://example.com/bots');
    const head = await visit(link.shortUrl, { method: 'HEAD' });
    expect({ status: head.status, location: head.location }).toEqual({ status: 302, location: 'https://example.com/bots' });
    await waitForLogLines((l) => l.linkId === link.id && l.isBot === true);
    expect((await visit(link.shortUrl)).status).toBe(302);
    await expectCounts(link, { totalClicks: 1, uniqueClicks: 1 });
    const lines = await waitForLogLines(
      (l) => l.linkId === link.id,
      (found) => found.length === 2,
    );
    const human = lines.find((l) => l.isBot === false)!;
    expect(human).toMatchObject({
      shortUrl: link.shortUrl,
      teamId: owner.user.teamId,
      unique: true,
      browser: 'Chrome',
      os: 'Windows',
      device: 'desktop',
      ip: '127.0.0.1',
    });
    expect(lines.find((l) => l.isBot === true)).toMatchObject({ unique: false, browser: null });
  });
});

describe('password gate', () => {
  // The limit tests count hits inside one fixed window: none may straddle a window's turn.
  beforeEach(() => awayFromWindowTurn());

  it('sends visitors to /loginurl/{code}; the right password answers the destination (device, UTM) and counts the click', async () => {
    const link = await createLink('https://example.com/secret', {
      password: { enabled: true, password: 'open sesame' },
      utm: { source: 'gate' },
      redirects: { android: 'https://play.google.com/store/apps/kisa' },
    });
    const gate = await visit(link.shortUrl);
    expect({ status: gate.status, location: gate.location, cacheControl: gate.cacheControl }).toEqual({
      status: 302,
      location: `${runtime().appUrl}/loginurl/${link.shortUrl}`,
      cacheControl: 'private, no-store',
    });
    const cookie = cookiePair(gate.setCookie)!;
    expect(cookie).toMatch(/^kid=/);

    const wrong = await unlock(link.shortUrl, 'nope', UA.desktop, cookie);
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 401, body: expect.objectContaining({ errorMessage: MSG.wrongLinkPassword }) });
    const right = await unlock(link.shortUrl, 'open sesame', UA.desktop, cookie);
    expect({ status: right.status, body: right.body }).toEqual({ status: 200, body: { location: 'https://example.com/secret?utm_source=gate' } });
    expect(right.cookies).toEqual([]); // the gate's cookie identified the visitor
    const android = await unlock(link.shortUrl, 'open sesame', UA.android);
    expect(android.body).toEqual({ location: 'https://play.google.com/store/apps/kisa?utm_source=gate' });
    expect(android.cookies[0]).toMatch(/^kid=/);
    await expectCounts(link, { totalClicks: 2, uniqueClicks: 2 });
  });

  it('requires both fields, knows unknown links, and limits attempts per client and link (429)', async () => {
    const link = await createLink('https://example.com/locked', { password: { enabled: true, password: 'right one' } });
    for (const body of [{}, { shortUrl: link.shortUrl }, { shortUrl: link.shortUrl, password: '' }, { shortUrl: '', password: 'x' }]) {
      const res = await call('POST', '/api/public/unlock', { json: body });
      expect({ status: res.status, body: res.body }, JSON.stringify(body)).toEqual({
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.allFieldsRequired }),
      });
    }
    const unknown = await unlock(code(), 'x');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: expect.objectContaining({ errorMessage: MSG.linkNotFound }) });

    for (let i = 0; i < RATE_LIMITS.unlockFailuresPerLinkAndIp.limit; i++) expect((await unlock(link.shortUrl, `wrong ${i}`)).status).toBe(401);
    const limited = await unlock(link.shortUrl, 'right one');
    expectLimited(limited, RATE_LIMITS.unlockFailuresPerLinkAndIp.windowSeconds);
    // Per link: another link of the same visitor is unaffected.
    const other = await createLink('https://example.com/other', { password: { enabled: true, password: 'right one' } });
    expect((await unlock(other.shortUrl, 'right one')).status).toBe(200);
  });

  it('tells the gate before any password whether the code is a link and needs one (GET /api/public/links/{code}/gate), nothing more, never counting', async () => {
    const gateOf = (c: string) => call('GET', `/api/public/links/${encodeURIComponent(c)}/gate`);
    const locked = await createLink('https://example.com/gated', { password: { enabled: true, password: 'right one' } });
    const open = await createLink('https://example.com/open');
    const expired = await createLink('https://example.com/gone', { password: { enabled: true, password: 'right one' }, expiry: { date: '2020-01-01' } });
    const shortLink = (c: string) => `${runtime().env.SHORT_URL_BASE!.replace(/\/+$/, '')}/${c}`;
    expect(await gateOf(locked.shortUrl)).toMatchObject({ status: 200, body: { passwordRequired: true, shortLink: shortLink(locked.shortUrl) } });
    expect(await gateOf(open.shortUrl)).toMatchObject({ status: 200, body: { passwordRequired: false, shortLink: shortLink(open.shortUrl) } });
    // An expired link's visitors never meet the gate (the redirect sends them to the expired screen).
    expect(await gateOf(expired.shortUrl)).toMatchObject({ status: 200, body: { passwordRequired: false, shortLink: shortLink(expired.shortUrl) } });
    expect(Object.keys((await gateOf(locked.shortUrl)).body).sort(), 'nothing more: no destination, no hash').toEqual(['passwordRequired', 'shortLink']);
    for (const unknown of [code(), 'x'.repeat(3000), 'a b', '%00', 'ünï']) {
      const res = await gateOf(unknown);
      expect({ unknown: unknown.slice(0, 20), status: res.status, body: res.body }).toEqual({
        unknown: unknown.slice(0, 20),
        status: 404,
        body: expect.objectContaining({ errorMessage: MSG.linkNotFound }),
      });
    }
    // Wrong passwords are still limited as before: asking the gate neither counts nor refunds an attempt.
    for (let i = 0; i < RATE_LIMITS.unlockFailuresPerLinkAndIp.limit; i++) expect((await unlock(locked.shortUrl, `wrong ${i}`)).status).toBe(401);
    expect((await gateOf(locked.shortUrl)).status).toBe(200);
    expectLimited(await unlock(locked.shortUrl, 'right one'), RATE_LIMITS.unlockFailuresPerLinkAndIp.windowSeconds);
    await expectCounts(locked, { totalClicks: 0, uniqueClicks: 0 });
  });

  it('does not count right passwords: a visitor (or a classroom behind one address) can unlock again and again', async () => {
    const link = await createLink('https://example.com/often', { password: { enabled: true, password: 'right one' } });
    for (let i = 0; i < RATE_LIMITS.unlockFailuresPerLinkAndIp.limit + 3; i++) expect((await unlock(link.shortUrl, 'right one')).status).toBe(200);
  });

  it('believes no client-sent CloudFront-Viewer-Address: a guesser rotating it is still one address (429, Retry-After), even for the right password', async () => {
    const link = await createLink('https://example.com/rotated', { password: { enabled: true, password: 'the right one' } });
    const answers = [];
    for (let n = 1; n <= 30; n++) {
      answers.push(
        await call('POST', '/api/public/unlock', {
          json: { shortUrl: link.shortUrl, password: `guess ${n}` },
          headers: { 'user-agent': UA.desktop, 'cloudfront-viewer-address': `203.0.113.${n}:443` },
        }),
      );
    }
    const limit = RATE_LIMITS.unlockFailuresPerLinkAndIp.limit;
    expect(answers.map((a) => a.status)).toEqual([...Array(limit).fill(401), ...Array(30 - limit).fill(429)]);
    for (const limited of answers.slice(limit)) expectLimited(limited, RATE_LIMITS.unlockFailuresPerLinkAndIp.windowSeconds);
    const right = await call('POST', '/api/public/unlock', {
      json: { shortUrl: link.shortUrl, password: 'the right one' },
      headers: { 'user-agent': UA.desktop, 'cloudfront-viewer-address': '203.0.113.250:443' },
    });
    expectLimited(right, RATE_LIMITS.unlockFailuresPerLinkAndIp.windowSeconds);
  });

  it(`limits wrong passwords per link across all addresses (${RATE_LIMITS.unlockFailuresPerLink.limit} per window): a guess spread over many addresses`, async () => {
    const link = await createLink('https://example.com/spread', { password: { enabled: true, password: 'the right one' } });
    const perAddress = RATE_LIMITS.unlockFailuresPerLinkAndIp.limit - 1; // each address stays under its own limit
    const addresses = Math.ceil(RATE_LIMITS.unlockFailuresPerLink.limit / perAddress);
    const guesses = Array.from({ length: addresses }, () => freshAddress()).flatMap((from) =>
      Array.from({ length: perAddress }, (_, i) => ({ from, password: `guess ${i}` })),
    );
    const statuses: number[] = [];
    for (let i = 0; i < guesses.length; i += 10) {
      const batch = guesses.slice(i, i + 10);
      const answers = await Promise.all(
        batch.map((g) => callFrom(g.from, 'POST', '/api/public/unlock', { json: { shortUrl: link.shortUrl, password: g.password } })),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    const limit = RATE_LIMITS.unlockFailuresPerLink.limit;
    expect(statuses.filter((s) => s === 401).length).toBe(limit);
    expect(statuses.filter((s) => s === 429).length).toBe(guesses.length - limit);
    // Then even the right password, from an address never seen before, waits.
    expectLimited(
      await callFrom(freshAddress(), 'POST', '/api/public/unlock', { json: { shortUrl: link.shortUrl, password: 'the right one' } }),
      RATE_LIMITS.unlockFailuresPerLink.windowSeconds,
    );
    // Other links are not affected.
    const other = await createLink('https://example.com/spread-other', { password: { enabled: true, password: 'the right one' } });
    expect((await callFrom(freshAddress(), 'POST', '/api/public/unlock', { json: { shortUrl: other.shortUrl, password: 'the right one' } })).status).toBe(200);
  });
});

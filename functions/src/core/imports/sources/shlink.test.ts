// First: it sets the import environment before anything loads config.
import { adapterContext, failureOf, readAllPages } from '#test-support/import-sources/adapter-context.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SourceContext, SourceLink } from '../import-source.js';
import { sourceHttp } from '../source-http.js';
import { ADAPTERS } from './index.js';
import { shlinkAdapter, shlinkRestBase } from './shlink.js';
import {
  BRANDED,
  DEFAULT_DOMAIN,
  GONE,
  generatedShortUrl,
  IDN,
  LAUNCH,
  SHLINK_API_KEY,
  SPRING,
  shlinkDataSet,
} from '#test-support/import-sources/shlink-data.js';
import { type ShlinkStandIn, shlinkKey, startShlinkStandIn } from '#test-support/import-sources/shlink-stand-in.js';

let standIn: ShlinkStandIn;
const { data, expected } = shlinkDataSet();

const context = (token = SHLINK_API_KEY, apiUrl = standIn.url): SourceContext => adapterContext(shlinkAdapter, apiUrl, token);

const readAll = (ctx: SourceContext) => readAllPages(shlinkAdapter, ctx, 20);

const history = (link: SourceLink) => {
  if (!shlinkAdapter.clickHistory) throw new Error('the Shlink adapter has no clickHistory');
  return shlinkAdapter.clickHistory(context(), link);
};

beforeAll(async () => {
  standIn = await startShlinkStandIn(data);
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

describe('shlink adapter: links', () => {
  it('is the registered adapter for shlink, sends the key as X-Api-Key and calls no host shared', () => {
    expect(ADAPTERS.shlink).toBe(shlinkAdapter);
    expect(shlinkAdapter.authHeaders?.('k-1')).toEqual({ 'X-Api-Key': 'k-1' });
    expect(shlinkAdapter.isSharedHost?.(context(), DEFAULT_DOMAIN)).toBe(false);
  });

  it('takes the server URL with or without /rest/v3', () => {
    expect(shlinkRestBase('https://s.example')).toBe('https://s.example/rest/v3');
    expect(shlinkRestBase('https://s.example/')).toBe('https://s.example/rest/v3');
    expect(shlinkRestBase('https://s.example/rest/v3')).toBe('https://s.example/rest/v3');
    expect(shlinkRestBase('https://s.example/shlink/rest/v2/')).toBe('https://s.example/shlink/rest/v2');
  });

  it('reads every page, 1,000 oldest first, and counts the two malformed short URLs as unreadable', async () => {
    const { pages, links } = await readAll(context());
    const lists = standIn.requests.filter((r) => r.path === '/rest/v3/short-urls');
    expect(lists.map((r) => `${r.query.get('page')} ${r.query.get('itemsPerPage')} ${r.query.get('orderBy')}`)).toEqual([
      '1 1000 dateCreated-ASC',
      '2 1000 dateCreated-ASC',
      '3 1000 dateCreated-ASC',
    ]);
    expect(pages.map((p) => p.links.length)).toEqual([999, 1000, 55]);
    expect(pages.map((p) => p.unreadable ?? 0)).toEqual([1, 0, 1]);
    expect(pages.map((p) => p.total)).toEqual([2056, 2056, 2056]);
    expect(links).toHaveLength(2054);
    expect(new Set(links.map((l) => l.sourceId)).size).toBe(2054);
    expect(links.map((l) => l.code)).not.toContain('broken');
    // Only the short URL with redirect rules cost a request of its own.
    expect(standIn.requests.filter((r) => r.path.endsWith('/redirect-rules')).map((r) => r.path)).toEqual(['/rest/v3/short-urls/Launch-2026/redirect-rules']);
    expect(standIn.requests.every((r) => r.headers['x-api-key'] === SHLINK_API_KEY)).toBe(true);
  });

  it('maps each field exactly: hosts in ASCII, the default domain as the server names it, dates in ISO, limits, device redirects', async () => {
    const { links } = await readAll(context());
    const byCode = new Map(links.map((l) => [l.code, l]));
    expect(byCode.get(SPRING.shortCode)).toEqual({
      sourceId: `${BRANDED}/spring`,
      host: BRANDED,
      code: 'spring',
      longUrl: SPRING.longUrl,
      title: 'Bahar İndirimi — ışıklı günler',
      tags: ['kampanya', 'İstanbul'],
      createdAt: '2026-03-01T09:30:00.000Z',
      expiresAt: '2026-12-31T20:59:59.000Z',
      maxClicks: 5000,
      ios: 'https://apps.apple.com/app/id123456',
      android: 'https://play.google.com/store/apps/details?id=com.acme',
      clicks: Object.values(expected[shlinkKey(BRANDED, 'spring')]!.days).reduce((a, b) => a + b, 0),
    });
    expect(byCode.get(LAUNCH.shortCode)).toEqual({
      sourceId: `DEFAULT:${DEFAULT_DOMAIN}/Launch-2026`,
      host: DEFAULT_DOMAIN,
      code: 'Launch-2026',
      longUrl: 'https://متجر.example/عرض?ref=shlink',
      title: '🎉 عرض خاص — Launch',
      tags: ['إطلاق', '🚀'],
      createdAt: '2025-11-15T18:05:00.000Z',
      // The first single-condition device rule by priority; the one that also asks for a language is not a device redirect.
      ios: 'https://apps.apple.com/app/id777',
      android: 'https://play.google.com/store/apps/details?id=com.acme.launch',
      clicks: Object.values(expected[shlinkKey(null, 'Launch-2026')]!.days).reduce((a, b) => a + b, 0),
    });
    expect(byCode.get(IDN.shortCode)).toEqual({
      sourceId: 'bağlantı.example/merhaba',
      host: 'xn--balant-45a2m.example',
      code: 'merhaba',
      longUrl: 'https://örnek.com.tr/sayfa',
      createdAt: '2026-01-20T00:00:00.000Z',
      clicks: 0,
    });
    const g3 = generatedShortUrl(3);
    expect(byCode.get(g3.shortCode as string)).toEqual({
      sourceId: `${BRANDED}/${g3.shortCode}`,
      host: BRANDED,
      code: g3.shortCode,
      longUrl: 'https://acme.example/p/3',
      title: 'Product 3',
      createdAt: '2024-01-01T03:00:00.000Z',
      clicks: 0,
    });
    expect(byCode.get('gone')?.host).toBe(DEFAULT_DOMAIN);
  });

  it('resumes from any page with the cursor it gave', async () => {
    const first = await shlinkAdapter.listLinks(context(), null);
    const second = await shlinkAdapter.listLinks(context(), first.next);
    const again = await shlinkAdapter.listLinks(context(), first.next);
    expect(again.links.map((l) => l.sourceId)).toEqual(second.links.map((l) => l.sourceId));
    await expect(shlinkAdapter.listLinks(context(), 'not a cursor')).rejects.toThrow('Not a Shlink import cursor');
  });

  it('ends at once on a server with no short URLs', async () => {
    const empty = await startShlinkStandIn({ apiKey: 'k', defaultDomain: 's.example', shortUrls: [], visits: {} });
    try {
      expect(await shlinkAdapter.listLinks(context('k', empty.url), null)).toEqual({ links: [], next: null, total: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('shlink adapter: history', () => {
  it('sums visits per UTC day and gives countries and referrer hosts over the first to the last day', async () => {
    const { links } = await readAll(context());
    const spring = links.find((l) => l.code === 'spring')!;
    standIn.requests.length = 0;
    const got = await history(spring);
    const want = expected[shlinkKey(BRANDED, 'spring')]!;
    expect(Object.fromEntries(got.days.map((d) => [d.day, d.clicks]))).toEqual(want.days);
    expect(got.days.map((d) => d.day)).toEqual(Object.keys(want.days).sort());
    expect(got.days.every((d) => d.clicks > 0)).toBe(true);
    expect(got.days.length).toBeGreaterThanOrEqual(40);
    expect(got.days[0]).toEqual({ day: '2026-03-01', clicks: 7 }); // at 01:00+03:00 on 03-02: the UTC day before
    const period = { from: '2026-03-01', to: got.days[got.days.length - 1]!.day };
    expect(got.countries).toEqual({ ...period, counts: want.countries });
    expect(got.referrers).toEqual({ ...period, counts: want.referrers });
    const visits = standIn.requests.filter((r) => r.path.endsWith('/visits'));
    expect(visits.map((r) => `${r.path} ${r.query.get('domain')} ${r.query.get('itemsPerPage')}`)).toEqual([
      `/rest/v3/short-urls/spring/visits ${BRANDED} 5000`,
    ]);
    expect(Date.parse(visits[0]!.query.get('endDate') ?? '')).not.toBeNaN();
  });

  it('names a default-domain link without `domain`, an IDN one by its domain as Shlink spells it', async () => {
    const { links } = await readAll(context());
    standIn.requests.length = 0;
    const launch = await history(links.find((l) => l.code === 'Launch-2026')!);
    expect(Object.fromEntries(launch.days.map((d) => [d.day, d.clicks]))).toEqual(expected[shlinkKey(null, 'Launch-2026')]!.days);
    expect(await history(links.find((l) => l.code === 'merhaba')!)).toEqual({ days: [] });
    const visits = standIn.requests.filter((r) => r.path.endsWith('/visits'));
    expect(visits.map((r) => r.query.get('domain'))).toEqual([null, 'bağlantı.example']);
  });

  it('reads every page of a long history', async () => {
    const many = Array.from({ length: 12_001 }, (_, i) => ({ date: new Date(Date.UTC(2026, 0, 1) + i * 600_000).toISOString(), referer: null }));
    const busy = await startShlinkStandIn({
      apiKey: 'k',
      defaultDomain: 's.example',
      shortUrls: [generatedShortUrl(1)],
      visits: { [shlinkKey(null, generatedShortUrl(1).shortCode as string)]: many },
    });
    try {
      const ctx = context('k', busy.url);
      const [link] = (await shlinkAdapter.listLinks(ctx, null)).links;
      const got = await shlinkAdapter.clickHistory!(ctx, link!);
      expect(got.days.reduce((a, d) => a + d.clicks, 0)).toBe(12_001);
      expect(got.days[0]).toEqual({ day: '2026-01-01', clicks: 144 });
      expect(got.referrers?.counts).toEqual({ '': 12_001 });
      expect(got.countries).toBeUndefined();
      expect(busy.requests.filter((r) => r.path.endsWith('/visits')).map((r) => r.query.get('page'))).toEqual(['1', '2', '3']);
    } finally {
      await busy.close();
    }
  });

  it('gives a link deleted since it was listed no history', async () => {
    const { links } = await readAll(context());
    expect(await history(links.find((l) => l.code === GONE.shortCode)!)).toEqual({ days: [] });
  });
});

describe('shlink adapter: faults', () => {
  it('401 (a wrong key, or none) → auth', async () => {
    expect((await failureOf(shlinkAdapter.listLinks(context('wrong-key'), null))).kind).toBe('auth');
    const none = { apiUrl: standIn.url, token: '', http: sourceHttp({ authHeaders: {} }) };
    expect((await failureOf(shlinkAdapter.listLinks(none, null))).kind).toBe('auth');
    standIn.fault = 'unauthorized';
    expect((await failureOf(shlinkAdapter.listLinks(context(), null))).status).toBe(401);
  });

  it('429 → rateLimited with the wait Retry-After asks', async () => {
    standIn.fault = { kind: 'rateLimited', times: 1, retryAfterSeconds: 42 };
    const error = await failureOf(shlinkAdapter.listLinks(context(), null));
    expect([error.kind, error.retryAfterMs]).toEqual(['rateLimited', 42_000]);
    expect((await shlinkAdapter.listLinks(context(), null)).links).toHaveLength(999);
  });

  it('500 → unavailable, HTML → garbled, a hang → unavailable within the timeout', async () => {
    standIn.fault = 'serverError';
    expect((await failureOf(shlinkAdapter.listLinks(context(), null))).kind).toBe('unavailable');
    standIn.fault = 'garbage';
    expect((await failureOf(shlinkAdapter.listLinks(context(), null))).kind).toBe('garbled');
    standIn.fault = { kind: 'hang', path: /\/visits$/ };
    const link = (await shlinkAdapter.listLinks(context(), null)).links.find((l) => l.code === 'Launch-2026')!;
    expect((await failureOf(history(link))).kind).toBe('unavailable');
  });
});

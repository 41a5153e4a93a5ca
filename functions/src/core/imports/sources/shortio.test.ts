// First: it sets the import environment before anything loads config.
import { adapterContext, failureOf, readAllPages } from '#test-support/import-sources/adapter-context.js';
import { IMPORT_MSG } from '@kisa/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SourceContext, SourceLink } from '../import-source.js';
import { sourceHttp } from '../source-http.js';
import { ADAPTERS } from './index.js';
import { authHeaders, shortioAdapter, statisticsUrlOf } from './shortio.js';
import { type ShortioStandIn, shortioDataSet, startShortioStandIn } from '#test-support/import-sources/shortio-stand-in.js';

let standIn: ShortioStandIn;
const data = shortioDataSet();
const [branded, shared, idn] = data.domains as [(typeof data.domains)[number], (typeof data.domains)[number], (typeof data.domains)[number]];
const readableOf = (links: Record<string, unknown>[]) => links.filter((l) => l.path !== '' && l.archived === false && typeof l.originalURL === 'string');

const context = (token = data.token): SourceContext => adapterContext(shortioAdapter, standIn.url, token);

const readAll = (ctx: SourceContext) => readAllPages(shortioAdapter, ctx);

const linkOn = (links: SourceLink[], host: string, code: string) => links.find((l) => l.host === host && l.code === code);

beforeAll(async () => {
  standIn = await startShortioStandIn(data);
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

describe('shortio adapter: links', () => {
  it('is the registered adapter for shortio, with the secret key bare in Authorization', () => {
    expect(ADAPTERS.shortio).toBe(shortioAdapter);
    expect(shortioAdapter.authHeaders?.('sk_1')).toEqual({ authorization: 'sk_1' });
    expect(statisticsUrlOf('https://api.short.io')).toBe('https://statistics.short.io');
    expect(statisticsUrlOf(standIn.url)).toBe(standIn.url);
  });

  it('reads every page of every domain, 150 links a page, and counts the archived and the malformed link as unreadable', async () => {
    const { pages, links } = await readAll(context());
    expect(standIn.requests.filter((r) => r.path === '/api/domains')).toHaveLength(1);
    const lists = standIn.requests.filter((r) => r.path === '/api/links');
    expect(lists.map((r) => `${r.query.get('domain_id')} ${r.query.get('limit')} ${r.query.has('pageToken')}`)).toEqual([
      '101 150 false',
      '101 150 true',
      '102 150 false',
      '103 150 false',
    ]);
    expect(standIn.requests).toHaveLength(5);
    // Each domain's root link is neither a link nor unreadable.
    expect(pages.map((p) => p.links.length)).toEqual([147, 53, 60, 10]);
    expect(pages.map((p) => p.unreadable ?? 0)).toEqual([2, 0, 0, 0]);
    expect(links).toHaveLength(270);
    const expected = [branded, shared, idn].flatMap((d) => readableOf(d.links).map((l) => l.idString));
    expect(links.map((l) => l.sourceId)).toEqual(expected);
    expect(links.map((l) => l.sourceId)).not.toContain('lnk_101_archived');
    expect(links.map((l) => l.sourceId)).not.toContain('lnk_101_broken');
  });

  it('maps each field exactly: code, ASCII host, tags, ms and ISO dates, expiry, password, device, UTM and click limit', async () => {
    const { links } = await readAll(context());
    expect(linkOn(links, 'go.acme.example', 'Yaz-İndirimi')).toEqual({
      sourceId: 'lnk_101_000000',
      host: 'go.acme.example',
      code: 'Yaz-İndirimi',
      longUrl: 'https://www.acme.example/p/101/0',
      title: "İstanbul'da ılık bir gün",
      tags: ['promo', 'kampanya-İç'],
      createdAt: '2026-06-01T08:00:00.000Z',
    } satisfies SourceLink);
    expect(linkOn(links, 'go.acme.example', 'link-1')).toEqual({
      sourceId: 'lnk_101_000001',
      host: 'go.acme.example',
      code: 'link-1',
      longUrl: 'https://www.acme.example/p/101/1',
      title: 'رابط الحملة الصيفية',
      createdAt: '2026-06-01T07:00:00.000Z',
    });
    expect(linkOn(links, 'go.acme.example', 'link-3')?.tags).toEqual(['🎉 launch']);
    expect(linkOn(links, 'go.acme.example', 'link-2')?.title).toBe('🚀 Launch day');
    expect(linkOn(links, 'go.acme.example', 'link-4')).toMatchObject({ expiresAt: '2027-01-01T00:00:00.000Z', expiredUrl: 'https://www.acme.example/expired' });
    expect(linkOn(links, 'go.acme.example', 'link-5')).toMatchObject({ passwordProtected: true });
    expect(linkOn(links, 'go.acme.example', 'link-5')).not.toHaveProperty('password');
    expect(linkOn(links, 'go.acme.example', 'link-6')).toMatchObject({
      ios: 'https://apps.apple.com/app/acme/id1',
      android: 'https://play.google.com/store/apps/details?id=example.acme',
    });
    expect(linkOn(links, 'go.acme.example', 'link-7')?.utm).toEqual({ source: 'newsletter', medium: 'email', campaign: 'güz-2026' });
    expect(linkOn(links, 'go.acme.example', 'link-8')?.maxClicks).toBe(500);
    expect(linkOn(links, 'acme.short.gy', 'sgy-9')?.sourceId).toBe('lnk_102_000009');
    expect(linkOn(links, 'xn--balant-45a2m.example', 'link-9')?.sourceId).toBe('lnk_103_000009');
    expect(new Set(links.map((l) => l.host))).toEqual(new Set(['go.acme.example', 'acme.short.gy', 'xn--balant-45a2m.example']));
  });

  it('takes the free short.gy subdomains as Short.io’s shared hosts, and no branded domain', () => {
    const isShared = (host: string) => shortioAdapter.isSharedHost?.(context(), host);
    expect([isShared('acme.short.gy'), isShared('short.gy'), isShared('go.acme.example'), isShared('short.gy.acme.example')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('resumes from any page: a cursor handed back reads on from where it stood, without listing the domains again', async () => {
    const first = await shortioAdapter.listLinks(context(), null);
    standIn.requests.length = 0;
    const second = await shortioAdapter.listLinks(context(), first.next);
    const again = await shortioAdapter.listLinks(context(), first.next);
    expect(again).toEqual(second);
    expect(second.links[0]!.sourceId).toBe('lnk_101_000147');
    expect(standIn.requests.map((r) => r.path)).toEqual(['/api/links', '/api/links']);
  });
});

describe('shortio adapter: click history', () => {
  it('sums each UTC day exactly, leaves days without clicks out, and brings countries and referrers over those days', async () => {
    const link = (await shortioAdapter.listLinks(context(), null)).links.find((l) => l.sourceId === 'lnk_101_000011')!;
    const history = await shortioAdapter.clickHistory!(context(), link);
    const source = data.clicks.lnk_101_000011!;
    expect(history.days).toEqual(
      Object.entries(source.days)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, clicks]) => ({ day, clicks })),
    );
    expect(history.days.length).toBeGreaterThanOrEqual(38);
    expect(history.days.every((d) => d.clicks > 0)).toBe(true);
    const stats = standIn.requests.filter((r) => r.path.startsWith('/statistics/'));
    expect(stats.map((r) => `${r.path} ${r.query.get('period')} ${r.query.get('tzOffset')}`)).toEqual(['/statistics/link/lnk_101_000011 total 0']);
    const period = { from: '2026-08-17', to: '2026-09-30' };
    expect(history.countries).toEqual({ ...period, counts: { TR: 16, SA: 3, US: 2 } });
    expect(history.referrers).toEqual({ ...period, counts: { 'www.google.com': 4, 'xn--balant-45a2m.example': 1 } });
  });

  it('a link with no clicks has an empty history', async () => {
    const link = (await shortioAdapter.listLinks(context(), null)).links.find((l) => l.sourceId === 'lnk_101_000002')!;
    expect(await shortioAdapter.clickHistory!(context(), link)).toEqual({ days: [] });
  });

  it('a link deleted since the list has an empty history, not a failure', async () => {
    const gone: SourceLink = { sourceId: 'lnk_101_gone', host: 'go.acme.example', code: 'gone', longUrl: 'https://www.acme.example/' };
    expect(await shortioAdapter.clickHistory!(context(), gone)).toEqual({ days: [] });
  });
});

describe('shortio adapter: what goes wrong', () => {
  it('a refused key is auth (401)', async () => {
    const error = await failureOf(shortioAdapter.listLinks(context('sk_wrong'), null));
    expect([error.kind, error.status, error.message]).toEqual(['auth', 401, IMPORT_MSG.sourceRefusedToken]);
  });

  it('429 is rateLimited, waiting the Retry-After Short.io sends, on the links and on the statistics', async () => {
    standIn.fault = { kind: 'rateLimited', times: 1, retryAfterSeconds: 12 };
    const error = await failureOf(shortioAdapter.listLinks(context(), null));
    expect([error.kind, error.status, error.retryAfterMs]).toEqual(['rateLimited', 429, 12_000]);
    const page = await shortioAdapter.listLinks(context(), null);
    expect(page.links).toHaveLength(147);
    standIn.fault = { kind: 'rateLimited', times: 1, retryAfterSeconds: 2, path: /^\/statistics\// };
    const stats = await failureOf(shortioAdapter.clickHistory!(context(), page.links[11]!));
    expect([stats.kind, stats.retryAfterMs]).toEqual(['rateLimited', 2_000]);
  });

  it('500 is unavailable, an HTML page is garbled, a hang is unavailable within the timeout', async () => {
    standIn.fault = 'serverError';
    expect((await failureOf(shortioAdapter.listLinks(context(), null))).kind).toBe('unavailable');
    standIn.fault = 'garbage';
    expect((await failureOf(shortioAdapter.listLinks(context(), null))).kind).toBe('garbled');
    standIn.fault = { kind: 'garbage', path: /^\/statistics\// };
    const link = { sourceId: 'lnk_101_000011', host: 'go.acme.example', code: 'link-11', longUrl: 'https://www.acme.example/p/101/11' };
    expect((await failureOf(shortioAdapter.clickHistory!(context(), link))).kind).toBe('garbled');
    standIn.fault = 'hang';
    const hung = await failureOf(shortioAdapter.listLinks(context(), null));
    expect([hung.kind, hung.message]).toEqual(['unavailable', `${IMPORT_MSG.sourceUnreachable}: No answer within 2000 ms`]);
  });

  it('JSON that is not the documented shape is garbled', async () => {
    const http = sourceHttp({ authHeaders: authHeaders(data.token) });
    vi.spyOn(http, 'json').mockImplementation(async (url) => (url.endsWith('/api/domains') ? [{ id: 101, hostname: 'go.acme.example' }] : { data: [] }));
    const error = await failureOf(shortioAdapter.listLinks({ apiUrl: standIn.url, token: data.token, http }, null));
    expect(error.kind).toBe('garbled');
  });

  it('an account without domains has nothing to import', async () => {
    const empty = await startShortioStandIn({ token: 'sk_empty', domains: [], clicks: {} });
    try {
      const ctx = adapterContext(shortioAdapter, empty.url, 'sk_empty');
      expect(await shortioAdapter.listLinks(ctx, null)).toEqual({ links: [], next: null, total: 0 });
    } finally {
      await empty.close();
    }
  });
});

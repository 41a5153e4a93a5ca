// First: it sets the import environment before anything loads config.
import { adapterContext, failureOf, readAllPages } from '#test-support/import-sources/adapter-context.js';
import { domainToASCII } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SourceContext, SourceLink } from '../import-source.js';
import { dubAdapter } from './dub.js';
import { ADAPTERS } from './index.js';
import { DUB_BRANDED, DUB_IDN, DUB_TOKEN, dailyClicks, dayBack, dubData } from '#test-support/import-sources/dub-data.js';
import { type DubStandIn, startDubStandIn } from '#test-support/import-sources/dub-stand-in.js';

let standIn: DubStandIn;
const data = dubData();

const context = (token = DUB_TOKEN, apiUrl = standIn.url): SourceContext => adapterContext(dubAdapter, apiUrl, token);

const readAll = (ctx: SourceContext) => readAllPages(dubAdapter, ctx);

let all: SourceLink[];
const byCode = (code: string) => {
  const link = all.find((l) => l.code === code);
  if (!link) throw new Error(`${code} was not read`);
  return link;
};

beforeAll(async () => {
  standIn = await startDubStandIn(data);
  all = (await readAll(context())).links;
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

describe('dub adapter: links', () => {
  it('is the registered adapter for dub (a Bearer key: no headers of its own)', () => {
    expect(ADAPTERS.dub).toBe(dubAdapter);
    expect(dubAdapter.authHeaders).toBeUndefined();
  });

  it('reads the links in no folder, then each folder, 100 a page with the archived ones, counting what it cannot import', async () => {
    const { pages, links } = await readAll(context());
    expect(standIn.requests.map((r) => [r.path, r.query.get('folderId'), r.query.get('page'), r.query.get('pageSize'), r.query.get('showArchived')])).toEqual([
      ['/folders', null, '1', '50', null],
      ['/links', 'unsorted', '1', '100', 'true'],
      ['/links', 'unsorted', '2', '100', 'true'],
      ['/links', 'unsorted', '3', '100', 'true'],
      ['/links', 'fold_1', '1', '100', 'true'],
    ]);
    expect(pages.map((p) => p.links.length + (p.unreadable ?? 0))).toEqual([100, 100, 60, 15]);
    expect(pages.reduce((n, p) => n + (p.unreadable ?? 0), 0)).toBe(3);
    expect(links).toHaveLength(272);
    expect(new Set(links.map((l) => l.sourceId)).size).toBe(272);
    expect(links.map((l) => l.code)).not.toContain('_root');
    expect(links.map((l) => l.code)).not.toContain('off');
    expect(standIn.requests.every((r) => r.headers.authorization === `Bearer ${DUB_TOKEN}`)).toBe(true);
  });

  it('maps each field: tags, expiry and its URL, password, device redirects, IDN host, titles in any script', () => {
    expect(byCode('istanbul')).toEqual({
      sourceId: 'link_0002',
      host: DUB_BRANDED,
      code: 'istanbul',
      longUrl: 'https://example.com/tr?kaynak=kısa',
      title: 'İstanbul ışıkları — Işıl ışıl',
      tags: ['Kampanya', 'İndirim'],
      createdAt: data.links[1]!.createdAt,
      clicks: Array.from({ length: 200 }, (_, d) => dailyClicks(d)).reduce((a, b) => a + b, 0),
    });
    expect(byCode('arabi')).toEqual({
      sourceId: 'link_0003',
      host: domainToASCII(DUB_IDN),
      code: 'arabi',
      longUrl: 'https://example.com/ar',
      title: 'رابط عربي للتجربة',
      createdAt: data.links[2]!.createdAt,
      expiresAt: '2027-01-31T23:59:00.000Z',
      expiredUrl: 'https://example.com/bitti',
      passwordProtected: true,
      password: 'gizli-şifre',
      clicks: 0,
    });
    expect(byCode('arabi').host).toMatch(/^xn--/);
    // UTM stays in the destination, where Dub keeps it (its utm_* fields are read from the URL).
    expect(byCode('party')).toEqual({
      sourceId: 'link_0004',
      host: 'dub.sh',
      code: 'party',
      longUrl: 'https://example.com/🎉?utm_source=dub&utm_medium=social',
      title: '🎉 Lansman',
      createdAt: data.links[3]!.createdAt,
      ios: 'https://apps.apple.com/app/id1',
      android: 'https://play.google.com/store/apps/details?id=a',
      clicks: 0,
    });
    expect(byCode('old')).toMatchObject({ sourceId: 'link_0005', host: 'dub.sh' });
    expect(byCode('kl-261')).toMatchObject({ host: 'dub.sh', tags: ['Klasör'] });
  });

  it("goes on by startingAfter past Dub's last offset page", async () => {
    const cursor = JSON.stringify({ folders: ['unsorted'], f: 0, page: 1001, after: 'link_0100' });
    const page = await dubAdapter.listLinks(context(), cursor);
    expect(standIn.requests[0]?.query.get('startingAfter')).toBe('link_0100');
    expect(standIn.requests[0]?.query.has('page')).toBe(false);
    expect(page.links.map((l) => l.sourceId).slice(0, 3)).toEqual(['link_0099', 'link_0098', 'link_0097']);
    expect(page.next).toBeNull();
  });
});

describe('dub adapter: history', () => {
  it('reads 200 days of daily clicks in ranges Dub answers by day, after asking the plan once', async () => {
    const history = await dubAdapter.clickHistory!(context(), byCode('istanbul'));
    expect(history.days).toEqual(Array.from({ length: 200 }, (_, i) => ({ day: dayBack(199 - i), clicks: dailyClicks(199 - i) })));
    const asked = standIn.requests.map((r) => r.path);
    expect(asked).toEqual(['/links/info', '/workspaces/ws_1ACME', '/analytics', '/analytics']);
    expect(standIn.requests[0]?.query.get('linkId')).toBe('link_0002');
    for (const r of standIn.requests.filter((q) => q.path === '/analytics')) {
      const span = (Date.parse(r.query.get('end')!) - Date.parse(r.query.get('start')!)) / 86_400_000;
      expect(span).toBeLessThanOrEqual(180);
      expect(r.query.get('timezone')).toBe('UTC');
      expect(r.query.get('linkId')).toBe('link_0002');
    }
    expect(standIn.requests.find((r) => r.path === '/analytics')?.query.get('start')).toBe(dayBack(250));
    standIn.requests.length = 0;
    await dubAdapter.clickHistory!(context(), byCode('istanbul'));
    expect(standIn.requests.map((r) => r.path)).toEqual(['/analytics', '/analytics']);
  });

  it('sums hourly buckets (a link of yesterday) into UTC days', async () => {
    expect((await dubAdapter.clickHistory!(context(), byCode('fresh'))).days).toEqual([
      { day: dayBack(1), clicks: 3 },
      { day: dayBack(0), clicks: 2 },
    ]);
  });

  it('asks nothing for a link without clicks', async () => {
    expect(await dubAdapter.clickHistory!(context(), byCode('arabi'))).toEqual({ days: [] });
    expect(standIn.requests).toHaveLength(0);
  });

  it('gives no history on the Free plan, whose key Dub answers 429 on analytics for ever', async () => {
    const free = await startDubStandIn(dubData({ plan: 'free' }));
    try {
      const link = (await readAll(context(DUB_TOKEN, free.url))).links.find((l) => l.code === 'istanbul')!;
      free.requests.length = 0;
      expect(await dubAdapter.clickHistory!(context(DUB_TOKEN, free.url), link)).toEqual({ days: [] });
      expect(free.requests.map((r) => r.path)).toEqual(['/links/info', '/workspaces/ws_1ACME']);
    } finally {
      await free.close();
    }
  });

  it('a 429 on analytics is rateLimited', async () => {
    standIn.fault = { kind: 'rateLimited', path: /analytics/, times: 1, resetSeconds: 2 };
    expect(await failureOf(dubAdapter.clickHistory!(context(), byCode('fresh')))).toMatchObject({ kind: 'rateLimited' });
  });
});

describe('dub adapter: faults', () => {
  it('a wrong key is auth', async () => {
    expect(await failureOf(dubAdapter.listLinks(context('dub_wrong'), null))).toMatchObject({ kind: 'auth', status: 401 });
  });

  it('a 429 is rateLimited for as long as its reset (epoch ms, in Retry-After too) says', async () => {
    standIn.fault = { kind: 'rateLimited', times: 1, resetSeconds: 7 };
    const error = await failureOf(dubAdapter.listLinks(context(), null));
    expect(error.kind).toBe('rateLimited');
    expect(error.retryAfterMs).toBeGreaterThan(5000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(7000);
  });

  it('a 500 is unavailable, an HTML page garbled', async () => {
    standIn.fault = 'serverError';
    expect(await failureOf(dubAdapter.listLinks(context(), null))).toMatchObject({ kind: 'unavailable', status: 500 });
    standIn.fault = 'garbage';
    expect(await failureOf(dubAdapter.listLinks(context(), null))).toMatchObject({ kind: 'garbled' });
  });

  it('a source that never answers is unavailable once the request timeout passes', async () => {
    standIn.fault = 'hang';
    expect(await failureOf(dubAdapter.listLinks(context(), null))).toMatchObject({ kind: 'unavailable' });
  });
});

// First: it sets the import environment before anything loads config.
import { adapterContext, failureOf, readAllPages } from '#test-support/import-sources/adapter-context.js';
import { domainToASCII } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SourceContext, SourceLink } from '../import-source.js';
import { ADAPTERS } from './index.js';
import { kuttAdapter, kuttDate } from './kutt.js';
import { kuttHistory } from './kutt-history.js';
import { dailyClicks, KUTT_BRANDED, KUTT_IDN, KUTT_NOW, kuttData, kuttUuid } from '#test-support/import-sources/kutt-data.js';
import { type KuttStandIn, startKuttStandIn } from '#test-support/import-sources/kutt-stand-in.js';

const DAY = 86_400_000;
const dayBack = (d: number) => new Date(KUTT_NOW - d * DAY).toISOString().slice(0, 10);

let standIn: KuttStandIn;
const data = kuttData();

const context = (token = data.apiKey, apiUrl = standIn.url): SourceContext => adapterContext(kuttAdapter, apiUrl, token);

const readAll = (ctx: SourceContext) => readAllPages(kuttAdapter, ctx);

const sum = (days: { clicks: number }[]) => days.reduce((a, d) => a + d.clicks, 0);

async function linkById(id: string): Promise<SourceLink> {
  const { links } = await readAll(context());
  const link = links.find((l) => l.sourceId === id);
  if (!link) throw new Error(`link ${id} was not read`);
  return link;
}

beforeAll(async () => {
  standIn = await startKuttStandIn(data);
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

describe('kutt adapter: links', () => {
  it('is the registered adapter for kutt, and sends the key in X-API-KEY', () => {
    expect(ADAPTERS.kutt).toBe(kuttAdapter);
    expect(kuttAdapter.authHeaders!('k')).toEqual({ 'x-api-key': 'k' });
  });

  it('reads every page of 50 to the end, counting the banned link and the malformed item as unreadable', async () => {
    const { pages, links } = await readAll(context());
    expect(pages).toHaveLength(6);
    expect(pages.map((p) => p.total)).toEqual(new Array(6).fill(262));
    expect(pages.reduce((n, p) => n + (p.unreadable ?? 0), 0)).toBe(2);
    expect(links).toHaveLength(260);
    expect(new Set(links.map((l) => l.sourceId)).size).toBe(260);
    expect(standIn.requests.map((r) => [r.path, r.query.get('limit'), r.query.get('skip')])).toEqual(
      [0, 50, 100, 150, 200, 250].map((skip) => ['/api/v2/links', '50', String(skip)]),
    );
    expect(standIn.requests.every((r) => r.headers['x-api-key'] === data.apiKey)).toBe(true);
  });

  it('maps each field: branded, IDN and default hosts, titles in any script, expiry, password, visit count', async () => {
    const { links } = await readAll(context());
    const byId = new Map(links.map((l) => [l.sourceId, l]));
    expect(byId.get(kuttUuid(1))).toEqual({
      sourceId: kuttUuid(1),
      host: KUTT_BRANDED,
      code: 'istanbul',
      longUrl: 'https://example.com/tr?kaynak=kısa',
      title: 'İstanbul ışıkları — Işıl ışıl',
      createdAt: '2026-01-02T09:15:00.000Z',
      clicks: Array.from({ length: 45 }, (_, d) => dailyClicks(d)).reduce((a, b) => a + b, 0),
    });
    expect(byId.get(kuttUuid(2))).toEqual({
      sourceId: kuttUuid(2),
      host: domainToASCII(KUTT_IDN),
      code: 'arabi',
      longUrl: 'https://example.com/ar',
      title: 'رابط عربي للتجربة',
      createdAt: '2026-01-01T08:00:00.000Z',
      expiresAt: '2026-12-31T23:59:00.000Z',
      passwordProtected: true,
      clicks: 0,
    });
    expect(byId.get(kuttUuid(2))!.host).toMatch(/^xn--/);
    expect(byId.get(kuttUuid(3))).toMatchObject({ host: 'kutt.it', code: 'party', title: '🎉 Lansman', clicks: 169 });
    expect(byId.get(kuttUuid(7))).toEqual({
      sourceId: kuttUuid(7),
      host: 'kutt.it',
      code: 'k7',
      longUrl: 'https://example.com/page/7',
      createdAt: new Date(Date.parse('2025-12-31T00:00:00.000Z') - 7 * 3_600_000).toISOString(),
      clicks: 0,
    });
    expect(byId.has(kuttUuid(4))).toBe(false);
  });

  it("takes a self-hosted server's default domain from the link's short URL, a host that is the team's own", async () => {
    const own = await startKuttStandIn(kuttData({ defaultDomain: 'Links.Örnek.example' }));
    try {
      const page = await kuttAdapter.listLinks(context(data.apiKey, own.url), null);
      expect(page.links.find((l) => l.code === 'party')?.host).toBe(domainToASCII('links.örnek.example'));
      expect(kuttAdapter.isSharedHost!(context(), domainToASCII('links.örnek.example'))).toBe(false);
      expect(kuttAdapter.isSharedHost!(context(), 'kutt.it')).toBe(true);
    } finally {
      await own.close();
    }
  });

  it("accepts the server's address without /api/v2", async () => {
    const page = await kuttAdapter.listLinks(context(data.apiKey, standIn.url.replace(/\/api\/v2$/, '/')), null);
    expect(page.links.length).toBe(48);
    expect(standIn.requests[0]?.path).toBe('/api/v2/links');
  });

  it('reads Kutt dates as UTC, whether ISO or SQLite', () => {
    expect(kuttDate('2026-05-01 10:20:30')).toBe('2026-05-01T10:20:30.000Z');
    expect(kuttDate('2026-05-01T10:20:30.000Z')).toBe('2026-05-01T10:20:30.000Z');
    expect(kuttDate('soon')).toBeUndefined();
  });

  it('resumes from any cursor it gave', async () => {
    const first = await kuttAdapter.listLinks(context(), null);
    const second = await kuttAdapter.listLinks(context(), first.next);
    const again = await kuttAdapter.listLinks(context(), first.next);
    expect(again).toEqual(second);
    expect(second.links[0]?.code).toBe('k51');
  });
});

describe('kutt adapter: history', () => {
  it('gives the last 30 days exactly and the rest as the total beyond them, never as made-up days', async () => {
    const link = await linkById(kuttUuid(1));
    standIn.requests.length = 0;
    const history = await kuttAdapter.clickHistory!(context(), link);
    expect(standIn.requests.map((r) => r.path)).toEqual([`/api/v2/links/${kuttUuid(1)}/stats`]);
    expect(history.days).toEqual(Array.from({ length: 30 }, (_, i) => ({ day: dayBack(29 - i), clicks: dailyClicks(29 - i) })).filter((d) => d.clicks > 0));
    expect(history.total).toBe(link.clicks);
    expect(sum(history.days)).toBeLessThan(link.clicks!);
    const period = { from: '2025-03-15', to: '2026-03-15' };
    expect(history.countries).toEqual({ ...period, counts: { TR: link.clicks } });
    let odd = 0;
    for (let d = 1; d <= 44; d += 2) odd += dailyClicks(d);
    expect(history.referrers).toEqual({ ...period, counts: { 'google.com': odd, '': link.clicks! - odd } });
  });

  it("keeps visits older than Kutt's daily windows in the link's total only", async () => {
    const link = await linkById(kuttUuid(3));
    const history = await kuttAdapter.clickHistory!(context(), link);
    expect(history.total).toBe(169);
    expect(history.days).toEqual([25, 20, 15, 10, 5, 0].map((d) => ({ day: dayBack(d), clicks: 2 })));
    expect(history.countries?.counts).toEqual({ SA: 73 });
  });

  it("reads Kutt 2's answer too: its last 30 days as days, the visit count as the total", () => {
    const lastMonth = { views: [...new Array<number>(29).fill(0), 3], stats: {} };
    const allTime = {
      views: [...new Array<number>(16).fill(0), 10, 3],
      stats: { country: [{ name: 'de', value: 13 }], referrer: [{ name: 'direct', value: 13 }] },
    };
    const stats = { lastMonth, allTime, updatedAt: new Date(KUTT_NOW).toISOString(), visit_count: 20, created_at: '2024-01-01T00:00:00.000Z' };
    const link = { sourceId: kuttUuid(1), host: 'kutt.it', code: 'x', longUrl: 'https://example.com/' };
    const { days, total, countries, referrers } = kuttHistory(stats, link);
    expect(days).toEqual([{ day: '2026-03-15', clicks: 3 }]);
    expect(total).toBe(20);
    expect(countries?.counts).toEqual({ DE: 13 });
    expect(referrers?.counts).toEqual({ '': 13 });
  });

  it('asks nothing for a link without visits', async () => {
    const link = await linkById(kuttUuid(7));
    standIn.requests.length = 0;
    expect(await kuttAdapter.clickHistory!(context(), link)).toEqual({ days: [] });
    expect(standIn.requests).toHaveLength(0);
  });

  it('gives no history for a link deleted since it was listed (Kutt answers its stats 500), and fails on a real 500', async () => {
    const link = await linkById(kuttUuid(10));
    const index = data.links.findIndex((l) => (l as { uuid?: string }).uuid === kuttUuid(10));
    const [removed] = data.links.splice(index, 1);
    try {
      expect(await kuttAdapter.clickHistory!(context(), link)).toEqual({ days: [] });
    } finally {
      data.links.splice(index, 0, removed!);
    }
    standIn.fault = { kind: 'serverError', path: /stats$/ };
    expect(await failureOf(kuttAdapter.clickHistory!(context(), link))).toMatchObject({ kind: 'unavailable', status: 500 });
    standIn.fault = null;
    expect(await kuttAdapter.clickHistory!(context(), link)).toEqual({ days: [{ day: dayBack(3), clicks: 4 }] });
  });
});

describe('kutt adapter: faults', () => {
  it('a wrong key is auth', async () => {
    expect(await failureOf(kuttAdapter.listLinks(context('wrong'), null))).toMatchObject({ kind: 'auth', status: 401 });
  });

  it('a 429 is rateLimited with the wait its Retry-After says', async () => {
    standIn.fault = { kind: 'rateLimited', times: 1, resetSeconds: 7 };
    expect(await failureOf(kuttAdapter.listLinks(context(), null))).toMatchObject({ kind: 'rateLimited', retryAfterMs: 7000 });
    expect((await kuttAdapter.listLinks(context(), null)).links).toHaveLength(48);
  });

  it('a 500 is unavailable and an HTML page garbled; an account without links is one empty page', async () => {
    standIn.fault = 'serverError';
    expect(await failureOf(kuttAdapter.listLinks(context(), null))).toMatchObject({ kind: 'unavailable' });
    standIn.fault = 'garbage';
    expect(await failureOf(kuttAdapter.listLinks(context(), null))).toMatchObject({ kind: 'garbled' });
    standIn.fault = null;
    const withoutData = await startKuttStandIn({ ...kuttData(), links: [] });
    try {
      expect((await kuttAdapter.listLinks(context(data.apiKey, withoutData.url), null)).next).toBeNull();
    } finally {
      await withoutData.close();
    }
  });

  it('a source that never answers is unavailable once the request timeout passes', async () => {
    standIn.fault = 'hang';
    expect(await failureOf(kuttAdapter.listLinks(context(), null))).toMatchObject({ kind: 'unavailable' });
  });
});

// First: it sets the import environment before anything loads config.
import { adapterContext, failureOf, readAllPages } from '#test-support/import-sources/adapter-context.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SourceContext, SourceLink } from '../import-source.js';
import { bitlyAdapter } from './bitly.js';
import { ADAPTERS } from './index.js';
import {
  ARCHIVED,
  BITLY_TOKEN,
  bitlyDataSet,
  dailyClicks,
  generatedCode,
  IDN,
  LAUNCH,
  MALFORMED,
  readableBitlinks,
  SPRING,
} from '#test-support/import-sources/bitly-data.js';
import { type BitlyStandIn, startBitlyStandIn } from '#test-support/import-sources/bitly-stand-in.js';

let standIn: BitlyStandIn;
const data = bitlyDataSet();

const context = (token = BITLY_TOKEN): SourceContext => adapterContext(bitlyAdapter, standIn.url, token);

const readAll = (ctx: SourceContext) => readAllPages(bitlyAdapter, ctx);

const sumOf = (days: Record<string, number>) => Object.values(days).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  standIn = await startBitlyStandIn(data);
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

describe('bitly adapter: links', () => {
  it('is the registered adapter for bitly', () => {
    expect(ADAPTERS.bitly).toBe(bitlyAdapter);
  });

  it('reads every page of every group, 100 bitlinks a page, and counts the archived and the malformed one as unreadable', async () => {
    const { pages, links } = await readAll(context());
    const lists = standIn.requests.filter((r) => r.path.endsWith('/bitlinks'));
    expect(lists.map((r) => `${r.path.split('/')[3]} ${r.query.get('size')} ${r.query.get('archived')}`)).toEqual([
      'Bk1Acme 100 both',
      'Bk1Acme 100 both',
      'Bk1Acme 100 both',
      'Bk2Shop 100 both',
    ]);
    expect(pages.map((p) => p.links.length)).toEqual([101, 100, 29, 25]); // SPRING's custom back-half is a link of its own
    expect(pages.map((p) => p.unreadable ?? 0)).toEqual([0, 0, 0, 2]);
    const readable = readableBitlinks(data);
    expect(readable).toHaveLength(254);
    const ids = links.filter((l) => !l.sourceId.startsWith('custom:')).map((l) => l.sourceId);
    expect(ids).toEqual(readable.map((l) => l.id));
    expect(new Set(links.map((l) => l.sourceId)).size).toBe(255);
    expect(ids).not.toContain(ARCHIVED.id);
    expect(ids).not.toContain(MALFORMED.id);
  });

  it('maps a branded bitlink, its custom back-half, an Arabic/emoji title on bit.ly and an IDN host exactly', async () => {
    const { links } = await readAll(context());
    const spring: SourceLink = {
      sourceId: 'go.acme.example/spring',
      host: 'go.acme.example',
      code: 'spring',
      longUrl: 'https://acme.example/spring?utm_source=bitly&utm_medium=social',
      title: 'Bahar İndirimi — ışıklı günler',
      tags: ['kampanya', 'İstanbul'],
      createdAt: '2026-03-01T09:30:00.000Z',
      expiresAt: '2026-12-31T23:59:59.000Z',
      ios: 'https://apps.apple.com/app/id123456',
      android: 'https://play.google.com/store/apps/details?id=com.acme',
    };
    expect(links.find((l) => l.sourceId === SPRING.id)).toEqual(spring);
    expect(links.find((l) => l.code === 'bahar')).toEqual({ ...spring, sourceId: 'custom:go.acme.example/spring go.acme.example/bahar', code: 'bahar' });
    expect(links.find((l) => l.sourceId === LAUNCH.id)).toEqual({
      sourceId: 'bit.ly/3Xy9Kq',
      host: 'bit.ly',
      code: '3Xy9Kq',
      longUrl: 'https://متجر.example/عرض?ref=bitly',
      title: '🎉 عرض خاص — Launch',
      tags: ['إطلاق', '🚀'],
      createdAt: '2025-11-15T18:05:00.000Z',
    });
    // No title, no tags, and a deeplink that never sends to a store: none of them.
    expect(links.find((l) => l.sourceId === IDN.id)).toEqual({
      sourceId: 'bağlantı.example/merhaba', // Bitly's own id: its metrics are asked by it
      host: 'xn--balant-45a2m.example',
      code: 'merhaba',
      longUrl: 'https://örnek.com.tr/sayfa',
      createdAt: '2026-01-20T00:00:00.000Z',
    });
    expect(links.find((l) => l.code === generatedCode(5))).toEqual({
      sourceId: `bit.ly/${generatedCode(5)}`,
      host: 'bit.ly',
      code: generatedCode(5),
      longUrl: 'https://acme.example/p/5',
      title: 'Product 5',
      tags: ['catalog'],
      createdAt: '2025-12-31T19:00:00.000Z',
    });
  });

  it('resumes from any page cursor and reads the same links from there', async () => {
    const ctx = context();
    const first = await bitlyAdapter.listLinks(ctx, null);
    const second = await bitlyAdapter.listLinks(ctx, first.next);
    const again = await bitlyAdapter.listLinks(ctx, first.next);
    expect(again).toEqual(second);
    expect(second.links[0]?.code).toBe(generatedCode(98));
  });

  it('reads a token with no groups as no links', async () => {
    const empty = await startBitlyStandIn({ token: 't', groups: [], clicks: {} });
    try {
      const page = await bitlyAdapter.listLinks({ ...context('t'), apiUrl: empty.url }, null);
      expect(page).toEqual({ links: [], next: null, total: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('bitly adapter: click history', () => {
  it('sums daily clicks exactly, leaves out days with none, and gives countries and referring hosts over the period', async () => {
    const spring = (await bitlyAdapter.listLinks(context(), null)).links.find((l) => l.sourceId === SPRING.id)!;
    const history = await bitlyAdapter.clickHistory!(context(), spring);
    const expected = dailyClicks('2026-03-01', 45, 1);
    expect(history.days).toEqual(Object.entries(expected).map(([day, clicks]) => ({ day, clicks })));
    expect(history.days.length).toBeGreaterThanOrEqual(40);
    const total = sumOf(expected);
    expect(history.days.reduce((a, d) => a + d.clicks, 0)).toBe(total);
    const period = { from: history.days[0]!.day, to: history.days.at(-1)!.day };
    const third = Math.floor(total / 3);
    expect(history.countries).toEqual({
      ...period,
      counts: { TR: Math.floor(total / 2), SA: Math.floor(total / 4), US: total - Math.floor(total / 2) - Math.floor(total / 4) },
    });
    expect(history.referrers).toEqual({ ...period, counts: { '': third, 't.co': third, 'xn--balant-45a2m.example': total - 2 * third } });
    expect(standIn.requests.filter((r) => r.path.startsWith('/v4/bitlinks/')).map((r) => `${r.path} ${r.query.get('unit')} ${r.query.get('units')}`)).toEqual([
      '/v4/bitlinks/go.acme.example/spring/clicks day -1',
      '/v4/bitlinks/go.acme.example/spring/countries day -1',
      '/v4/bitlinks/go.acme.example/spring/referring_domains day -1',
    ]);
  });

  it('asks nothing more for a link without clicks, and nothing at all for a custom back-half (its bitlink counts its clicks)', async () => {
    const { links } = await readAll(context());
    standIn.requests.length = 0;
    expect(await bitlyAdapter.clickHistory!(context(), links.find((l) => l.code === 'merhaba')!)).toEqual({ days: [] });
    expect(await bitlyAdapter.clickHistory!(context(), links.find((l) => l.code === 'bahar')!)).toEqual({ days: [] });
    expect(standIn.requests.map((r) => r.path)).toEqual([`/v4/bitlinks/${encodeURIComponent('bağlantı.example')}/merhaba/clicks`]);
  });

  it('reads a plan without metrics (402) or a bitlink deleted meanwhile (404) as no history', async () => {
    data.upgradeRequired = [LAUNCH.id];
    try {
      const link = (await bitlyAdapter.listLinks(context(), null)).links.find((l) => l.sourceId === LAUNCH.id)!;
      expect(await bitlyAdapter.clickHistory!(context(), link)).toEqual({ days: [] });
      expect(await bitlyAdapter.clickHistory!(context(), { ...link, sourceId: 'bit.ly/gone404' })).toEqual({ days: [] });
    } finally {
      data.upgradeRequired = [];
    }
  });
});

describe('bitly adapter: faults', () => {
  it('a refused token (403 FORBIDDEN) is auth', async () => {
    const wrong = await failureOf(bitlyAdapter.listLinks(context('not-the-token'), null));
    expect([wrong.kind, wrong.status]).toEqual(['auth', 403]);
    standIn.fault = 'unauthorized';
    const refused = await failureOf(bitlyAdapter.listLinks(context(), null));
    expect([refused.kind, refused.status]).toEqual(['auth', 403]);
  });

  it('a 429 is rateLimited with the wait X-RateLimit-Reset names, and the next request goes through', async () => {
    standIn.fault = { kind: 'rateLimited', times: 1, resetSeconds: 30 };
    const before = Date.now();
    const error = await failureOf(bitlyAdapter.listLinks(context(), null));
    const after = Date.now();
    expect(error.kind).toBe('rateLimited');
    expect(standIn.requests.map((r) => r.status)).toEqual([429]);
    // X-RateLimit-Reset is epoch seconds, 30 s on from when the stand-in answered: the wait is that reset less when it was read.
    expect(error.retryAfterMs).toBeGreaterThanOrEqual(29_000 - (after - before));
    expect(error.retryAfterMs).toBeLessThanOrEqual(30_000 + (after - before));
    expect((await bitlyAdapter.listLinks(context(), null)).links).toHaveLength(101);
  });

  it('a 500 is unavailable, an HTML page is garbled, a hang is unavailable within the timeout', async () => {
    standIn.fault = 'serverError';
    const down = await failureOf(bitlyAdapter.listLinks(context(), null));
    expect([down.kind, down.status]).toEqual(['unavailable', 500]);
    standIn.fault = 'garbage';
    expect((await failureOf(bitlyAdapter.listLinks(context(), null))).kind).toBe('garbled');
    standIn.fault = { kind: 'hang', path: /\/clicks$/ };
    const spring = (await bitlyAdapter.listLinks(context(), null)).links[0]!;
    const hung = await failureOf(bitlyAdapter.clickHistory!(context(), spring));
    expect(hung.kind).toBe('unavailable');
    expect(hung.message).toMatch(/could not be reached/);
  });

  it('a page without its links array is garbled, not an empty page', async () => {
    const odd = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.url === '/v4/groups' ? { groups: [{ guid: 'G' }] } : { data: [], pagination: {} }));
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/v4`;
      expect((await failureOf(bitlyAdapter.listLinks({ ...context(), apiUrl }, null))).kind).toBe('garbled');
    } finally {
      await new Promise((resolve) => odd.close(resolve));
    }
  });
});

// First: it sets the import environment before anything loads config.
import { adapterContext, failureOf, readAllPages } from '#test-support/import-sources/adapter-context.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SourceContext } from '../import-source.js';
import { ADAPTERS } from './index.js';
import { yourlsAdapter, yourlsEndpoint } from './yourls.js';
import { generatedRow, LAUNCH, SEHIR, SPRING, UNTITLED, YOURLS_HOST, YOURLS_SIGNATURE, yourlsDataSet } from '#test-support/import-sources/yourls-data.js';
import { startYourlsStandIn, type YourlsStandIn } from '#test-support/import-sources/yourls-stand-in.js';

let standIn: YourlsStandIn;
const data = yourlsDataSet();

const context = (token = YOURLS_SIGNATURE, apiUrl = standIn.url): SourceContext => adapterContext(yourlsAdapter, apiUrl, token);

const readAll = (ctx: SourceContext) => readAllPages(yourlsAdapter, ctx, 20);

beforeAll(async () => {
  standIn = await startYourlsStandIn(data);
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

describe('yourls adapter: links', () => {
  it('is the registered adapter for yourls; the signature goes in the query, no header; it has no history', () => {
    expect(ADAPTERS.yourls).toBe(yourlsAdapter);
    expect(yourlsAdapter.authHeaders?.(YOURLS_SIGNATURE)).toEqual({});
    expect(yourlsAdapter.clickHistory).toBeUndefined();
    expect(yourlsAdapter.isSharedHost?.(context(), YOURLS_HOST)).toBe(false);
  });

  it('takes the site or its yourls-api.php', () => {
    expect(yourlsEndpoint('https://sho.rt')).toBe('https://sho.rt/yourls-api.php');
    expect(yourlsEndpoint('https://sho.rt/s/')).toBe('https://sho.rt/s/yourls-api.php');
    expect(yourlsEndpoint('https://sho.rt/yourls-api.php')).toBe('https://sho.rt/yourls-api.php');
  });

  it('reads every page, 1,000 newest first, and counts the rows without keyword or destination as unreadable', async () => {
    const { pages, links } = await readAll(context());
    expect(standIn.requests.map((r) => [...r.query].map(([k, v]) => `${k}=${v}`).join('&'))).toEqual(
      [0, 1000, 2000].map((start) => `action=stats&filter=last&limit=1000&start=${start}&format=json&signature=${YOURLS_SIGNATURE}`),
    );
    expect(pages.map((p) => p.links.length)).toEqual([998, 1000, 56]);
    expect(pages.map((p) => p.unreadable ?? 0)).toEqual([2, 0, 0]);
    expect(pages.map((p) => p.total)).toEqual([2056, 2056, 2056]);
    expect(new Set(links.map((l) => l.sourceId)).size).toBe(2054);
    expect(links.slice(0, 5).map((l) => l.code)).toEqual(['bahar', 'plain', 'şehir', 'launch', (2049 + 1296).toString(36)]);
    expect(links.map((l) => l.code)).not.toContain('broken');
    expect(links.every((l) => l.host === YOURLS_HOST)).toBe(true);
  });

  it('maps each field exactly: the IDN host in ASCII, the keyword decoded, the UTC timestamp in ISO, clicks as a number', async () => {
    const { links } = await readAll(context());
    const byCode = new Map(links.map((l) => [l.code, l]));
    expect(byCode.get('bahar')).toEqual({
      sourceId: `${YOURLS_HOST}/bahar`,
      host: YOURLS_HOST,
      code: 'bahar',
      longUrl: SPRING.url,
      title: 'Bahar İndirimi — ışıklı günler',
      createdAt: '2026-03-01T09:30:00.000Z',
      clicks: 1234,
    });
    expect(byCode.get('launch')).toEqual({
      sourceId: `${YOURLS_HOST}/launch`,
      host: YOURLS_HOST,
      code: 'launch',
      longUrl: LAUNCH.url,
      title: '🎉 عرض خاص — Launch',
      createdAt: '2025-11-15T18:05:00.000Z',
      clicks: 0,
    });
    expect(byCode.get('şehir')).toMatchObject({ sourceId: `${YOURLS_HOST}/şehir`, longUrl: SEHIR.url, title: 'İstanbul', clicks: 7 });
    // The title YOURLS filled with the URL itself is no title.
    expect(byCode.get('plain')).toEqual({
      sourceId: `${YOURLS_HOST}/plain`,
      host: YOURLS_HOST,
      code: 'plain',
      longUrl: UNTITLED.url,
      createdAt: '2026-02-01T00:00:00.000Z',
      clicks: 3,
    });
    const g5 = generatedRow(5);
    expect(byCode.get(g5.keyword as string)).toEqual({
      sourceId: `${YOURLS_HOST}/${g5.keyword}`,
      host: YOURLS_HOST,
      code: g5.keyword,
      longUrl: 'https://acme.example/p/5',
      title: 'Product 5',
      createdAt: '2024-01-01T05:00:00.000Z',
      clicks: 5,
    });
  });

  it('takes keywords after the site path when YOURLS lives in a folder', async () => {
    const folder = await startYourlsStandIn(yourlsDataSet({ generated: 3, site: 'https://Sho.RT/s' }), { sitePath: '/s' });
    try {
      const page = await yourlsAdapter.listLinks(context(YOURLS_SIGNATURE, folder.siteUrl), null);
      expect(page.links.map((l) => l.sourceId).slice(0, 3)).toEqual(['sho.rt/bahar', 'sho.rt/plain', 'sho.rt/şehir']);
      expect(page.next).toBeNull();
      expect(folder.requests.map((r) => r.path)).toEqual(['/s/yourls-api.php']);
    } finally {
      await folder.close();
    }
  });

  it('resumes from any page with the cursor it gave, and ends at once on an empty site', async () => {
    const first = await yourlsAdapter.listLinks(context(), null);
    const second = await yourlsAdapter.listLinks(context(), first.next);
    const again = await yourlsAdapter.listLinks(context(), first.next);
    expect(again.links.map((l) => l.sourceId)).toEqual(second.links.map((l) => l.sourceId));
    await expect(yourlsAdapter.listLinks(context(), '{"page":2}')).rejects.toThrow('Not a YOURLS import cursor');
    const empty = await startYourlsStandIn({ signature: 's', site: 'https://sho.rt', links: [] });
    try {
      expect(await yourlsAdapter.listLinks(context('s', empty.url), null)).toEqual({ links: [], next: null, total: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe('yourls adapter: faults', () => {
  it("403 'Please log in' (a wrong signature) → auth", async () => {
    const error = await failureOf(yourlsAdapter.listLinks(context('wrong'), null));
    expect([error.kind, error.status]).toEqual(['auth', 403]);
    standIn.fault = 'unauthorized';
    expect((await failureOf(yourlsAdapter.listLinks(context(), null))).kind).toBe('auth');
  });

  it('429 → rateLimited with the wait Retry-After asks, then the page reads', async () => {
    standIn.fault = { kind: 'rateLimited', times: 2, retryAfterSeconds: 30 };
    for (let i = 0; i < 2; i++) {
      const error = await failureOf(yourlsAdapter.listLinks(context(), null));
      expect([error.kind, error.retryAfterMs]).toEqual(['rateLimited', 30_000]);
    }
    expect((await yourlsAdapter.listLinks(context(), null)).links).toHaveLength(998);
    expect(standIn.requests.map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('500 → unavailable, an HTML page → garbled, a hang → unavailable within the timeout, not YOURLS → notFound', async () => {
    standIn.fault = 'serverError';
    expect((await failureOf(yourlsAdapter.listLinks(context(), null))).kind).toBe('unavailable');
    standIn.fault = 'garbage';
    expect((await failureOf(yourlsAdapter.listLinks(context(), null))).kind).toBe('garbled');
    standIn.fault = 'hang';
    expect((await failureOf(yourlsAdapter.listLinks(context(), null))).kind).toBe('unavailable');
    standIn.fault = null;
    expect((await failureOf(yourlsAdapter.listLinks(context(YOURLS_SIGNATURE, `${standIn.siteUrl}/admin`), null))).kind).toBe('notFound');
  });
});

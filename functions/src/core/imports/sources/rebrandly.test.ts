// First: it sets the import environment before anything loads config.
import { adapterContext, failureOf, readAllPages } from '#test-support/import-sources/adapter-context.js';
import { IMPORT_MSG } from '@kisa/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SourceContext, SourceLink } from '../import-source.js';
import { sourceHttp } from '../source-http.js';
import { ADAPTERS } from './index.js';
import { authHeaders, rebrandlyAdapter } from './rebrandly.js';
import { type RebrandlyStandIn, rebrandlyDataSet, startRebrandlyStandIn } from '#test-support/import-sources/rebrandly-stand-in.js';

let standIn: RebrandlyStandIn;
const data = rebrandlyDataSet();
const readable = data.links.filter((l) => l.status === 'active' && typeof l.destination === 'string');
const readableIds = readable.map((l) => l.id as string);

const context = (token = data.token): SourceContext => adapterContext(rebrandlyAdapter, standIn.url, token);

const readAll = (ctx: SourceContext) => readAllPages(rebrandlyAdapter, ctx);

beforeAll(async () => {
  standIn = await startRebrandlyStandIn(data);
});
afterEach(() => {
  standIn.reset();
  vi.useRealTimers();
});
afterAll(() => standIn.close());

describe('rebrandly adapter: links', () => {
  it('is the registered adapter for rebrandly, with the key in the apikey header', () => {
    expect(ADAPTERS.rebrandly).toBe(rebrandlyAdapter);
    expect(rebrandlyAdapter.authHeaders?.('k-1')).toEqual({ apikey: 'k-1' });
    expect(rebrandlyAdapter.clickHistory).toBeUndefined(); // Rebrandly's API keeps lifetime totals only
  });

  it('reads every page, 25 links a page from the last id read, and counts the deleted and the malformed link as unreadable', async () => {
    const { pages, links } = await readAll(context());
    const lists = standIn.requests.filter((r) => r.path === '/v1/links');
    expect(lists.map((r) => r.query.get('limit'))).toEqual(Array(11).fill('25'));
    expect(lists.map((r) => r.query.get('last'))).toEqual([null, ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((p) => data.links[p * 25 - 1]!.id)]);
    expect(pages.map((p) => p.links.length)).toEqual([25, 25, 25, 25, 24, 25, 25, 25, 24, 25, 12]);
    expect(pages.map((p) => p.unreadable ?? 0)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
    expect(pages[0]!.total).toBe(262);
    expect(pages.slice(1).every((p) => p.total === undefined)).toBe(true);
    expect(links.map((l) => l.sourceId)).toEqual(readableIds);
    // One count, eleven pages, and each readable link's tags: nothing more.
    expect(standIn.requests.filter((r) => r.path === '/v1/links/count')).toHaveLength(1);
    expect(standIn.requests.filter((r) => r.path.endsWith('/tags'))).toHaveLength(260);
    expect(standIn.requests).toHaveLength(272);
  });

  it('maps each field exactly: the code as Rebrandly spells it, the host in ASCII, tags by name, ISO dates, lifetime clicks', async () => {
    const { links } = await readAll(context());
    const byId = new Map(links.map((l) => [l.sourceId, l]));
    expect(byId.get(readableIds[0]!)).toEqual({
      sourceId: readableIds[0]!,
      host: 'rebrand.ly',
      code: 'Yaz_Indirimi', // a slashtag is A-Z, a-z, 0-9, _ and - only
      longUrl: 'https://www.acme.example/pages/0?ref=rb',
      title: "İstanbul'da ılık bir gün",
      tags: ['kampanya-İç', '🎉 launch'],
      createdAt: '2026-09-30T12:00:00.000Z',
      clicks: 0,
    } satisfies SourceLink);
    expect(byId.get(readableIds[1]!)).toEqual({
      sourceId: readableIds[1]!,
      host: 'go.acme.example',
      code: 'spring-1',
      longUrl: 'https://www.acme.example/pages/1?ref=rb',
      title: 'رابط الحملة الصيفية',
      createdAt: '2026-09-30T11:00:00.000Z',
      clicks: 7,
    });
    expect(byId.get(readableIds[3]!)).toMatchObject({ host: 'xn--balant-45a2m.example', code: 'spring-3', tags: ['promo'], clicks: 21 });
    expect(byId.get(readableIds[2]!)?.title).toBe('🚀 Launch day');
    expect(new Set(links.map((l) => l.host))).toEqual(new Set(['rebrand.ly', 'go.acme.example', 'xn--balant-45a2m.example']));
    expect(links.reduce((sum, l) => sum + (l.clicks ?? 0), 0)).toBe(readable.reduce((sum, l) => sum + (l.clicks as number), 0));
  });

  it('takes the tags the list carries without asking for them again', async () => {
    const http = sourceHttp({ authHeaders: authHeaders(data.token) });
    const listed = [{ ...data.links[0], tags: [{ id: 't1', name: 'inline', color: '000000' }] }];
    const spy = vi.spyOn(http, 'json').mockImplementation(async (url) => (url.endsWith('/links/count') ? { count: 1 } : listed));
    const page = await rebrandlyAdapter.listLinks({ apiUrl: standIn.url, token: data.token, http }, null);
    expect(page.links.map((l) => l.tags)).toEqual([['inline']]);
    expect(spy.mock.calls.map(([url]) => url)).toEqual([`${standIn.url}/links/count`, `${standIn.url}/links`]);
  });

  it('resumes from any page: a cursor handed back reads on from where it stood', async () => {
    const first = await rebrandlyAdapter.listLinks(context(), null);
    const second = await rebrandlyAdapter.listLinks(context(), first.next);
    const again = await rebrandlyAdapter.listLinks(context(), first.next);
    expect(again).toEqual(second);
    expect(second.links[0]!.sourceId).toBe(data.links[25]!.id);
  });
});

describe('rebrandly adapter: what goes wrong', () => {
  it('a refused key is auth (401)', async () => {
    const error = await failureOf(rebrandlyAdapter.listLinks(context('not-the-key'), null));
    expect([error.kind, error.status, error.message]).toEqual(['auth', 401, IMPORT_MSG.sourceRefusedToken]);
  });

  it('429 is rateLimited, waiting until the X-RateLimit-Reset Rebrandly names', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-10-01T10:00:00.000Z') });
    standIn.fault = { kind: 'rateLimited', times: 1, resetSeconds: 42 };
    const error = await failureOf(rebrandlyAdapter.listLinks(context(), null));
    expect([error.kind, error.status, error.retryAfterMs]).toEqual(['rateLimited', 429, 42_000]);
    expect(standIn.requests.map((r) => r.status)).toEqual([429]);
    // The burst over, the same page reads whole.
    const page = await rebrandlyAdapter.listLinks(context(), null);
    expect(page.links).toHaveLength(25);
  });

  it('a 429 on a link’s tags fails the page, so the step is sent again rather than import the link without its tags', async () => {
    standIn.fault = { kind: 'rateLimited', path: /\/tags$/, after: 3, times: 1 };
    const error = await failureOf(rebrandlyAdapter.listLinks(context(), null));
    expect(error.kind).toBe('rateLimited');
  });

  it('500 is unavailable, an HTML page is garbled, a hang is unavailable within the timeout', async () => {
    standIn.fault = 'serverError';
    expect((await failureOf(rebrandlyAdapter.listLinks(context(), null))).kind).toBe('unavailable');
    standIn.fault = 'garbage';
    expect((await failureOf(rebrandlyAdapter.listLinks(context(), null))).kind).toBe('garbled');
    standIn.fault = 'hang';
    const hung = await failureOf(rebrandlyAdapter.listLinks(context(), null));
    expect([hung.kind, hung.message]).toEqual(['unavailable', `${IMPORT_MSG.sourceUnreachable}: No answer within 2000 ms`]);
  });

  it('a link deleted between the list and its tags is unreadable, not fatal', async () => {
    const own = rebrandlyDataSet({ token: 'gone-key' });
    const links = own.links.slice(0, 3);
    const server = await startRebrandlyStandIn({ token: own.token, links });
    try {
      const http = sourceHttp({ authHeaders: authHeaders(own.token) });
      const real = http.json.bind(http);
      vi.spyOn(http, 'json').mockImplementation(async (url, request) => {
        const answer = await real(url, request);
        if (url.endsWith('/links')) server.data.links = links.slice(1); // the first is deleted right after the list
        return answer;
      });
      const page = await rebrandlyAdapter.listLinks({ apiUrl: server.url, token: own.token, http }, null);
      expect(page.links.map((l) => l.sourceId)).toEqual([links[1]!.id, links[2]!.id]);
      expect(page.unreadable).toBe(1);
      expect(page.next).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('an answer that is JSON but not a list of links is garbled', async () => {
    const http = sourceHttp({ authHeaders: authHeaders(data.token) });
    vi.spyOn(http, 'json').mockImplementation(async (url) => (url.endsWith('/count') ? { count: 1 } : { links: [] }));
    const error = await failureOf(rebrandlyAdapter.listLinks({ apiUrl: standIn.url, token: data.token, http }, null));
    expect(error.kind).toBe('garbled');
  });
});

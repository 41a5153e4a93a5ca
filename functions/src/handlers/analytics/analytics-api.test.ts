import { MSG, TAG_MSG, todayIn, addDays, type Analytics, type Link, type Paged, type Tag, type Visitor } from '@kisa/shared';
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { until } from '#test-support/until.js';
import { UA } from '#test-support/user-agents.js';

// Integration: clicks made through the real redirect, queue, worker and click log, read
// back through GET /api/analytics (the DuckDB engine in the gateway, over the S3 API).

let owner: Session;
let other: Session;
let links: Link[];
const TZ = 'Europe/Istanbul';
const today = todayIn(TZ);
/** The redirect's cache TTL (core/redirect/short-links.ts CACHE_TTL_MS; not imported: that module reads the configuration). */
const CACHE_TTL_MS = 5_000;
const range = `from=${addDays(today, -6)}&to=${today}&tz=${encodeURIComponent(TZ)}`;

async function visit(code: string, headers: Record<string, string>, query = '', method = 'GET'): Promise<number> {
  const res = await fetch(`${runtime().appUrl}/${code}${query}`, { method, headers, redirect: 'manual' });
  await res.text();
  return res.status;
}

async function analytics(query: string, session = owner) {
  return call<Analytics>('GET', `/api/analytics?${query}`, { headers: session.auth });
}

/** Polls `session`'s analytics until `done` holds or 20 s pass, then answers the last one (the caller's assertions say what is off). */
async function askAnalytics(session: Session, query: string, done: (a: Analytics) => boolean = () => true): Promise<Analytics> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await analytics(query, session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (done(res.body) || Date.now() > deadline) return res.body;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Polls until the analytics answer satisfies `done` (clicks take a worker batch and a sync). */
async function waitForAnalytics(query: string, done: (a: Analytics) => boolean, timeoutMs = 20_000): Promise<Analytics> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await analytics(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`Expected analytics to catch up within ${timeoutMs / 1000} s; last answer ${JSON.stringify(res.body.totals)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  [owner, other] = await Promise.all([verifiedSession('analytics'), verifiedSession('analytics-other')]);
  links = [];
  for (const target of ['https://example.com/a', 'https://example.com/b']) {
    const res = await call<Link>('POST', '/api/links', { json: { longUrl: target, shortUrl: `an${randomBytes(5).toString('hex')}` }, headers: owner.auth });
    expect(res.status).toBe(201);
    links.push(res.body);
  }
  const [a, b] = links as [Link, Link];
  const statuses = await Promise.all([
    visit(a.shortUrl, { 'user-agent': UA.iphone, 'cloudfront-viewer-country': 'TR', 'cloudfront-viewer-city': 'Istanbul', referer: 'https://t.co/x' }),
    visit(a.shortUrl, { 'user-agent': UA.android, 'cloudfront-viewer-country': 'DE', 'cloudfront-viewer-city': 'Berlin' }),
    visit(
      a.shortUrl,
      { 'user-agent': UA.desktop, 'cloudfront-viewer-country': 'TR', 'cloudfront-viewer-city': 'Ankara', referer: 'https://www.google.com/search?q=kisa' },
      '?qr',
    ),
    visit(b.shortUrl, { 'user-agent': UA.mac, 'cloudfront-viewer-country': 'US' }),
    visit(b.shortUrl, { 'user-agent': UA.googlebot, 'cloudfront-viewer-country': 'US' }),
    visit(b.shortUrl, { 'user-agent': UA.desktop }, '', 'HEAD'),
  ]);
  expect(statuses).toEqual([302, 302, 302, 302, 302, 302]);
});

/** The conversion figures of a ranking entry with none (these clicks' links report no conversions). */
const NO_CONVERSIONS = { conversions: 0, convertingClicks: 0, revenue: [] };
describe('GET /api/analytics', () => {
  it('counts the clicks in every panel, bots and HEAD left out, and matches the dashboard counters', async () => {
    const got = await waitForAnalytics(range, (r) => r.totals.totalClicks >= 4 && r.botsExcluded >= 1);
    expect(got.totals).toEqual({ links: 2, uniqueClicks: 4, totalClicks: 4 });
    expect(got.botsExcluded).toBe(1);
    expect(got.previous).toEqual({ links: 0, uniqueClicks: 0, totalClicks: 0 });
    expect(got.granularity).toBe('day');
    expect(got.byDate.map((p) => p.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(got.byDate.at(-1)).toEqual({ date: today, total: 4, unique: 4, conversions: 0, imported: 0 });
    expect(got.country).toEqual([
      { code: 'TR', name: 'Türkiye', count: 2, ...NO_CONVERSIONS },
      { code: 'DE', name: 'Germany', count: 1, ...NO_CONVERSIONS },
      { code: 'US', name: 'United States', count: 1, ...NO_CONVERSIONS },
    ]);
    expect(got.city.find((c) => c.name === 'Istanbul')?.count).toBe(1);
    expect(got.referrer).toEqual([
      { name: '(none)', count: 2, ...NO_CONVERSIONS },
      { name: 't.co', count: 1, ...NO_CONVERSIONS },
      { name: 'www.google.com', count: 1, ...NO_CONVERSIONS },
    ]);
    expect(got.source).toEqual([
      { name: 'link', count: 3, ...NO_CONVERSIONS },
      { name: 'qr', count: 1, ...NO_CONVERSIONS },
    ]);
    expect(got.device.find((d) => d.name === 'mobile')?.count).toBe(2);
    expect(got.os.map((o) => o.name).sort()).toEqual(['Android', 'Mac OS', 'Windows', 'iOS']);
    const [a, b] = links as [Link, Link];
    expect(got.links).toEqual([
      { id: a.id, shortUrl: a.shortUrl, shortLink: a.shortLink, title: a.title, total: 3, unique: 3, ...NO_CONVERSIONS },
      { id: b.id, shortUrl: b.shortUrl, shortLink: b.shortLink, title: b.title, total: 1, unique: 1, ...NO_CONVERSIONS },
    ]);
    expect(a.shortLink).toBe(`${runtime().appUrl.replace(/\/+$/, '')}/${a.shortUrl}`);
    // Over a range covering the links' whole life, the totals are the dashboard's counters (once
    // the fold has added them: a second here, docs/DATA-MODEL.md "Clicks").
    const dashboard = await until(
      "the link's counters to reach the analytics totals",
      async () => (await call<Link>('GET', `/api/links/${a.id}`, { headers: owner.auth })).body,
      (link) => link.totalClicks >= 3,
    );
    expect({ total: dashboard.totalClicks, unique: dashboard.uniqueClicks }).toEqual({ total: 3, unique: 3 });
  });

  it('combines filters across every panel, and an unknown value filters on its absence', async () => {
    await waitForAnalytics(range, (r) => r.totals.totalClicks >= 4);
    const tr = await analytics(`${range}&country=TR&device=mobile`);
    expect(tr.status).toBe(200);
    expect(tr.body.totals.totalClicks).toBe(1);
    expect(tr.body.city).toEqual([{ name: 'Istanbul', count: 1, ...NO_CONVERSIONS }]);
    const direct = await analytics(`${range}&referrer=${encodeURIComponent('(none)')}&linkId=${links[0]!.id}`);
    expect(direct.body.totals.totalClicks).toBe(1);
    expect(direct.body.country).toEqual([{ code: 'DE', name: 'Germany', count: 1, ...NO_CONVERSIONS }]);
    const qr = await analytics(`${range}&source=qr`);
    expect(qr.body.totals.totalClicks).toBe(1);
  });

  it('answers a one-day range by hour and the previous period of the same length', async () => {
    await waitForAnalytics(range, (r) => r.totals.totalClicks >= 4);
    const day = await analytics(`from=${today}&to=${today}&tz=${encodeURIComponent(TZ)}`);
    expect(day.body.granularity).toBe('hour');
    expect(day.body.byDate).toHaveLength(24);
    expect(day.body.byDate.reduce((n, p) => n + p.total, 0)).toBe(4);
    expect(day.body.previousRange).toEqual({ from: addDays(today, -1), to: addDays(today, -1) });
    const tomorrow = await analytics(`from=${addDays(today, 1)}&to=${addDays(today, 1)}&tz=${encodeURIComponent(TZ)}`);
    expect(tomorrow.body.totals.totalClicks).toBe(0);
    expect(tomorrow.body.previous.totalClicks).toBe(4);
  });

  it('keeps teams apart: another team sees none of these clicks, and their ids answer 404', async () => {
    const theirs = await analytics(range, other);
    expect(theirs.body.totals).toEqual({ links: 0, uniqueClicks: 0, totalClicks: 0 });
    const byLink = await analytics(`${range}&linkId=${links[0]!.id}`, other);
    expect(byLink.status).toBe(404);
    expect(byLink.body).toMatchObject({ errorMessage: MSG.linkNotFound });
    const campaign = await call<{ id: string }>('POST', '/api/campaigns', { json: { name: 'Spring' }, headers: owner.auth });
    const byCampaign = await analytics(`${range}&campaignId=${campaign.body.id}`, other);
    expect(byCampaign.status).toBe(404);
    expect(byCampaign.body).toMatchObject({ errorMessage: MSG.campaignNotFound });
    expect((await analytics(`${range}&campaignId=${campaign.body.id}`)).status).toBe(200);
    // Ids that cannot exist answer the same 404, without a lookup.
    expect((await analytics(`${range}&linkId=${'x'.repeat(150)}`)).body).toMatchObject({ errorMessage: MSG.linkNotFound });
    expect((await analytics(`${range}&campaignId=${encodeURIComponent(`${campaign.body.id}\u0000`)}`)).body).toMatchObject({
      errorMessage: MSG.campaignNotFound,
    });
  });

  it('refuses bad parameters with a clear message', async () => {
    const bad: [string, string][] = [
      [`from=${today}&to=${today}`, MSG.analyticsTimeZoneInvalid],
      [`from=${today}&to=${today}&tz=Mars/Olympus`, MSG.analyticsTimeZoneInvalid],
      [`from=2026-02-30&to=${today}&tz=UTC`, MSG.analyticsDateInvalid],
      [`to=${today}&tz=UTC`, MSG.analyticsDateInvalid],
      [`from=${today}&to=${addDays(today, -1)}&tz=UTC`, MSG.analyticsRangeOrder],
      [`from=${addDays(today, -400)}&to=${today}&tz=UTC`, MSG.analyticsRangeTooLong],
      [`${range}&countryy=TR`, MSG.analyticsUnknownParam('countryy')],
      [`${range}&browser=${'x'.repeat(201)}`, MSG.analyticsFilterTooLong],
    ];
    for (const [query, message] of bad) {
      const res = await analytics(query);
      expect([query, res.status, res.body]).toEqual([query, 400, expect.objectContaining({ errorMessage: message })]);
    }
    expect((await call('GET', `/api/analytics?${range}`)).status).toBe(401);
  });
});

describe('GET /api/analytics/visitors (+ export)', () => {
  it('pages the visitor log newest first, 5 per page by default', async () => {
    await waitForAnalytics(range, (r) => r.totals.totalClicks >= 4);
    const first = await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}&limit=3`, { headers: owner.auth });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(4);
    expect(first.body.items).toHaveLength(3);
    const second = await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}&limit=3&page=2`, { headers: owner.auth });
    expect(second.body.items).toHaveLength(1);
    const all = [...first.body.items, ...second.body.items];
    expect(all.map((v) => v.time)).toEqual([...all.map((v) => v.time)].sort().reverse());
    expect(all.every((v) => v.visitType === 'New Visitor')).toBe(true);
    const qr = all.find((v) => v.source === 'qr')!;
    expect(qr).toMatchObject({ countryCode: 'TR', city: 'Ankara', referrer: 'www.google.com', platform: 'desktop', shortUrl: links[0]!.shortUrl });
    const byDefault = await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}`, { headers: owner.auth });
    expect(byDefault.body.items).toHaveLength(4);
    expect((await call('GET', `/api/analytics/visitors?${range}&limit=0`, { headers: owner.auth })).body).toMatchObject(
      expect.objectContaining({ errorMessage: MSG.limitInvalid(100) }),
    );
  });

  it('exports every row as CSV and as a real XLSX', async () => {
    await waitForAnalytics(range, (r) => r.totals.totalClicks >= 4);
    const csv = await fetch(`${runtime().appUrl}/api/analytics/visitors/export?${range}&format=csv`, { headers: owner.auth });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(`visitors-${addDays(today, -6)}-to-${today}.csv`);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Visit Type,Short URL,Country Code,Country,City,IP,Platform,OS,Browser,Referrer,Source,Link ID,Tags,Conversions,Revenue');
    expect(lines).toHaveLength(5);
    const xlsx = await fetch(`${runtime().appUrl}/api/analytics/visitors/export?${range}`, { headers: owner.auth });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Visitors')!;
    expect(sheet.rowCount).toBe(5);
    const sources = [2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(12).value);
    expect(sources.sort()).toEqual(['link', 'link', 'link', 'qr']);
    // Time: real Excel date-times (not text), on the clock of the zone the export was asked in.
    expect(sheet.getRow(1).getCell(1).value).toBe(`Time (${TZ})`);
    const listed = await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}&limit=10`, { headers: owner.auth });
    const istanbul = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString(); // Türkiye: UTC+3 all year
    for (const r of [2, 3, 4, 5]) {
      const time = sheet.getRow(r).getCell(1);
      expect(time.type, `row ${r}: a date cell`).toBe(ExcelJS.ValueType.Date);
      expect(time.numFmt, `row ${r}: a date-time format`).toBe('dd.mm.yyyy hh:mm:ss');
      expect((time.value as Date).toISOString(), `row ${r}: the Istanbul clock`).toBe(istanbul(listed.body.items[r - 2]!.time));
    }
  });
});

describe('GET /api/analytics by domain', () => {
  it('ranks the domains clicks came through, the platform by its host, and filters by either', async () => {
    const { verifiedDomain, getOnHost } = await import('#test-support/domains.js');
    const session = await verifiedSession('analytics-domains');
    const host = (await verifiedDomain(session, `go-${randomBytes(4).toString('hex')}.acme.test`)).host;
    const create = async (json: Record<string, unknown>) => {
      const res = await call<Link>('POST', '/api/links', {
        headers: session.auth,
        json: { longUrl: 'https://example.com/d', shortUrl: `dm${randomBytes(5).toString('hex')}`, ...json },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const [branded, plain] = [await create({ domain: host }), await create({})];
    for (const headers of [{ 'user-agent': UA.iphone }, { 'user-agent': UA.android }])
      expect((await getOnHost(host, `/${branded.shortUrl}`, headers)).status).toBe(302);
    expect(await visit(plain.shortUrl, { 'user-agent': UA.desktop })).toBe(302);

    const ask = (query: string, done?: (a: Analytics) => boolean) => askAnalytics(session, query, done);
    const all = await ask(range, (a) => a.totals.totalClicks >= 3);
    const platform = all.domain.find((d) => d.platform);
    expect(all.domain).toEqual([
      { name: host, platform: false, count: 2, ...NO_CONVERSIONS },
      { name: platform?.name, platform: true, count: 1, ...NO_CONVERSIONS },
    ]);
    expect((await ask(`${range}&domain=${host}`, () => true)).totals.totalClicks).toBe(2);
    const onPlatform = await ask(`${range}&domain=${encodeURIComponent(platform!.name)}`, () => true);
    expect(onPlatform.totals.totalClicks).toBe(1);
    expect(onPlatform.links.map((l) => l.id)).toEqual([plain.id]);

    // The visitor log and its export name each visit's whole short link: host and code.
    const visitors = await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}&limit=10`, { headers: session.auth });
    expect(visitors.body.items.map((v) => v.domain).sort()).toEqual([host, host, null].sort());
    const csv = await fetch(`${runtime().appUrl}/api/analytics/visitors/export?${range}&format=csv`, { headers: session.auth });
    const shortUrls = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    const base = new URL(runtime().appUrl);
    expect(shortUrls.sort()).toEqual(
      [
        `${base.protocol}//${host}:${base.port}/${branded.shortUrl}`,
        `${base.protocol}//${host}:${base.port}/${branded.shortUrl}`,
        `${base.origin}/${plain.shortUrl}`,
      ].sort(),
    );
  });
});

describe('GET /api/analytics by tag', () => {
  it('breaks clicks down by the tags their links carried when clicked, filters by any of them, names tags as they are now, leaves a deleted one out', async () => {
    const session = await verifiedSession('analytics-tags');
    const tag = async (name: string, color: string) => {
      const res = await call<Tag>('POST', '/api/tags', { headers: session.auth, json: { name, color } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const [spring, sale, gone] = [await tag('spring', 'green'), await tag('sale', 'red'), await tag('gone', 'gray')];
    const create = async (tagIds: string[]) => {
      const res = await call<Link>('POST', '/api/links', {
        headers: session.auth,
        json: { longUrl: 'https://example.com/t', shortUrl: `tg${randomBytes(5).toString('hex')}`, tagIds },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const [both, saleGone, untagged, moved] = [
      await create([spring.id, sale.id]),
      await create([sale.id, gone.id]),
      await create([]),
      await create([spring.id]),
    ];

    // Before: `moved` carries spring. Distinct user agents are distinct visitors (no cookie kept).
    const before = await Promise.all([
      visit(both.shortUrl, { 'user-agent': UA.iphone }),
      visit(both.shortUrl, { 'user-agent': UA.android }),
      visit(saleGone.shortUrl, { 'user-agent': UA.desktop }),
      visit(untagged.shortUrl, { 'user-agent': UA.mac }),
      visit(moved.shortUrl, { 'user-agent': UA.iphone }),
      visit(moved.shortUrl, { 'user-agent': UA.googlebot }),
    ]);
    expect(before).toEqual([302, 302, 302, 302, 302, 302]);
    // Its tags change: spring off, sale on. The redirect reads the new snapshot once its cache entry expires.
    const edited = await call<Link>('PATCH', `/api/links/${moved.id}`, { headers: session.auth, json: { tagIds: [sale.id] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await new Promise((r) => setTimeout(r, CACHE_TTL_MS + 500));
    // After: two new visitors and the first one again (a returning visitor: no unique click).
    const after = await Promise.all([
      visit(moved.shortUrl, { 'user-agent': UA.android }),
      visit(moved.shortUrl, { 'user-agent': UA.desktop }),
      visit(moved.shortUrl, { 'user-agent': UA.iphone }),
    ]);
    expect(after).toEqual([302, 302, 302]);
    // The tag `gone` is deleted and `sale` renamed after the clicks: answers use the team's tags as they are now.
    expect((await call('DELETE', `/api/tags/${gone.id}`, { headers: session.auth })).status).toBe(200);
    expect((await call('PATCH', `/api/tags/${sale.id}`, { headers: session.auth, json: { name: 'sale kasım' } })).status).toBe(200);

    const ask = (query: string, done?: (a: Analytics) => boolean) => askAnalytics(session, query, done);
    const all = await ask(range, (a) => a.totals.totalClicks >= 8 && a.botsExcluded >= 1);
    expect(all.totals).toEqual({ links: 4, uniqueClicks: 7, totalClicks: 8 });
    // spring: both ×2 and moved's first click; sale: both ×2, saleGone ×1, moved's three after the change (two new visitors).
    expect(all.tags).toEqual([
      { id: sale.id, name: 'sale kasım', color: 'red', total: 6, unique: 5, ...NO_CONVERSIONS },
      { id: spring.id, name: 'spring', color: 'green', total: 3, unique: 3, ...NO_CONVERSIONS },
    ]);

    // The filter: any of the tags, repeated or comma-separated, AND the other filters.
    const onlySpring = await ask(`${range}&tagId=${spring.id}`);
    expect(onlySpring.totals).toEqual({ links: 2, uniqueClicks: 3, totalClicks: 3 });
    expect(onlySpring.links.map((l) => [l.id, l.total])).toEqual([
      [both.id, 2],
      [moved.id, 1],
    ]);
    expect(onlySpring.tags.map((t) => [t.name, t.total])).toEqual([
      ['spring', 3],
      ['sale kasım', 2],
    ]);
    for (const query of [`tagId=${spring.id}&tagId=${sale.id}`, `tagId=${spring.id},${sale.id}`]) {
      expect((await ask(`${range}&${query}`)).totals.totalClicks, query).toBe(7);
    }
    expect((await ask(`${range}&tagId=${sale.id}&linkId=${moved.id}`)).totals).toEqual({ links: 1, uniqueClicks: 2, totalClicks: 3 });
    // A deleted tag's id still selects the clicks that recorded it; it is never named.
    const deleted = await ask(`${range}&tagId=${gone.id}`);
    expect(deleted.totals.totalClicks).toBe(1);
    expect(deleted.tags.map((t) => t.id)).toEqual([sale.id]);
    // Tags no click carried: nothing, and an empty breakdown.
    const none = await ask(`${range}&tagId=${randomUUID()}`);
    expect([none.totals.totalClicks, none.tags]).toEqual([0, []]);
    const tooMany = await call('GET', `/api/analytics?${range}&tagId=${Array.from({ length: 11 }, () => randomUUID()).join(',')}`, { headers: session.auth });
    expect(tooMany).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: TAG_MSG.filterInvalid }) });

    // The visitor log names each click's tags (deleted ones left out); the export has them in its last column.
    const log = await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}&limit=20`, { headers: session.auth });
    expect(log.body.total).toBe(8);
    const tagsOf = (linkId: string) =>
      log.body.items
        .filter((v) => v.linkId === linkId)
        .map((v) => v.tags.map((t) => t.name).join('+'))
        .sort();
    expect(tagsOf(both.id)).toEqual(['sale kasım+spring', 'sale kasım+spring']);
    expect(tagsOf(saleGone.id)).toEqual(['sale kasım']);
    expect(tagsOf(untagged.id)).toEqual(['']);
    expect(tagsOf(moved.id)).toEqual(['sale kasım', 'sale kasım', 'sale kasım', 'spring']);
    expect(log.body.items.find((v) => v.linkId === saleGone.id)?.tags).toEqual([{ id: sale.id, name: 'sale kasım', color: 'red' }]);
    const filteredLog = await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}&tagId=${spring.id}`, { headers: session.auth });
    expect(filteredLog.body.total).toBe(3);
    const csv = await fetch(`${runtime().appUrl}/api/analytics/visitors/export?${range}&format=csv&tagId=${gone.id}`, { headers: session.auth });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    // The Tags column, then the conversion columns (none here).
    expect(lines[1]!.endsWith(',sale kasım,0,')).toBe(true);
  });
});

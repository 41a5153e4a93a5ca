import {
  BULK_CODE_ALPHABET,
  BULK_REQUEST_MAX_LINKS,
  isPlainText,
  MSG,
  toPlainText,
  type Analytics,
  type BulkQueued,
  type Campaign,
  type Link,
  type Paged,
} from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { BAD_TEXTS, LONG_ID } from '#test-support/bad-input.js';
import { UA } from '#test-support/user-agents.js';

// Integration: campaigns API → bulk queue → bulk worker (the runtime's poller) → DynamoDB.

const CODE_RE = new RegExp(`^[${BULK_CODE_ALPHABET}]{8}$`);

async function createCampaign(s: Session, name = 'Spring sale'): Promise<Campaign> {
  const res = await call<Campaign>('POST', '/api/campaigns', { json: { name }, headers: s.auth });
  if (res.status !== 201) throw new Error(`expected POST /api/campaigns to answer 201, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Polls the campaign until every queued link is written (or fails saying where it stopped). */
async function waitDone(s: Session, id: string, timeoutMs = 45_000): Promise<Campaign> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    const res = await call<Campaign>('GET', `/api/campaigns/${id}`, { headers: s.auth });
    last = res.body;
    if (res.status === 200 && res.body.status === 'done') return res.body;
    if (res.status === 200 && res.body.status === 'error') throw new Error(`expected campaign ${id} to finish, it failed: ${JSON.stringify(res.body)}`);
    if (Date.now() > deadline) throw new Error(`expected campaign ${id} to reach status done within ${timeoutMs} ms, last saw ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function teamLinks(s: Session): Promise<number> {
  const res = await call('GET', '/api/stats', { headers: s.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.links;
}

async function download(s: Session, path: string) {
  const res = await fetch(`${runtime().appUrl}${path}`, { headers: s.auth });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('campaigns API', () => {
  it('creates a campaign, queues links (refusing invalid ones, reported), writes them, exports CSV and XLSX, deletes everything', async () => {
    const s = await verifiedSession('bulk', 'Bulk Owner');
    const before = await teamLinks(s);
    const campaign = await createCampaign(s, 'Yaz kampanyası');
    expect(campaign).toMatchObject({
      name: 'Yaz kampanyası',
      totalLinks: 0,
      totalClicks: 0,
      ctr: 0,
      status: 'idle',
      processed: 0,
      total: 0,
      creator: { id: s.user.id, name: 'Bulk Owner' },
    });

    const links = [
      { longUrl: 'https://example.com/a' },
      { longUrl: 'www.example.com/b' },
      { longUrl: 'javascript:alert(1)' },
      { longUrl: 'https://example.com/c', title: 'Own title' },
      { longUrl: 'not a url' },
    ];
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.id}/links`, { json: { links }, headers: s.auth });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body).toMatchObject({
      queued: 3,
      invalid: 2,
      total: 3,
      rejected: [
        { index: 2, longUrl: 'javascript:alert(1)' },
        { index: 4, longUrl: 'not a url' },
      ],
    });

    const done = await waitDone(s, campaign.id);
    expect(done).toMatchObject({ processed: 3, total: 3, totalLinks: 3, totalClicks: 0, ctr: 0 });
    expect(await teamLinks(s)).toBe(before + 3);

    const list = await call<Campaign[]>('GET', '/api/campaigns', { headers: s.auth });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body), 'the list is a JSON array').toBe(true);
    expect(list.body.map((c) => c.id)).toEqual([campaign.id]);

    // CSV: header + one row per link, short URL under SHORT_URL_BASE (= the app URL locally).
    const csv = await download(s, `/api/campaigns/${campaign.id}/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="campaign-yaz-kampanyasi-links\.csv"/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Short URL,Long URL,Title,Clicks,Tags');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[1]).sort()).toEqual(['https://example.com/a', 'https://example.com/c', 'https://www.example.com/b']);
    const base = runtime().appUrl.replace(/\/$/, '');
    for (const [shortUrl, longUrl, title, clicks] of rows) {
      expect(shortUrl!.startsWith(`${base}/`), shortUrl).toBe(true);
      expect(shortUrl!.slice(base.length + 1)).toMatch(CODE_RE);
      expect(title).toMatch(longUrl === 'https://example.com/c' ? /^Own title$/ : new RegExp(`^Bulk Link [${BULK_CODE_ALPHABET}]{4}$`));
      expect(clicks).toBe('0');
    }

    // The short URLs resolve.
    const [firstShort, firstLong] = rows[0]!;
    const redirect = await fetch(firstShort!, { redirect: 'manual' });
    expect(redirect.status, `GET ${firstShort}`).toBeGreaterThanOrEqual(301);
    expect(redirect.headers.get('location')).toBe(firstLong);

    // XLSX: same rows.
    const xlsx = await download(s, `/api/campaigns/${campaign.id}/export?format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toMatch(/filename="campaign-yaz-kampanyasi-links\.xlsx"/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(values[0]).toEqual(['Short URL', 'Long URL', 'Title', 'Clicks', 'Tags']);
    expect(values.slice(1).map((r) => [r[0], r[1], r[2], r[3]])).toEqual(rows.map((r) => [r[0], r[1], r[2], 0]));

    expect((await call('GET', `/api/campaigns/${campaign.id}/export?format=pdf`, { headers: s.auth })).body).toMatchObject({
      errorMessage: MSG.exportFormatInvalid,
    });

    // Delete: campaign, links and aliases go; the team counter goes back.
    const deleted = await call('DELETE', `/api/campaigns/${campaign.id}`, { headers: s.auth });
    expect([deleted.status, deleted.body]).toEqual([200, { message: MSG.campaignDeleted }]);
    expect((await call('GET', `/api/campaigns/${campaign.id}`, { headers: s.auth })).body).toMatchObject({ errorMessage: MSG.campaignNotFound });
    expect(await teamLinks(s)).toBe(before);
    expect((await call('GET', '/api/campaigns', { headers: s.auth })).body).toEqual([]);
    // The redirect caches aliases for a few seconds (edits show within seconds).
    const gone = Date.now() + 20_000;
    let status = 0;
    while ((status = (await fetch(firstShort!, { redirect: 'manual' })).status) !== 404) {
      if (Date.now() > gone) throw new Error(`expected ${firstShort} to stop resolving (404) after the campaign was deleted, still ${status}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  it('exports targets in any script as people read them, decoded, while their short links send the serialized URL', async () => {
    const s = await verifiedSession('bulk-idn');
    const campaign = await createCampaign(s, 'Çay kampanyası');
    const lines = ['türkiye.gov.tr/çay?tür=yeşil', 'https://tr.wikipedia.org/wiki/İstanbul'];
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.id}/links`, {
      json: { links: lines.map((longUrl) => ({ longUrl })) },
      headers: s.auth,
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    await waitDone(s, campaign.id);
    const shown = ['https://tr.wikipedia.org/wiki/İstanbul', 'https://türkiye.gov.tr/çay?tür=yeşil'];

    const csv = await download(s, `/api/campaigns/${campaign.id}/export?format=csv`);
    expect(csv.status).toBe(200);
    const rows = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    expect(rows.map((r) => r[1]).sort(), 'the CSV Long URL column, decoded').toEqual(shown);

    const xlsx = await download(s, `/api/campaigns/${campaign.id}/export?format=xlsx`);
    expect(xlsx.status).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(
      values
        .slice(1)
        .map((r) => r[1])
        .sort(),
      'the XLSX Long URL column, decoded',
    ).toEqual(shown);

    // The short URL of each row sends the serialized form of what the row shows: ASCII.
    for (const [shortUrl, longUrl] of rows) {
      const redirect = await fetch(shortUrl!, { redirect: 'manual' });
      expect(redirect.status, `GET ${shortUrl}`).toBe(302);
      expect(redirect.headers.get('location')).toBe(new URL(longUrl!).href);
      expect(redirect.headers.get('location')).toMatch(/^[\x21-\x7e]+$/);
    }
  });

  it("lists a campaign's links page by page in file order with their clicks, and its Total Clicks follows a click within seconds", async () => {
    const s = await verifiedSession('bulk-list', 'List Owner');
    const campaign = await createCampaign(s, 'Paged');
    const urls = Array.from({ length: 12 }, (_, i) => `https://example.com/p${i}`);
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.id}/links`, {
      json: { links: urls.map((longUrl) => ({ longUrl })) },
      headers: s.auth,
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    await waitDone(s, campaign.id);

    const pages: Paged<Link>[] = [];
    for (const page of [1, 2, 3]) {
      const res = await call<Paged<Link>>('GET', `/api/campaigns/${campaign.id}/links?page=${page}&limit=5`, { headers: s.auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body);
    }
    expect(pages.map((p) => [p.page, p.total, p.items.length])).toEqual([
      [1, 12, 5],
      [2, 12, 5],
      [3, 12, 2],
    ]);
    const links = pages.flatMap((p) => p.items);
    expect(
      links.map((l) => l.longUrl),
      'the links in the order of the file',
    ).toEqual(urls);
    for (const l of links)
      expect(l).toMatchObject({ campaignId: campaign.id, totalClicks: 0, uniqueClicks: 0, createdBy: { id: s.user.id, name: 'List Owner' } });
    // Bounds as on GET /api/links: refused, not defaulted (query-bounds-api.test.ts has each).
    const refused = await call('GET', `/api/campaigns/${campaign.id}/links?page=x&limit=-3`, { headers: s.auth });
    expect([refused.status, refused.body.errorMessage]).toEqual([400, MSG.pageInvalid]);
    const one = await call<Paged<Link>>('GET', `/api/campaigns/${campaign.id}/links?page=2&limit=1`, { headers: s.auth });
    expect([one.body.page, one.body.items.map((l) => l.longUrl)]).toEqual([2, [urls[1]]]);
    const far = await call<Paged<Link>>('GET', `/api/campaigns/${campaign.id}/links?page=1000000&limit=100`, { headers: s.auth });
    expect([far.status, far.body.items, far.body.total], 'a page past the end is empty, not a 500').toEqual([200, [], 12]);

    // A click: the link's counters, then the campaign's Total Clicks (the page polls it).
    const before = await call<Campaign>('GET', `/api/campaigns/${campaign.id}`, { headers: s.auth });
    expect(before.body.totalClicks).toBe(0);
    const clicked = links[3]!;
    const visit = await fetch(`${runtime().appUrl}/${clicked.shortUrl}`, { redirect: 'manual', headers: { 'user-agent': UA.desktop } });
    expect(visit.status).toBeGreaterThanOrEqual(301);
    const clickedAt = Date.now();
    let seen: Campaign = before.body;
    while (seen.totalClicks !== 1) {
      if (Date.now() - clickedAt > 8_000)
        throw new Error(`expected the campaign's totalClicks to be 1 within about 5 s of a click, still ${seen.totalClicks} after 8 s`);
      await new Promise((r) => setTimeout(r, 250));
      seen = (await call<Campaign>('GET', `/api/campaigns/${campaign.id}`, { headers: s.auth })).body;
    }
    expect(seen.ctr).toBe(8.3);
    const page1 = await call<Paged<Link>>('GET', `/api/campaigns/${campaign.id}/links?limit=5`, { headers: s.auth });
    expect(page1.body.items.map((l) => [l.id, l.totalClicks, l.uniqueClicks])[3]).toEqual([clicked.id, 1, 1]);
  });

  it('keeps teams apart: another team cannot see, fill, export or delete a campaign', async () => {
    const owner = await verifiedSession('bulk-own');
    const other = await verifiedSession('bulk-other');
    const campaign = await createCampaign(owner);
    const notFound = expect.objectContaining({ errorMessage: MSG.campaignNotFound });
    for (const [method, path, json] of [
      ['GET', `/api/campaigns/${campaign.id}`],
      ['DELETE', `/api/campaigns/${campaign.id}`],
      ['POST', `/api/campaigns/${campaign.id}/links`, { links: [{ longUrl: 'https://example.com' }] }],
      ['GET', `/api/campaigns/${campaign.id}/export?format=csv`],
      ['GET', `/api/campaigns/${campaign.id}/links`],
      ['GET', '/api/campaigns/no-such-campaign'],
    ] as const) {
      const res = await call(method, path, { headers: other.auth, ...(json ? { json } : {}) });
      expect([res.status, res.body], `${method} ${path} as another team`).toEqual([404, notFound]);
    }
    expect((await call('GET', '/api/campaigns', { headers: other.auth })).body).toEqual([]);
    expect((await call('GET', `/api/campaigns/${campaign.id}`, { headers: owner.auth })).status).toBe(200);
    expect((await call('GET', '/api/campaigns')).status).toBe(401);
  });

  it('refuses 10,001 links in one call, an empty or all-invalid list, and a campaign without a name', async () => {
    const s = await verifiedSession('bulk-limits');
    const campaign = await createCampaign(s);
    const tooMany = Array.from({ length: BULK_REQUEST_MAX_LINKS + 1 }, (_, i) => ({ longUrl: `https://example.com/${i}` }));
    const res = await call('POST', `/api/campaigns/${campaign.id}/links`, { json: { links: tooMany }, headers: s.auth });
    expect([res.status, res.body]).toEqual([400, expect.objectContaining({ errorMessage: MSG.bulkTooManyLinks })]);
    for (const links of [[], [{ longUrl: 'nope' }, { longUrl: 42 }]]) {
      const r = await call('POST', `/api/campaigns/${campaign.id}/links`, { json: { links }, headers: s.auth });
      expect([r.status, r.body], JSON.stringify(links)).toEqual([400, expect.objectContaining({ errorMessage: MSG.bulkNoUrls })]);
    }
    expect((await call('GET', `/api/campaigns/${campaign.id}`, { headers: s.auth })).body).toMatchObject({ status: 'idle', total: 0 });
    for (const json of [{}, { name: '   ' }]) {
      expect((await call('POST', '/api/campaigns', { json, headers: s.auth })).body).toMatchObject({ errorMessage: MSG.campaignNameRequired });
    }
    expect((await call('POST', '/api/campaigns', { json: { name: 'x'.repeat(101) }, headers: s.auth })).body).toMatchObject({
      errorMessage: MSG.campaignNameTooLong,
    });
  });

  it('answers 404 for a campaign id that cannot exist (3,000 characters) on every campaign route, not a 500', async () => {
    const s = await verifiedSession('bulk-long-id');
    for (const [method, path, json] of [
      ['GET', `/api/campaigns/${LONG_ID}`],
      ['DELETE', `/api/campaigns/${LONG_ID}`],
      ['POST', `/api/campaigns/${LONG_ID}/links`, { links: [{ longUrl: 'https://example.com' }] }],
      ['GET', `/api/campaigns/${LONG_ID}/export?format=csv`],
      ['GET', `/api/campaigns/${LONG_ID}/links`],
    ] as const) {
      const res = await call(method, path, { headers: s.auth, ...(json ? { json } : {}) });
      expect({ method, path: path.slice(0, 30), status: res.status, body: res.body }).toEqual({
        method,
        path: path.slice(0, 30),
        status: 404,
        body: expect.objectContaining({ errorMessage: MSG.campaignNotFound }),
      });
    }
  });

  it('refuses campaign names with control, line-break or bidi-override characters, and cleans bulk titles instead of losing links', async () => {
    const s = await verifiedSession('bulk-bad-text');
    for (const [what, name] of BAD_TEXTS) {
      const res = await call('POST', '/api/campaigns', { json: { name }, headers: s.auth });
      expect({ what, status: res.status, body: res.body }).toEqual({
        what,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.campaignNameInvalidCharacters }),
      });
    }
    expect((await call('GET', '/api/campaigns', { headers: s.auth })).body).toEqual([]);

    // Bulk lines keep their link; their titles lose the refused characters (a stray one from a spreadsheet is no reason to drop a line).
    const campaign = await createCampaign(s);
    const links = BAD_TEXTS.map(([, title], i) => ({ longUrl: `https://example.com/bad-text/${i}`, title }));
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.id}/links`, { json: { links }, headers: s.auth });
    expect([queued.status, queued.body.queued], JSON.stringify(queued.body)).toEqual([202, BAD_TEXTS.length]);
    await waitDone(s, campaign.id);
    const written = await call<{ items: Link[] }>('GET', '/api/links?limit=100', { headers: s.auth });
    const titles = written.body.items.map((l) => l.title);
    expect(titles.every(isPlainText), JSON.stringify(titles)).toBe(true);
    expect(titles.sort()).toEqual(BAD_TEXTS.map(([, t]) => toPlainText(t)).sort());
  });

  it('takes exactly 10,000 links in one call (several queue messages) and writes them all', async () => {
    const s = await verifiedSession('bulk-10k');
    const before = await teamLinks(s);
    const campaign = await createCampaign(s);
    // Long URLs, so the request (~1.2 MB) must be split into several parts (SQS messages).
    const links = Array.from({ length: BULK_REQUEST_MAX_LINKS }, (_, i) => ({
      longUrl: `https://example.com/products/${i}?utm_source=newsletter&ref=${'x'.repeat(60)}`,
    }));
    const res = await call<BulkQueued>('POST', `/api/campaigns/${campaign.id}/links`, { json: { links }, headers: s.auth });
    expect([res.status, res.body.queued, res.body.invalid]).toEqual([202, BULK_REQUEST_MAX_LINKS, 0]);
    const done = await waitDone(s, campaign.id, 150_000);
    expect([done.processed, done.total, done.totalLinks]).toEqual([BULK_REQUEST_MAX_LINKS, BULK_REQUEST_MAX_LINKS, BULK_REQUEST_MAX_LINKS]);
    expect(await teamLinks(s)).toBe(before + BULK_REQUEST_MAX_LINKS);
    // Too many to delete inline: queued for the worker (202), gone at once for the API.
    const deleted = await call('DELETE', `/api/campaigns/${campaign.id}`, { headers: s.auth });
    expect([deleted.status, deleted.body]).toEqual([202, { message: MSG.campaignDeleted }]);
    expect((await call('GET', `/api/campaigns/${campaign.id}`, { headers: s.auth })).status).toBe(404);
    const deadline = Date.now() + 150_000;
    while ((await teamLinks(s)) !== before) {
      if (Date.now() > deadline) throw new Error(`expected the team's link count back at ${before} after deleting the campaign, still ${await teamLinks(s)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 400_000);

  it("counts a link's imported history in the export's Clicks, and never in the visitor export", async () => {
    const s = await verifiedSession('bulk-imported');
    const campaign = await createCampaign(s, 'İçe aktarılan 📥');
    const queued = await call('POST', `/api/campaigns/${campaign.id}/links`, {
      json: { links: [{ longUrl: 'https://example.com/imported' }, { longUrl: 'https://example.com/fresh' }] },
      headers: s.auth,
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    await waitDone(s, campaign.id);
    const links = await call<Paged<Link>>('GET', `/api/campaigns/${campaign.id}/links?limit=10`, { headers: s.auth });
    const imported = links.body.items.find((l) => l.longUrl === 'https://example.com/imported')!;
    // What an import's run leaves for a link: its history's rows in the click-log bucket, its counters raised once.
    Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
    const { addImportedClicks } = await import('#data/links/index.js');
    const { putImportedClicks } = await import('#data/clicks/imported-clicks-store.js');
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const row = { teamId: s.user.teamId, linkId: imported.id, shortUrl: imported.shortUrl, domain: null, tagIds: null, firstDay: day, day, value: null };
    await putImportedClicks(s.user.teamId, `imp-${campaign.id}`, 0, [
      { ...row, dimension: 'total', clicks: 25, importId: `imp-${campaign.id}`, campaignId: campaign.id },
      { ...row, dimension: 'country', value: 'TR', clicks: 25, importId: `imp-${campaign.id}`, campaignId: campaign.id },
    ]);
    expect(await addImportedClicks(imported.id, 25)).toBe(true);

    // The campaign's export, read back: the imported link's Clicks carry its history.
    const csv = await download(s, `/api/campaigns/${campaign.id}/export?format=csv`);
    expect(csv.status).toBe(200);
    const rows = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    expect(Object.fromEntries(rows.map((r) => [r[1], r[3]])), 'Clicks by Long URL').toEqual({
      'https://example.com/imported': '25',
      'https://example.com/fresh': '0',
    });
    const xlsx = await download(s, `/api/campaigns/${campaign.id}/export?format=xlsx`);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const clicks = Object.fromEntries([2, 3].map((r) => [String(sheet.getRow(r).getCell(2).value), Number(sheet.getRow(r).getCell(4).value)]));
    expect(clicks, 'XLSX Clicks by Long URL').toEqual({ 'https://example.com/imported': 25, 'https://example.com/fresh': 0 });

    // The campaign's analytics count the history (once synced); its visitor export holds no row for it.
    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${day}&to=${today}&tz=UTC&campaignId=${campaign.id}`;
    const deadline = Date.now() + 30_000;
    let analytics = await call<Analytics>('GET', `/api/analytics?${range}`, { headers: s.auth });
    while (analytics.body.totals?.totalClicks !== 25 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      analytics = await call<Analytics>('GET', `/api/analytics?${range}`, { headers: s.auth });
    }
    expect(analytics.body.imported, JSON.stringify(analytics.body.totals)).toEqual({ clicks: 25, from: day, to: day });
    const visitors = await download(s, `/api/analytics/visitors/export?${range}&format=csv`);
    expect(visitors.status).toBe(200);
    expect(
      visitors.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
      'the visitor export: its header only',
    ).toHaveLength(1);
  });

  it('works with a personal API key (automation)', async () => {
    const s = await verifiedSession('bulk-key');
    const key = await call('POST', '/api/keys', { json: { name: 'bulk script' }, headers: s.auth });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    const auth = { authorization: `Bearer ${key.body.key}` };
    const created = await call<Campaign>('POST', '/api/campaigns', { json: { name: 'From a script' }, headers: auth });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const queued = await call('POST', `/api/campaigns/${created.body.id}/links`, { json: { links: [{ longUrl: 'https://example.com/k' }] }, headers: auth });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect((await waitDone({ ...s, auth }, created.body.id)).totalLinks).toBe(1);
  });
});

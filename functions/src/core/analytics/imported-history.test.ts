import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { importedClicksKey, type ClickRecord, type ImportedClickRecord, type User } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Imported history through the local engine (DuckDB, kept in step with the click-log bucket of
// the S3 emulator) and the domain functions: the answer's totals, days and span, the visitor log
// without it, and a page of history rewritten or deleted in S3 followed.

let getAnalytics: typeof import('./get-analytics.js').getAnalytics;
let listVisitors: typeof import('./list-visitors.js').listVisitors;
let putImportedClicks: typeof import('#data/clicks/imported-clicks-store.js').putImportedClicks;
let deleteClickLogObjects: typeof import('#data/clicks/click-log-store.js').deleteClickLogObjects;

const teamId = `team-${randomUUID()}`;
const caller = { id: 'u1', name: 'Owner', email: 'o@example.com', role: 'user', teamId, teamRole: 'owner', plan: 'Enterprise', verified: true } satisfies User;
const TZ = 'Asia/Tokyo';

const click = (i: number, time: string): ClickRecord => ({
  id: randomUUID(),
  time,
  shortUrl: 'kisa-1',
  linkId: 'l-kisa',
  teamId,
  campaignId: null,
  visitorId: `v${i}`,
  unique: true,
  ip: '203.0.113.7',
  browser: 'Firefox',
  os: 'Linux',
  device: 'desktop',
  referrer: null,
  countryCode: 'JP',
  countryName: 'Japan',
  city: null,
  source: 'link',
  isBot: false,
  domain: null,
  tagIds: null,
});
const day = (d: string, clicks: number, extra: Partial<ImportedClickRecord> = {}): ImportedClickRecord => ({
  teamId,
  linkId: 'l-bitly',
  shortUrl: 'çay-☕',
  domain: 'xn--ksa-jua.test',
  tagIds: null,
  day: d,
  firstDay: d,
  dimension: 'total',
  value: null,
  clicks,
  importId: 'imp-a',
  ...extra,
});

/** Asks until `done` holds: the engine syncs with S3 at most once a second. */
async function until<T>(ask: () => Promise<T>, done: (t: T) => boolean): Promise<T> {
  let last = await ask();
  for (let i = 0; i < 40 && !done(last); i++) {
    await new Promise((r) => setTimeout(r, 250));
    last = await ask();
  }
  return last;
}

beforeAll(async () => {
  const bucket = `kisa-clicks-imported-${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT', ANALYTICS_DUCKDB_PATH: ':memory:', CLICK_LOG_BUCKET: bucket });
  const { s3 } = await import('#lib/clients.js');
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  ({ getAnalytics } = await import('./get-analytics.js'));
  ({ listVisitors } = await import('./list-visitors.js'));
  ({ putImportedClicks } = await import('#data/clicks/imported-clicks-store.js'));
  const store = await import('#data/clicks/click-log-store.js');
  deleteClickLogObjects = store.deleteClickLogObjects;
  // Three clicks in Kisa (Tokyo's 05-02 and 05-03), and the source's history of another link.
  await store.putClickLogBatch([click(1, '2026-05-01T16:00:00.000Z'), click(2, '2026-05-02T03:00:00.000Z')], new Date('2026-05-01T16:00:00Z'));
  await store.putClickLogBatch([click(3, '2026-05-03T01:00:00.000Z')], new Date('2026-05-03T01:00:00Z'));
  await putImportedClicks(teamId, 'imp-a', 0, [day('2026-04-30', 4), day('2026-05-02', 11), day('2026-05-03', 6)]);
  await putImportedClicks(teamId, 'imp-a', 1, [day('2026-05-02', 9, { dimension: 'country', value: 'TR' })]);
});

describe('imported history in analytics (local engine)', () => {
  it('counts daily totals on their day, marked, in totals and rankings; the visitor log shows only visits', async () => {
    const query = { from: '2026-05-01', to: '2026-05-07', tz: TZ, filters: {} };
    const got = await until(
      () => getAnalytics(caller, query),
      (a) => a.totals.totalClicks >= 20,
    );
    expect(got.totals).toEqual({ totalClicks: 3 + 17, uniqueClicks: 3, links: 2 });
    expect(got.imported).toEqual({ clicks: 17, from: '2026-05-02', to: '2026-05-03' });
    const points = Object.fromEntries(got.byDate.map((p) => [p.date, [p.total, p.imported]]));
    expect(points['2026-05-02']).toEqual([2 + 11, 11]);
    expect(points['2026-05-03']).toEqual([1 + 6, 6]);
    expect(points['2026-05-01']).toEqual([0, 0]);
    expect(got.previous.totalClicks).toBe(4);
    expect(got.links.map((l) => [l.id, l.total, l.unique])).toEqual([
      ['l-bitly', 17, 0],
      ['l-kisa', 3, 3],
    ]);
    expect(got.country.map((c) => [c.code, c.count])).toEqual([
      ['TR', 9],
      ['JP', 3],
    ]);
    expect(got.browser.map((b) => [b.name, b.count])).toEqual([['Firefox', 3]]);
    // Filtered by something no source reports: the visits alone.
    const firefox = await getAnalytics(caller, { ...query, filters: { browser: 'Firefox' } });
    expect([firefox.totals.totalClicks, firefox.imported]).toEqual([3, null]);
    const visitors = await listVisitors(caller, { ...query, page: 1, limit: 50 });
    expect(visitors.total).toBe(3);
    expect(visitors.items.map((v) => v.linkId)).toEqual(['l-kisa', 'l-kisa', 'l-kisa']);
  });

  it('by hour, counts an imported day in the totals only', async () => {
    const got = await getAnalytics(caller, { from: '2026-05-02', to: '2026-05-02', tz: TZ, filters: {} });
    expect(got.granularity).toBe('hour');
    expect(got.totals.totalClicks).toBe(2 + 11);
    expect(got.imported).toEqual({ clicks: 11, from: '2026-05-02', to: '2026-05-02' });
    expect(got.byDate.reduce((n, p) => n + p.total, 0)).toBe(2);
    expect(got.byDate.every((p) => p.imported === 0)).toBe(true);
  });

  it('follows a page written again and a page deleted', async () => {
    const query = { from: '2026-05-01', to: '2026-05-07', tz: TZ, filters: {} };
    await putImportedClicks(teamId, 'imp-a', 0, [day('2026-05-02', 1)]);
    const rewritten = await until(
      () => getAnalytics(caller, query),
      (a) => a.imported?.clicks === 1,
    );
    expect(rewritten.imported).toEqual({ clicks: 1, from: '2026-05-02', to: '2026-05-02' });
    await deleteClickLogObjects([importedClicksKey(teamId, 'imp-a', 0), importedClicksKey(teamId, 'imp-a', 1)]);
    const gone = await until(
      () => getAnalytics(caller, query),
      (a) => a.imported === null,
    );
    expect([gone.imported, gone.totals.totalClicks, gone.country.map((c) => c.code)]).toEqual([null, 3, ['JP']]);
  });
});

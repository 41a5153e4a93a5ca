import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { addDays, type ClickRecord, type User } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Exports of a large team through the local engine: 6,000 clicks over 40 days written to a click
// log of their own (raw batches, as the worker writes them); the visitor log is read in windows of
// bounded size, newest first, every click once; the CSV export holds them all.
const teamId = `team-${randomUUID()}`;
const caller = { id: 'u1', name: 'Sahip', email: 'o@example.com', role: 'user', teamId, teamRole: 'owner', plan: 'Enterprise', verified: true } satisfies User;
const FIRST_DAY = '2026-02-01';
const DAYS = 40;
const CLICKS = 6_000;
const clicks: ClickRecord[] = [];
let forEachVisitorPage: typeof import('./click-analytics-repo.js').forEachVisitorPage;
let exportVisitors: typeof import('#core/analytics/export-visitors.js').exportVisitors;
let exportWindows: typeof import('./export-windows.js').exportWindows;

beforeAll(async () => {
  const bucket = `kisa-clicks-export-${randomUUID().slice(0, 8)}`;
  // The inline answer's path (the test runtime sends exports past 20 rows through the background job).
  Object.assign(process.env, runtime().env, {
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    ANALYTICS_DUCKDB_PATH: ':memory:',
    CLICK_LOG_BUCKET: bucket,
    VISITOR_EXPORT_SYNC_MAX_ROWS: '1000000',
  });
  const { s3 } = await import('#lib/clients.js');
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  ({ forEachVisitorPage } = await import('./click-analytics-repo.js'));
  ({ exportVisitors } = await import('#core/analytics/export-visitors.js'));
  ({ exportWindows } = await import('./export-windows.js'));
  const { putClickLogBatch } = await import('../clicks/click-log-store.js');
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  for (let i = 0; i < CLICKS; i++) {
    clicks.push({
      id: randomUUID(),
      time: new Date(start + Math.floor((i / CLICKS) * DAYS * 86_400_000)).toISOString(),
      shortUrl: 'kampanya',
      linkId: `l${i % 3}`,
      teamId,
      campaignId: null,
      visitorId: `v${i % 500}`,
      unique: i < 1_500,
      ip: `203.0.113.${i % 200}`,
      browser: 'Chrome',
      os: 'Android',
      device: 'mobile',
      referrer: i % 7 === 0 ? 'xn--ksa-jua.test' : null,
      countryCode: 'TR',
      countryName: 'Türkiye',
      city: i % 2 ? 'Şanlıurfa' : 'İzmir',
      source: 'link',
      isBot: i % 50 === 0,
    });
  }
  const byDay = new Map<string, ClickRecord[]>();
  for (const c of clicks) byDay.set(c.time.slice(0, 10), [...(byDay.get(c.time.slice(0, 10)) ?? []), c]);
  for (const [day, rows] of byDay) for (let i = 0; i < rows.length; i += 100) await putClickLogBatch(rows.slice(i, i + 100), new Date(`${day}T12:00:00Z`));
}, 120_000);

const humans = () => clicks.filter((c) => !c.isBot);
const range = { from: FIRST_DAY, to: addDays(FIRST_DAY, DAYS - 1), tz: 'UTC' };
const scope = () => ({ teamId, start: `${FIRST_DAY}T00:00:00.000Z`, end: `${addDays(FIRST_DAY, DAYS)}T00:00:00.000Z`, filters: {} });

describe('visitor exports in bounded windows', () => {
  it('reads every human click once, newest first, no statement over its bound', async () => {
    const times: string[] = [];
    let largest = 0;
    const windows = await forEachVisitorPage(
      scope(),
      (rows) => {
        for (const r of rows) times.push(String(r.time));
      },
      500,
    );
    // Each window's clicks, counted from the written clicks: at most the bound (plus one quarter hour's).
    for (const w of windows) largest = Math.max(largest, humans().filter((c) => c.time >= w.start && c.time < w.end).length);
    expect(windows.length, 'many windows for 5,880 clicks by 500').toBeGreaterThanOrEqual(12);
    expect(largest).toBeLessThanOrEqual(500 + 10);
    expect(windows[0]!.end).toBe(scope().end);
    expect(windows.at(-1)!.start).toBe(scope().start);
    for (let i = 1; i < windows.length; i++) expect(windows[i]!.end, 'windows meet').toBe(windows[i - 1]!.start);
    expect(times.length).toBe(humans().length);
    expect(times).toEqual([...times].sort().reverse());
  }, 120_000);

  it('exports the whole range as a CSV that opens with every click', async () => {
    const file = await exportVisitors(caller, { ...range, format: 'csv', filters: {} });
    expect(file.kind).toBe('file');
    const text = file.kind === 'file' ? file.data.toString('utf8').replace(/^\uFEFF/, '') : '';
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Time \(UTC\),Visit Type,Short URL,/);
    expect(lines.length - 1).toBe(humans().length);
    expect(lines.filter((l) => l.includes('Şanlıurfa')).length).toBe(humans().filter((c) => c.city === 'Şanlıurfa').length);
  }, 120_000);

  it('splits a range by its series: no gap, no overlap, a busy quarter hour on its own', () => {
    const q = (bucket: number) => new Date(bucket * 900_000).toISOString();
    const s = { start: q(100), end: q(110) };
    expect(exportWindows(s, [], 10)).toEqual([s]);
    expect(
      exportWindows(
        s,
        [
          { bucket: 101, total: 4 },
          { bucket: 105, total: 50 },
          { bucket: 108, total: 3 },
        ],
        10,
      ),
    ).toEqual([
      { start: q(106), end: q(110) },
      { start: q(102), end: q(106) },
      { start: q(100), end: q(102) },
    ]);
  });
});

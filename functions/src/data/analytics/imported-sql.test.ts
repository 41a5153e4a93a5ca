import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { clickTagIdsValue, importedClicksKey, rawObjectName, type ClickRecord, type ImportedClickRecord } from '@kisa/shared';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATHENA_TABLES, createDuckClicksTable, createGlueStandIns, loadGlueStandIns, setDuckClicks, setDuckImported } from '#test-support/athena-stand-in.js';
import { countStatement, panelsStatement, visitorsStatement, type ClickScope, type Dialect, type Statement } from './analytics-sql.js';

// Imported history in the panels, both engines: the Athena statement over the stand-in Glue
// tables (raw click batches and the imported objects as the import's run writes them) and the
// DuckDB statement over its own tables must answer alike, and what a reference counts here.

const athena: Dialect = ATHENA_TABLES;
const duck: Dialect = { kind: 'duckdb', rollup: false };
const TEAM = 'team-imp';
const [TA, TB] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b'];

const clicks: ClickRecord[] = [];
const browsers = ['Chrome', 'Safari', null] as const;
const countries = [
  ['TR', 'Türkiye'],
  ['DE', 'Germany'],
  [null, null],
] as const;
for (let i = 0; i < 120; i++) {
  const [countryCode, countryName] = countries[i % 3]!;
  clicks.push({
    id: `c${String(i).padStart(3, '0')}`,
    // 2026-04-26 … 2026-05-06, every two hours.
    time: new Date(Date.parse('2026-04-26T00:00:00Z') + i * 7_200_000).toISOString(),
    shortUrl: i % 2 ? 'l1-code' : 'l2-code',
    linkId: i % 2 ? 'l1' : 'l2',
    teamId: TEAM,
    campaignId: null,
    visitorId: `v${i % 7}`,
    unique: i % 4 === 0,
    ip: '203.0.113.9',
    browser: browsers[i % 3]!,
    os: 'iOS',
    device: 'mobile',
    referrer: i % 5 ? null : 't.co',
    countryCode,
    countryName,
    city: null,
    source: 'link',
    isBot: i % 11 === 0,
    domain: i % 2 ? 'go.acme.test' : null,
    tagIds: i % 2 ? clickTagIdsValue([TA]) : null,
  });
}

const row = (r: Partial<ImportedClickRecord> & Pick<ImportedClickRecord, 'linkId' | 'day' | 'clicks'>): ImportedClickRecord => ({
  teamId: TEAM,
  shortUrl: r.linkId === 'l1' ? 'l1-code' : 'İstanbul-ı',
  domain: r.linkId === 'l1' ? 'go.acme.test' : null,
  tagIds: r.linkId === 'l1' ? clickTagIdsValue([TA]) : clickTagIdsValue([TB]),
  firstDay: r.day,
  dimension: 'total',
  value: null,
  importId: 'imp-1',
  ...r,
});
/** l1: daily totals (and countries one day, referrers over a period); l9 (an imported link no visitor clicked in Kisa): a day, twice (two imports), and a month's countries. */
const imported: ImportedClickRecord[] = [
  row({ linkId: 'l1', day: '2026-04-27', clicks: 9 }),
  row({ linkId: 'l1', day: '2026-05-01', clicks: 10 }),
  row({ linkId: 'l1', day: '2026-05-02', clicks: 20 }),
  row({ linkId: 'l1', day: '2026-05-03', clicks: 30 }),
  row({ linkId: 'l1', day: '2026-05-04', clicks: 0 }),
  row({ linkId: 'l1', day: '2026-05-05', clicks: 40 }),
  row({ linkId: 'l1', day: '2026-05-02', dimension: 'country', value: 'TR', clicks: 15 }),
  row({ linkId: 'l1', day: '2026-05-02', dimension: 'country', value: 'DE', clicks: 5 }),
  row({ linkId: 'l1', firstDay: '2026-04-28', day: '2026-05-05', dimension: 'referrer', value: 'ar.wikipedia.org', clicks: 60 }),
  row({ linkId: 'l1', firstDay: '2026-04-28', day: '2026-05-05', dimension: 'referrer', value: null, clicks: 40 }),
  row({ linkId: 'l9', day: '2026-05-03', clicks: 7 }),
  row({ linkId: 'l9', day: '2026-05-03', clicks: 5, importId: 'imp-2' }),
  row({ linkId: 'l9', firstDay: '2026-05-01', day: '2026-05-31', dimension: 'country', value: 'TR', clicks: 7 }),
  // Another team's: never counted.
  { ...row({ linkId: 'l1', day: '2026-05-02', clicks: 1_000 }), teamId: 'team-other' },
];

let db: DuckDBConnection;
/** The repository's reading of the panels' rows (imported once configuration is set: the module reads it). */
let panelsOf: typeof import('./click-analytics-repo.js').panelsOf;
const run = async (s: Statement) => (await db.runAndReadAll(s.sql, s.params as DuckDBValue[])).getRowObjectsJS();
const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r, (_, v) => (typeof v === 'bigint' ? Number(v) : v))).sort();

beforeAll(async () => {
  process.env.AWS_REGION ??= 'eu-central-1';
  ({ panelsOf } = await import('./click-analytics-repo.js'));
  db = await (await DuckDBInstance.create(':memory:')).connect();
  await createGlueStandIns(db);
  await createDuckClicksTable(db);
  await setDuckClicks(db, clicks);
  await setDuckImported(db, imported);
  const objects: { key: string; body: Uint8Array }[] = [];
  const byDay = new Map<string, ClickRecord[]>();
  for (const c of clicks) byDay.set(c.time.slice(0, 10), [...(byDay.get(c.time.slice(0, 10)) ?? []), c]);
  for (const [day, lines] of byDay)
    objects.push({
      key: `clicks/dt=${day}/${rawObjectName(Date.parse(`${day}T23:00:00Z`), day)}`,
      body: gzipSync(lines.map((l) => `${JSON.stringify(l)}\n`).join('')),
    });
  const lines = (rows: readonly ImportedClickRecord[]) => new TextEncoder().encode(rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
  objects.push({ key: importedClicksKey(TEAM, 'imp-1', 0), body: lines(imported.filter((r) => r.teamId === TEAM && r.importId === 'imp-1')) });
  objects.push({ key: importedClicksKey(TEAM, 'imp-2', 0), body: lines(imported.filter((r) => r.importId === 'imp-2')) });
  objects.push({ key: importedClicksKey('team-other', 'imp-1', 0), body: lines(imported.filter((r) => r.teamId === 'team-other')) });
  await loadGlueStandIns(db, objects);
});

/** A scope over whole UTC days [from, to] (its calendar days), previous period as long just before. */
function scopeOf(from: string, to: string, filters: ClickScope['filters'] = {}, tagIds?: string[]) {
  const start = `${from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const scope: ClickScope = { teamId: TEAM, start, end, filters, days: { from, to }, ...(tagIds ? { tagIds } : {}) };
  return { scope, previousStart: new Date(2 * Date.parse(start) - Date.parse(end)).toISOString() };
}
const humanIn = (start: string, end: string, keep: (c: ClickRecord) => boolean = () => true) =>
  clicks.filter((c) => !c.isBot && c.time >= start && c.time < end && keep(c));

/** The panels of both engines, checked to agree, as the repository reads them. */
async function panels(scope: ClickScope, previousStart: string) {
  const [a, d] = [await run(panelsStatement(athena, scope, previousStart, 50)), await run(panelsStatement(duck, scope, previousStart, 50))];
  expect(sorted(a), 'Athena and DuckDB answer alike').toEqual(sorted(d));
  return panelsOf(a as never);
}
const rank = (p: Awaited<ReturnType<typeof panels>>, dim: string) =>
  Object.fromEntries(p.rankings.filter((r) => r.dimension === dim).map((r) => [String(r.value), r.total]));
function countBy<T>(rows: readonly T[], key: (r: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of rows) counts[key(r)] = (counts[key(r)] ?? 0) + 1;
  return counts;
}

describe('imported history in the panels (Athena stand-in and DuckDB)', () => {
  it('counts daily totals in the totals, links and rankings, apart in its own days, never in uniques', async () => {
    const { scope, previousStart } = scopeOf('2026-05-01', '2026-05-07');
    const p = await panels(scope, previousStart);
    const human = humanIn(scope.start, scope.end);
    expect(p.totals.total).toBe(human.length + 10 + 20 + 30 + 40 + 7);
    expect(p.totals.unique).toBe(human.filter((c) => c.unique).length);
    expect(p.totals.links).toBe(3);
    // The previous period (04-24 … 04-30): its clicks and 04-27's imported day.
    expect(p.previous.total).toBe(humanIn(previousStart, scope.start).length + 9);
    // The series holds the clicks only; the imported days come apart (l9's two imports: the larger figure).
    expect(p.series.reduce((n, s) => n + s.total, 0)).toBe(human.length);
    expect(p.imported).toEqual({
      clicks: 107,
      from: '2026-05-01',
      to: '2026-05-05',
      days: [
        { day: '2026-05-01', total: 10 },
        { day: '2026-05-02', total: 20 },
        { day: '2026-05-03', total: 37 },
        { day: '2026-05-05', total: 40 },
      ],
    });
    const l1 = human.filter((c) => c.linkId === 'l1').length;
    expect(rank(p, 'link')).toEqual({ l1: l1 + 100, l2: human.length - l1, l9: 7 });
    expect(rank(p, 'domain')).toEqual({ 'go.acme.test': l1 + 100, null: human.length - l1 + 7 });
    expect(rank(p, 'tag')).toEqual({ [TA]: l1 + 100, [TB]: 7 });
    // Countries: l1's day in range counts; l9's month (05-01 … 05-31) does not fit in the range.
    const byCountry = countBy(human, (c) => String(c.countryCode));
    expect(rank(p, 'country')).toEqual({ ...byCountry, TR: byCountry.TR! + 15, DE: byCountry.DE! + 5 });
    // Referrers: l1's period starts 04-28, before the range: left out.
    expect(rank(p, 'referrer')).toEqual(countBy(human, (c) => String(c.referrer)));
    expect(rank(p, 'browser')).toEqual(countBy(human, (c) => String(c.browser)));
    expect(p.bots).toBe(clicks.filter((c) => c.isBot && c.time >= scope.start && c.time < scope.end).length);
  });

  it('counts a summary row only in a range that covers its whole period', async () => {
    const month = scopeOf('2026-04-28', '2026-05-31');
    const p = await panels(month.scope, month.previousStart);
    const human = humanIn(month.scope.start, month.scope.end);
    const byCountry = countBy(human, (c) => String(c.countryCode));
    expect(rank(p, 'country')).toEqual({ ...byCountry, TR: byCountry.TR! + 15 + 7, DE: byCountry.DE! + 5 });
    const byReferrer = countBy(human, (c) => String(c.referrer));
    expect(rank(p, 'referrer')).toEqual({ ...byReferrer, null: byReferrer.null! + 40, 'ar.wikipedia.org': 60 });
    expect(p.imported).toMatchObject({ clicks: 107, from: '2026-05-01', to: '2026-05-05' });
  });

  it('keeps only the imported rows a filter can hold', async () => {
    const week = (filters: ClickScope['filters'], tagIds?: string[]) => scopeOf('2026-05-01', '2026-05-07', filters, tagIds);
    const human = humanIn('2026-05-01', '2026-05-08');
    // A browser (no such detail in a source): the clicks alone.
    const browser = week({ browser: 'Chrome' });
    const chrome = await panels(browser.scope, browser.previousStart);
    expect(chrome.totals.total).toBe(human.filter((c) => c.browser === 'Chrome').length);
    expect(chrome.imported).toBeNull();
    expect(rank(chrome, 'link').l9).toBeUndefined();
    // A country: that country's rows stand for the clicks (l1's day), in the series too.
    const tr = week({ country: 'TR' });
    const turkey = await panels(tr.scope, tr.previousStart);
    expect(turkey.totals.total).toBe(human.filter((c) => c.countryCode === 'TR').length + 15);
    expect(turkey.imported).toEqual({ clicks: 15, from: '2026-05-02', to: '2026-05-02', days: [{ day: '2026-05-02', total: 15 }] });
    expect(rank(turkey, 'referrer')).toEqual(
      countBy(
        human.filter((c) => c.countryCode === 'TR'),
        (c) => String(c.referrer),
      ),
    );
    // A link, a domain (the platform's: null), a tag.
    const link = week({ linkId: 'l9' });
    expect((await panels(link.scope, link.previousStart)).totals).toEqual({ total: 7, unique: 0, links: 1 });
    const platform = week({ domain: '(none)' });
    expect((await panels(platform.scope, platform.previousStart)).totals.total).toBe(human.filter((c) => c.domain === null).length + 7);
    const tagged = week({}, [TB]);
    expect((await panels(tagged.scope, tagged.previousStart)).imported?.clicks).toBe(7);
  });

  it('never shows an imported row in the visitor log or its count', async () => {
    const { scope } = scopeOf('2026-05-01', '2026-05-07');
    const human = humanIn(scope.start, scope.end);
    for (const d of [athena, duck]) {
      expect((await run(visitorsStatement(d, scope))).length).toBe(human.length);
      expect(Number((await run(countStatement(d, scope)))[0]!.total)).toBe(human.length);
    }
  });
});

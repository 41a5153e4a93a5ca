import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import {
  attributionOf,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  clickTagIdsValue,
  compactedConversionKey,
  hashBucketOf,
  importedClicksKey,
  incomingConversionKey,
  logClock,
  RANKING_LIMIT,
  rawObjectName,
  type ClickRecord,
  type ConversionRecord,
  type ImportedClickRecord,
} from '@kisa/shared';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runtime } from '#test-support/api.js';
import { rollupRowsOf } from '#core/click-log/rollup-rows.js';
import { ATHENA_TABLES, createDuckClicksTable, createGlueStandIns, loadGlueStandIns } from '#test-support/athena-stand-in.js';
import { encodeRollupParquet, encodeTeamLayoutParquet } from '../clicks/click-log-parquet.js';
import { panelsStatement, QUARTER_HOUR_MS, type AthenaDialect, type ClickScope, type Statement } from './analytics-sql.js';
import type { ClickLogEngine, Row } from './click-log-engine.js';
import { panelWindowStatement } from './panel-windows-sql.js';
import { compareValues, mergeWindowRows, panelWindows, WINDOW_CONCURRENCY, windowedPanelRows, type PanelWindow } from './panel-windows.js';

// A filtered panels question read in windows (panel-windows.ts) against the single statement,
// both Athena's, run through DuckDB over stand-ins of the Glue tables: a team's 40 days of clicks
// in committed team-layout files with their rollups, the last two days still raw, conversions
// (compacted and incoming), imported history. Values in other scripts where names flow.

// The repository's engine: Athena's statements, run on the stand-ins (the result cache on the runtime's DynamoDB).
const engine = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('./choose-engine.js', () => ({ clickLogEngine: async () => engine.current }));
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { readClickPanels, panelsOf } = await import('./click-analytics-repo.js');

const TEAM = 'team-w';
const G = logClock(Date.parse('2026-04-09T00:00:00Z'));
const dialect: AthenaDialect = { ...ATHENA_TABLES, state: { watermark: G, bigTeams: {}, merged: {} } };
// Ties at every count, in an order where code points and UTF-16 units disagree (ｉ U+FF49 before 🚀 U+1F680).
const CITIES = ['İzmir', 'Izmir', 'القاهرة', 'Zürich', '🚀town', null, 'izmir', 'ｉｚｍｉｒ'];
const REFERRERS = ['xn--bcher-kva.example', 't.co', null, 'xn--ksa-jua.test'];
const LINKS = ['l-🚀', 'l-İ', 'l-a', 'l-b', 'l-c', 'l-d'];
const [TA, TB] = ['tag-a', 'tag-b'];
const TAGS = [null, clickTagIdsValue([TA]), clickTagIdsValue([TA, TB]), clickTagIdsValue([TB])];
const FIRST = Date.parse('2026-03-01T00:00:00Z');

const clicks: ClickRecord[] = [];
for (let i = 0; i < 2_400; i++) {
  clicks.push({
    id: `w${i}`,
    time: new Date(FIRST + i * 1_440_000 + (i % 7) * 60_000).toISOString(),
    shortUrl: `s${i % LINKS.length}`,
    linkId: LINKS[i % LINKS.length]!,
    teamId: i % 11 === 0 ? 'team-other' : TEAM,
    campaignId: i % 4 === 0 ? 'camp' : null,
    visitorId: `v${i % 17}`,
    unique: i % 3 === 0,
    ip: '203.0.113.1',
    browser: ['Chrome', 'Safari', null][i % 3]!,
    os: i % 2 ? 'iOS' : 'Windows',
    device: i % 5 ? 'desktop' : 'mobile',
    referrer: REFERRERS[i % REFERRERS.length]!,
    countryCode: i % 6 ? 'TR' : 'EG',
    countryName: i % 6 ? 'Türkiye' : 'Egypt',
    city: CITIES[i % CITIES.length]!,
    source: i % 10 ? 'link' : 'qr',
    isBot: i % 13 === 0,
    domain: [null, 'go.acme.test', 'xn--ksa-jua.test'][i % 3]!,
    tagIds: TAGS[i % TAGS.length]!,
    ruleId: i % 9 === 0 ? 'rule-tr' : null,
    variantId: i % 5 === 1 ? 'var-1' : null,
  });
}
const conversions: ConversionRecord[] = clicks
  .filter((_, i) => i % 7 === 3)
  .flatMap((c, j) => {
    const base = { clickId: c.id, linkId: c.linkId, teamId: c.teamId, clickTime: c.time, ...attributionOf(c) };
    const at = new Date(Date.parse(c.time) + 3_600_000).toISOString();
    return [
      { ...base, id: `cv${c.id}a`, eventId: `e${c.id}a`, type: 'lead' as const, amountMinor: null, currency: null, time: at },
      ...(j % 2
        ? [{ ...base, id: `cv${c.id}b`, eventId: `e${c.id}b`, type: 'sale' as const, amountMinor: 199 + j, currency: j % 4 === 1 ? 'USD' : 'TRY', time: at }]
        : []),
    ];
  });
const importedRow = (r: Partial<ImportedClickRecord>): ImportedClickRecord => ({
  teamId: TEAM,
  linkId: 'l-🚀',
  shortUrl: 's0',
  domain: null,
  tagIds: null,
  day: '2026-03-20',
  firstDay: r.day ?? '2026-03-20',
  dimension: 'total',
  value: null,
  clicks: 0,
  importId: 'imp-1',
  ...r,
});
const imported = [
  importedRow({ day: '2026-03-05', clicks: 11 }),
  importedRow({ day: '2026-03-25', clicks: 13 }),
  importedRow({ linkId: 'l-imported', day: '2026-03-26', clicks: 5 }),
  importedRow({ day: '2026-03-25', dimension: 'country', value: 'TR', clicks: 8 }),
  importedRow({ day: '2026-03-06', dimension: 'referrer', value: 'xn--bcher-kva.example', clicks: 4 }),
];

let db: DuckDBConnection;
const normal = (rows: readonly Record<string, unknown>[]): Row[] =>
  rows.map((r) => JSON.parse(JSON.stringify(r, (_, v) => (typeof v === 'bigint' ? Number(v) : v))) as Row);
const run = async (s: Statement): Promise<Row[]> => normal((await db.runAndReadAll(s.sql, s.params as DuckDBValue[])).getRowObjectsJS());
const sorted = (rows: readonly Row[]) => rows.map((r) => JSON.stringify(r)).sort();

beforeAll(async () => {
  db = await (await DuckDBInstance.create(':memory:')).connect();
  await createGlueStandIns(db);
  await createDuckClicksTable(db);
  const objects: { key: string; body: Uint8Array }[] = [];
  const byTeamDay = new Map<string, ClickRecord[]>();
  for (const c of clicks) byTeamDay.set(`${c.teamId}|${c.time.slice(0, 10)}`, [...(byTeamDay.get(`${c.teamId}|${c.time.slice(0, 10)}`) ?? []), c]);
  for (const [key, lines] of byTeamDay) {
    const [team, day] = key.split('|') as [string, string];
    if (day >= '2026-04-09') {
      // Not compacted yet: raw, named after the watermark.
      objects.push({
        key: `clicks/dt=${day}/${rawObjectName(Date.parse(`${day}T23:00:00Z`), `${team}-${day}`)}`,
        body: gzipSync(lines.map((l) => `${JSON.stringify(l)}\n`).join('')),
      });
      continue;
    }
    const rows = lines.map((c) => ({ ...c, bucket: Math.floor(Date.parse(c.time) / QUARTER_HOUR_MS) }));
    objects.push({ key: `${CLICK_LOG_TEAM_PREFIX}tb=${hashBucketOf(team)}/dt=${day}/g${G}-p${team.length}.parquet`, body: encodeTeamLayoutParquet(rows) });
    objects.push({
      key: `${CLICK_ROLLUP_PREFIX}tb=${hashBucketOf(team)}/dt=${day}/g${G}-r${team.length}.parquet`,
      body: encodeRollupParquet(rollupRowsOf(rows)),
    });
  }
  const line = (v: ConversionRecord) => `${JSON.stringify(v)}\n`;
  for (const [n, v] of conversions.entries()) {
    if (n % 3 === 0) objects.push({ key: incomingConversionKey(v.teamId, Date.parse(v.time), v.id), body: new TextEncoder().encode(line(v)) });
    else objects.push({ key: compactedConversionKey(v.teamId, v.clickTime.slice(0, 10), Date.parse(v.time) + n), body: gzipSync(line(v)) });
  }
  objects.push({ key: importedClicksKey(TEAM, 'imp-1', 0), body: new TextEncoder().encode(imported.map((r) => `${JSON.stringify(r)}\n`).join('')) });
  await loadGlueStandIns(db, objects);
});

/** A range of local days (Istanbul, UTC+3) ending on 2026-04-10, and its previous period as long. */
function rangeOf(days: number, filters: ClickScope['filters'], tagIds?: string[]): { scope: ClickScope; previousStart: string } {
  const end = '2026-04-10T21:00:00.000Z';
  const start = new Date(Date.parse(end) - days * 86_400_000).toISOString();
  return {
    scope: { teamId: TEAM, start, end, filters, ...(tagIds ? { tagIds } : {}) },
    previousStart: new Date(2 * Date.parse(start) - Date.parse(end)).toISOString(),
  };
}

/** The windows the repository would cut for a question (the unfiltered series and bots of both periods), at `maxClicks`. */
async function windowsOf(scope: ClickScope, previousStart: string, maxClicks: number): Promise<PanelWindow[]> {
  const wide = { teamId: scope.teamId, start: previousStart, end: scope.end, filters: {} };
  const rows = await run(panelsStatement(dialect, wide, previousStart, 1));
  const current = rows.find((r) => r.panel === 'current')!;
  const series = rows.filter((r) => r.panel === 'series').map((r) => ({ bucket: Number(r.bucket), total: Number(r.total) }));
  return panelWindows({ start: previousStart, end: scope.end }, series, Number(current.bots) / Number(current.total), maxClicks);
}

describe('a filtered question read in windows', () => {
  const cases: [string, ClickScope['filters'], string[]?][] = [
    ['country', { country: 'TR' }],
    ['link (emoji id)', { linkId: 'l-🚀' }],
    ['city İzmir', { city: 'İzmir' }],
    ['city القاهرة and a tag', { city: 'القاهرة' }, [TA]],
    ['IDN referrer', { referrer: 'xn--bcher-kva.example' }],
    ['no domain, a source', { domain: '(none)', source: 'link' }],
    ['a tag', {}, [TB]],
  ];
  for (const [name, filters, tagIds] of cases) {
    it(`${name}: the windows' merged rows are the single statement's, every ranking cut alike`, async () => {
      const { scope, previousStart } = rangeOf(20, filters, tagIds);
      const windows = await windowsOf(scope, previousStart, 150);
      expect(windows.length, 'windows').toBeGreaterThanOrEqual(5);
      // Whole UTC days between the range's local edges, no gap nor overlap.
      expect(windows[0]!.start).toBe(previousStart);
      expect(windows.at(-1)!.end).toBe(scope.end);
      for (const [a, b] of windows.slice(1).map((w, i) => [windows[i]!, w] as const)) {
        expect(a.end).toBe(b.start);
        expect(b.start.slice(10)).toBe('T00:00:00.000Z');
      }
      for (const limit of [2, 50]) {
        const single = await run(panelsStatement(dialect, scope, previousStart, limit));
        const windowed = await windowedPanelRows(dialect, scope, previousStart, limit, windows, run);
        expect(sorted(windowed), `limit ${limit}`).toEqual(sorted(single));
        expect(single.some((r) => r.panel === 'rank') && single.some((r) => r.panel === 'previous'), 'something ranked, a previous period').toBe(true);
      }
    });
  }

  it('ranks values in code point order on ties, nulls last, as Trino and DuckDB do', () => {
    const values = ['ｉｚｍｉｒ', null, '🚀town', 'İzmir', 'Izmir', 'izmir'];
    expect([...values].sort(compareValues)).toEqual(['Izmir', 'izmir', 'İzmir', 'ｉｚｍｉｒ', '🚀town', null]);
    const rows = values.map((value) => ({
      panel: 'rank',
      bucket: null,
      dim: 'city',
      value,
      total: 2,
      uniq: 1,
      bots: 0,
      links: 0,
      currency: null,
      conversions: 0,
      converting: 0,
      revenue: 0,
    }));
    expect(mergeWindowRows([...rows, ...rows], 4).map((r) => [r.value, r.total])).toEqual([
      ['Izmir', 4],
      ['izmir', 4],
      ['İzmir', 4],
      ['ｉｚｍｉｒ', 4],
    ]);
  });

  it('fails the question when one window fails (refused, timed out), and runs at most WINDOW_CONCURRENCY at once', async () => {
    const { scope, previousStart } = rangeOf(40, { country: 'TR' });
    const windows = await windowsOf(scope, previousStart, 150);
    let [running, most, started] = [0, 0, 0];
    const failing = async (s: Statement) => {
      const n = started++;
      running++;
      most = Math.max(most, running);
      try {
        await new Promise((r) => setImmediate(r));
        if (n === 3) throw new Error('Athena query q-3 FAILED: Query exhausted resources');
        return await run(s);
      } finally {
        running--;
      }
    };
    await expect(windowedPanelRows(dialect, scope, previousStart, 50, windows, failing)).rejects.toThrow('q-3 FAILED');
    expect(most).toBeLessThanOrEqual(WINDOW_CONCURRENCY);
    expect(most).toBeGreaterThan(1);
    // None starts after the failure: those running then, no more.
    await vi.waitFor(() => expect(running).toBe(0));
    expect(started).toBeLessThanOrEqual(WINDOW_CONCURRENCY + 3);
    expect(windows.length).toBeGreaterThan(WINDOW_CONCURRENCY + 3);
  });

  it('reads an unfiltered question never in windows, and cuts one window when the range fits', async () => {
    const { scope, previousStart } = rangeOf(20, {});
    expect(() => panelWindowStatement(dialect, scope, previousStart, { start: previousStart, end: scope.end, imported: true })).toThrow('filtered');
    expect(await windowsOf(scope, previousStart, 1_000_000)).toEqual([{ start: previousStart, end: scope.end }]);
  });
});

describe('panel windows', () => {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / QUARTER_HOUR_MS;
  it('cut on UTC midnights at the bound, weighed by the bots, a day over the bound alone', () => {
    const range = { start: '2026-03-01T21:00:00.000Z', end: '2026-03-06T21:00:00.000Z' };
    const series = [
      { bucket: day('2026-03-01') + 90, total: 40 },
      { bucket: day('2026-03-02') + 3, total: 30 },
      { bucket: day('2026-03-03') + 50, total: 500 },
      { bucket: day('2026-03-04') + 1, total: 10 },
      { bucket: day('2026-03-05') + 1, total: 10 },
      { bucket: day('2026-03-06') + 80, total: 90 },
    ];
    expect(panelWindows(range, series, 0, 100)).toEqual([
      { start: range.start, end: '2026-03-03T00:00:00.000Z' },
      { start: '2026-03-03T00:00:00.000Z', end: '2026-03-04T00:00:00.000Z' },
      { start: '2026-03-04T00:00:00.000Z', end: '2026-03-06T00:00:00.000Z' },
      { start: '2026-03-06T00:00:00.000Z', end: range.end },
    ]);
    // As many bots as humans: the first two days no longer fit together.
    expect(panelWindows(range, series, 1, 100)[0]).toEqual({ start: range.start, end: '2026-03-02T00:00:00.000Z' });
    expect(panelWindows(range, [], 0, 100)).toEqual([range]);
  });
});

describe('the repository: a big filtered question', () => {
  const statements: Statement[] = [];
  let version = 'v1';
  let failing: (s: Statement) => boolean = () => false;
  const standIn: ClickLogEngine = {
    dialect,
    prepare: async () => dialect,
    version: async () => version,
    async query(s) {
      statements.push(s);
      if (failing(s)) throw new Error('Athena query q-9 FAILED: Query exhausted resources at this scale factor');
      return run(s);
    },
    async forEachPage(s, onPage) {
      await onPage(await standIn.query(s));
    },
  };
  engine.current = standIn;
  const windowsIn = (list: readonly Statement[]) => list.filter((s) => s.sql.includes("'plink'")).length;
  /** The panels in a form that compares whatever order the rows came in. */
  const comparable = (p: ReturnType<typeof panelsOf>) => ({
    ...p,
    series: [...p.series].sort((a, b) => a.bucket - b.bucket),
    conversionSeries: [...p.conversionSeries].sort((a, b) => a.bucket - b.bucket),
    rankings: p.rankings.map((r) => JSON.stringify(r)).sort(),
    conversionRankings: [...p.conversionRankings].map((e) => JSON.stringify(e)).sort(),
  });

  it('reads it in windows and caches the merged answer as one question; a window failing answers the last answer, or fails without one', async () => {
    const { scope, previousStart } = rangeOf(20, { city: 'İzmir' });
    const want = comparable(panelsOf(await run(panelsStatement(dialect, scope, previousStart, 50))));
    statements.length = 0;
    const { asOf, stale, ...got } = await readClickPanels(scope, previousStart, 50, { windowClicks: 150 });
    expect(comparable(got)).toEqual(want);
    expect(stale).toBe(false);
    // The estimate first (the page's unfiltered question, then that of both periods: rollups), then the windows.
    expect(statements.slice(0, 2).map((s) => s.sql.includes('"click_rollups"'))).toEqual([true, true]);
    expect(windowsIn(statements)).toBeGreaterThanOrEqual(5);
    expect(statements).toHaveLength(2 + windowsIn(statements));
    // Asked again at the same data version: the cache's answer, no statement.
    statements.length = 0;
    expect(comparable((({ asOf: _, stale: __, ...p }) => p)(await readClickPanels(scope, previousStart, 50, { windowClicks: 150 })))).toEqual(want);
    expect(statements).toHaveLength(0);
    // New data, and the third window refused: the last answer, marked stale.
    version = 'v2';
    let windowsRun = 0;
    failing = (s) => s.sql.includes("'plink'") && ++windowsRun === 3;
    const older = await readClickPanels(scope, previousStart, 50, { windowClicks: 150 });
    expect([older.stale, older.asOf]).toEqual([true, asOf]);
    // A question with no answer yet fails as its window did.
    failing = (s) => s.sql.includes("'plink'");
    await expect(readClickPanels(rangeOf(20, { country: 'EG' }).scope, previousStart, 50, { windowClicks: 150 })).rejects.toThrow('q-9 FAILED');
    failing = () => false;
  });

  it('reads an unfiltered question in one statement (rollups), and a filtered one that fits in one statement', async () => {
    version = 'v3';
    for (const filters of [{}, { city: 'İzmir' }]) {
      const { scope, previousStart } = rangeOf(20, filters);
      statements.length = 0;
      // As the analytics route asks (the default ranking limit).
      const { asOf: _, stale: __, ...got } = await readClickPanels(scope, previousStart);
      expect(comparable(got)).toEqual(comparable(panelsOf(await run(panelsStatement(dialect, scope, previousStart, RANKING_LIMIT)))));
      // The filtered one after the page's unfiltered question (cached): its one statement only.
      expect(windowsIn(statements)).toBe(0);
      expect(statements.map((s) => s.sql.includes('"click_rollups"'))).toEqual([!Object.keys(filters).length]);
    }
  });
});

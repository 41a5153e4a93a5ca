import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import {
  attributionOf,
  CLICK_LOG_COLUMNS,
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  clickTagIdsOf,
  clickTagIdsValue,
  compactedConversionKey,
  conversionTeamValue,
  hashBucketOf,
  incomingConversionKey,
  logClock,
  ownBucketOf,
  rawObjectName,
  TEAM_LAYOUT_COLUMNS,
  type ClickRecord,
  type ConversionRecord,
} from '@kisa/shared';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { rollupRowsOf } from '#core/click-log/rollup-rows.js';
import { ATHENA_TABLES, createDuckClicksTable, createGlueStandIns, insertConversions, loadGlueStandIns, setDuckClicks } from '#test-support/athena-stand-in.js';
import { encodeClickLogParquet, encodeRollupParquet, encodeTeamLayoutParquet, type TeamLayoutRow } from '../clicks/click-log-parquet.js';
import {
  alertSeriesStatement,
  bucketOf,
  countStatement,
  panelsStatement,
  rankingsStatement,
  rollupRowsStatement,
  seriesStatement,
  totalsStatement,
  visitorsStatement,
  type ClickScope,
  type Dialect,
  type Statement,
} from './analytics-sql.js';
import { rowsOf, toLiteral } from './athena-values.js';

// The Athena statements, checked two ways without AWS: their text and parameters, and
// their results when run through DuckDB (where the dialects agree; Trino's two time
// functions are stood in for by macros) against the DuckDB statements over the same clicks.

const athena: Dialect = ATHENA_TABLES;
const duck: Dialect = { kind: 'duckdb', rollup: false };
const duckRollup: Dialect = { kind: 'duckdb', rollup: true };
const scope: ClickScope = {
  teamId: "team-1'; DROP TABLE clicks; --",
  start: '2026-05-02T21:00:00.000Z',
  end: '2026-05-09T21:00:00.000Z',
  filters: { country: 'TR', referrer: '(none)' },
};

describe('the Athena statements (text)', () => {
  it('carry every value as a parameter, in the order of their placeholders', () => {
    const s = seriesStatement(athena, scope);
    expect(s.sql).not.toContain('DROP TABLE');
    expect(s.sql).not.toContain("'TR'");
    expect(s.sql.split('?').length - 1).toBe(s.params.length);
    const [dtFrom, dtTo] = ['2026-05-02', '2026-05-09'];
    const w = '0000000000000';
    // the team's hash bucket (dt, dt, team, generation); raw of its raw bucket and of the day-only layout (dt, dt, team, watermark each); legacy (dt, dt, team); then team, range, country
    expect(s.params).toEqual([
      dtFrom,
      dtTo,
      scope.teamId,
      w,
      dtFrom,
      dtTo,
      scope.teamId,
      w,
      dtFrom,
      dtTo,
      scope.teamId,
      w,
      dtFrom,
      dtTo,
      scope.teamId,
      scope.teamId,
      bucketOf(scope.start),
      bucketOf(scope.end),
      'TR',
    ]);
    expect(bucketOf(scope.end) - bucketOf(scope.start)).toBe(7 * 96);
    expect(s.sql).toContain('"referrer" IS NULL');
    // A filtered scope reads clicks: the team's bucket of the team layout (no id), the rest one row per id.
    expect(s.sql).toContain(`FROM "kisa_analytics"."clicks_by_team" WHERE tb = '${hashBucketOf(scope.teamId)}' AND dt BETWEEN ? AND ?`);
    expect(s.sql).toContain('FROM "kisa_analytics"."clicks" WHERE dt BETWEEN ? AND ?');
    expect(s.sql).toContain('FROM "kisa_analytics"."clicks_compact" WHERE dt BETWEEN ? AND ?');
    expect(s.sql).toContain('row_number() OVER (PARTITION BY "id"');
    // Unfiltered, the first paint is one statement that reads the rollups, never the team layout's
    // ids, and the team's clicks only in the partial edge days' partitions (the local midnights).
    const plain = { ...scope, filters: {} };
    const panels = panelsStatement(athena, plain, '2026-04-25T21:00:00.000Z', 100);
    expect(panels.sql).toContain('"kisa_analytics"."click_rollups"');
    expect(panels.sql.split('?').length - 1).toBe(panels.params.length);
    // The clicks' panels (before the conversions' part, which reads the conversion log alone).
    const [clicksPart, rest] = panels.sql.split(/\nUNION ALL\nSELECT panel, bucket, dim, value, 0 AS total/);
    // Then the imported history's days (imported-sql.ts), which reads its own table once, by team partition.
    const [conversionsPart, importedPart] = rest!.split(/\nUNION ALL\nSELECT panel, NULL AS bucket, dim, value, total/);
    expect(conversionsPart).toBeDefined();
    expect(importedPart!.match(/FROM "kisa_analytics"\."imported_clicks" WHERE team = '~[0-9a-f]{8}' AND "teamId" = \?/g)).toHaveLength(1);
    expect(importedPart).not.toMatch(/"kisa_analytics"\."(clicks|click_rollups|conversions)/);
    // The clicks' part reads it once more, into the totals and rankings.
    expect(clicksPart!.match(/FROM "kisa_analytics"\."imported_clicks"/g)).toHaveLength(1);
    const reads = [...clicksPart!.matchAll(/SELECT ([^()]*?) FROM "kisa_analytics"\."clicks_by_team" WHERE (.*?) AND "teamId"/g)].map((m) => [m[1], m[2]]);
    expect(reads).toHaveLength(1);
    expect(reads[0]![0]).not.toContain('"id"');
    expect(reads[0]![1]).toContain('dt IN (?, ?, ?)');
    expect(panels.params).toEqual(expect.arrayContaining(['2026-04-25', '2026-05-02', '2026-05-09']));
    // Each source is read once by the clicks' panels: one SELECT per table and bucket.
    expect(panels.sql.match(/FROM "kisa_analytics"\."click_rollups"/g)).toHaveLength(1);
    expect(clicksPart!.match(/FROM "kisa_analytics"\."clicks" /g)).toHaveLength(1);
    // The conversions' part reads the team's partitions of the conversion log once each (its
    // compacted days of the range, its incoming objects), and never the clicks.
    expect(
      conversionsPart!.match(
        new RegExp(
          `FROM "kisa_analytics"\\."conversions"\\s+WHERE team = '${conversionTeamValue(scope.teamId)}' AND dt BETWEEN \\? AND \\? AND "teamId" = \\?`,
          'g',
        ),
      ),
    ).toHaveLength(1);
    expect(
      conversionsPart!.match(
        new RegExp(`FROM "kisa_analytics"\\."conversions_incoming" WHERE team = '${conversionTeamValue(scope.teamId)}' AND "teamId" = \\?`, 'g'),
      ),
    ).toHaveLength(1);
    expect(conversionsPart).not.toMatch(/"clicks|click_rollups/);
    // A big team reads its own bucket, and its hash bucket only up to the day it got its own.
    const big = panelsStatement(
      { ...athena, state: { watermark: w, bigTeams: { 'team-9': '2026-05-04' } } },
      { ...plain, teamId: 'team-9' },
      '2026-04-25T21:00:00.000Z',
      100,
    );
    expect(big.sql).toContain(`tb = '${ownBucketOf('team-9')}'`);
    expect(big.sql).toContain(`tb = '${hashBucketOf('team-9')}'`);
    expect(big.params).toContain('2026-05-04');
    expect(
      panelsStatement(
        { ...athena, state: { watermark: w, bigTeams: { 'team-9': '2026-03-01' } } },
        { ...plain, teamId: 'team-9' },
        '2026-04-25T21:00:00.000Z',
        100,
      ).sql,
    ).not.toContain(`tb = '${hashBucketOf('team-9')}'`);
    // Merged days in range name their merge; the others read generation files up to the watermark.
    const merged = panelsStatement(
      { ...athena, state: { watermark: w, bigTeams: {}, merged: { '2026-05-01': '1777593600000', '2026-01-01': '1767312000000' } } },
      plain,
      '2026-04-25T21:00:00.000Z',
      100,
    );
    expect(merged.sql).toContain("WHEN '2026-05-01' THEN '1777593600000'");
    expect(merged.sql).not.toContain('2026-01-01');
    expect(() =>
      panelsStatement({ ...athena, state: { watermark: w, bigTeams: {}, merged: { '2026-05-01': "1' OR TRUE" } } }, plain, '2026-04-25T21:00:00.000Z', 100),
    ).toThrow();
  });

  it('quote string parameters as Athena literals', () => {
    expect(toLiteral("it's")).toBe("'it''s'");
    expect(toLiteral(5)).toBe('5');
    expect(toLiteral(true)).toBe('TRUE');
    expect(() => toLiteral(Number.NaN)).toThrow();
  });

  it('read result pages back typed, skipping the header row of the first page', () => {
    const resultSet = {
      ResultSetMetadata: {
        ColumnInfo: [
          { Name: 'dim', Type: 'varchar' },
          { Name: 'total', Type: 'bigint' },
          { Name: 'unique', Type: 'boolean' },
        ],
      },
      Rows: [
        { Data: [{ VarCharValue: 'dim' }, { VarCharValue: 'total' }, { VarCharValue: 'unique' }] },
        { Data: [{ VarCharValue: 'browser' }, { VarCharValue: '12' }, { VarCharValue: 'true' }] },
        { Data: [{}, { VarCharValue: '3' }, { VarCharValue: 'false' }] },
      ],
    };
    expect(rowsOf(resultSet as never, true)).toEqual([
      { dim: 'browser', total: 12, unique: true },
      { dim: null, total: 3, unique: false },
    ]);
    expect(rowsOf(resultSet as never, false)).toHaveLength(3);
  });
});

/** The columns the log gained after it existed: files and lines written before lack them. */
const APPENDED = ['domain', 'tagIds', 'ruleId', 'variantId'] as const;
/** The appended columns none of these clicks has: they were logged before those columns existed. */
const missingOf = (rows: readonly ClickRecord[]) => APPENDED.filter((n) => rows.every((c) => !(n in c)));
/**
 * A Parquet file as written before `domain` or `tagIds` existed: without the appended columns its clicks lack
 * (readers must take them as null); a file of clicks that have them all, as written now.
 */
function shaped(columns: readonly (readonly [string, string])[], rows: readonly (ClickRecord & { bucket?: number })[], current: () => Uint8Array): Uint8Array {
  const missing: readonly string[] = missingOf(rows);
  if (!missing.length) return current();
  const TYPE = { string: 'STRING', boolean: 'BOOLEAN', int: 'INT32' } as const;
  const kept = columns.filter(([n]) => !missing.includes(n)) as (readonly [keyof ClickRecord | 'bucket', keyof typeof TYPE])[];
  return new Uint8Array(parquetWriteBuffer({ columnData: kept.map(([name, type]) => ({ name, type: TYPE[type], data: rows.map((r) => r[name] ?? null) })) }));
}

/** Tag ids (uuids, as the API hands them out) and the combinations clicks carry: sorted, joined (clickTagIdsValue). */
const [TA, TB, TC] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b', '0c0c0c0c-0000-4000-8000-00000000000c'];
const TAG_COMBOS = [null, clickTagIdsValue([TA]), clickTagIdsValue([TB, TA]), clickTagIdsValue([TB, TC]), clickTagIdsValue([TC])];
/** Whether a click passes a scope's filters (the reference for the statements' counts). */
function passes(c: ClickRecord, filters: Record<string, string>, tagIds: readonly string[] = []): boolean {
  const byField = Object.entries(filters).every(([f, v]) =>
    f === 'country'
      ? c.countryCode === v
      : f === 'referrer'
        ? c.referrer === null
        : f === 'domain' || f === 'ruleId' || f === 'variantId'
          ? (c[f] ?? null) === (v === '(none)' ? null : v)
          : f === 'source'
            ? c.source === v
            : f === 'linkId'
              ? c.linkId === v
              : c.campaignId === v,
  );
  return byField && (!tagIds.length || clickTagIdsOf(c.tagIds).some((id) => tagIds.includes(id)));
}
/** Human clicks and uniques per rule or variant (none for the clicks neither sent). */
function perChoice(clicks: readonly ClickRecord[], field: 'ruleId' | 'variantId'): [string, number, number][] {
  const counts = new Map<string, [number, number]>();
  for (const c of clicks) {
    const id = c[field];
    if (id) counts.set(id, [(counts.get(id)?.[0] ?? 0) + 1, (counts.get(id)?.[1] ?? 0) + (c.unique ? 1 : 0)]);
  }
  return [...counts].map(([id, [t, u]]): [string, number, number] => [id, t, u]).sort();
}
/** Conversion figures of some clicks: events, clicks with one, sales per currency — the reference for the conversion rows. */
interface ConversionFigures {
  conversions: number;
  converting: number;
  revenue: Record<string, number>;
}
function conversionFigures(clicks: readonly ClickRecord[], conversions: readonly ConversionRecord[]): ConversionFigures {
  const ids = new Set(clicks.map((c) => c.id));
  const mine = conversions.filter((v) => ids.has(v.clickId));
  const revenue: Record<string, number> = {};
  for (const v of mine) if (v.currency && v.amountMinor) revenue[v.currency] = (revenue[v.currency] ?? 0) + v.amountMinor;
  return { conversions: mine.length, converting: new Set(mine.map((v) => v.clickId)).size, revenue };
}
/** The statement's conversion rows of one panel (and value) summed over currencies, as the reference shapes them. */
function figuresOf(rows: readonly Record<string, unknown>[]): ConversionFigures {
  const revenue: Record<string, number> = {};
  for (const r of rows)
    if (r.currency !== null && Number(r.revenue) !== 0) revenue[r.currency as string] = (revenue[r.currency as string] ?? 0) + Number(r.revenue);
  return { conversions: rows.reduce((n, r) => n + Number(r.conversions), 0), converting: rows.reduce((n, r) => n + Number(r.converting), 0), revenue };
}

/** Human clicks and uniques per tag (a click counts for each of its tags). */
function perTag(clicks: readonly ClickRecord[]): [string, number, number][] {
  const counts = new Map<string, [number, number]>();
  for (const c of clicks)
    for (const id of clickTagIdsOf(c.tagIds)) counts.set(id, [(counts.get(id)?.[0] ?? 0) + 1, (counts.get(id)?.[1] ?? 0) + (c.unique ? 1 : 0)]);
  return [...counts].map(([id, [t, u]]): [string, number, number] => [id, t, u]).sort();
}

describe('the Athena statements run through DuckDB, over the team layout', () => {
  // Every click sits where compaction and the worker may leave it: legacy compacted files and
  // legacy raw batches (some in both), raw batches named after the watermark (one line twice),
  // raw batches a committed generation holds but that are not deleted yet, committed generation
  // files with their rollups (a big team in its own bucket, its earlier days in its hash bucket,
  // one late click of an earlier day in its own), days merged (their generation files swept or not
  // yet, a merge begun and not committed, a late click after the merge), and an uncommitted
  // generation's files whose clicks are also still raw. The Athena statements over the stand-in Glue tables must answer
  // what the DuckDB statements answer over the clicks themselves.
  let db: DuckDBConnection;
  const run = async (s: Statement) => (await db.runAndReadAll(s.sql, s.params as DuckDBValue[])).getRowObjectsJS();
  const clicks: ClickRecord[] = [];
  const conversions: ConversionRecord[] = [];
  const W = logClock(Date.parse('2026-05-08T00:00:00Z'));
  const G1 = logClock(Date.parse('2026-05-03T00:00:00Z'));
  const BIG_SINCE = '2026-05-01';
  // Days merged at G1 (merge-days.ts): 04-28…04-30 with their generation files still there (not swept yet), 05-01 swept.
  const MERGED = ['2026-04-28', '2026-04-29', '2026-04-30', '2026-05-01'];
  const state = { watermark: W, bigTeams: { 'team-1': BIG_SINCE }, merged: Object.fromEntries(MERGED.map((d) => [d, G1])) };
  const athenaNow: Dialect = { ...athena, state };

  beforeAll(async () => {
    db = await (await DuckDBInstance.create(':memory:')).connect();
    await createGlueStandIns(db);
    await createDuckClicksTable(db);
    const browsers = ['Chrome', 'Safari', null];
    for (let i = 0; i < 1_200; i++) {
      clicks.push({
        id: `c${String(i).padStart(4, '0')}`,
        time: new Date(Date.parse('2026-04-24T00:00:00Z') + i * 1_500_000).toISOString(),
        shortUrl: `s${i % 5}`,
        linkId: `l${i % 5}`,
        teamId: i % 9 === 0 ? 'team-2' : 'team-1',
        campaignId: i % 4 === 0 ? 'camp' : null,
        visitorId: `v${i % 13}`,
        unique: i % 3 === 0,
        ip: '203.0.113.1',
        browser: browsers[i % 3]!,
        os: i % 2 ? 'iOS' : 'Windows',
        device: i % 5 ? 'desktop' : 'mobile',
        referrer: i % 7 ? null : 't.co',
        countryCode: i % 6 ? 'TR' : 'DE',
        countryName: i % 6 ? 'Türkiye' : 'Germany',
        city: i % 6 ? 'Istanbul' : null,
        source: i % 10 ? 'link' : 'qr',
        isBot: i % 17 === 0,
        // Logged before branded domains (before 05-01): no domain at all, in lines and files of the old
        // shape; since: a branded domain (one internationalized, in its ASCII form) or null.
        ...(i < 400 ? {} : { domain: [null, 'go.acme.test', 'xn--ksa-jua.test', null][i % 4]! }),
        // Logged before tags (before 05-06): no tagIds at all; since: a combination of tags, or none (null).
        ...(i < 700 ? {} : { tagIds: TAG_COMBOS[i % 5]! }),
        // Logged before targeting (before 05-07T04:40): no ruleId / variantId at all; since: the rule
        // that sent the visitor, else the split's variant, else neither (null) — in committed files
        // and rollups (05-07 is a whole UTC day before the watermark) and in raw lines after it.
        ...(i < 760
          ? {}
          : {
              ruleId: (['rulede', 'rulemo', null, null, null, null] as const)[i % 6]!,
              variantId: i % 6 < 2 || i % 6 === 5 ? null : (['varone', 'vartwo', 'varthr'] as const)[i % 3]!,
            }),
      });
    }
    // Conversions: of one click in 7 (bots' too: never counted), a lead, a sale in
    // USD or EUR, and for some a second sale in the other currency — an hour after the click.
    for (const c of clicks) {
      const i = Number(c.id.slice(1));
      if (i % 7 !== 3) continue;
      const at = (minutes: number) => new Date(Date.parse(c.time) + minutes * 60_000).toISOString();
      const base = { clickId: c.id, linkId: c.linkId, teamId: c.teamId, clickTime: c.time, ...attributionOf(c) };
      conversions.push({ ...base, id: `v${i}a`, eventId: `e${i}a`, type: 'lead', amountMinor: null, currency: null, time: at(60) });
      if (i % 2)
        conversions.push({
          ...base,
          id: `v${i}b`,
          eventId: `e${i}b`,
          type: 'sale',
          amountMinor: 100 * (i % 50) + 99,
          currency: i % 4 === 1 ? 'USD' : 'EUR',
          time: at(61),
        });
      if (i % 21 === 3) conversions.push({ ...base, id: `v${i}c`, eventId: `e${i}c`, type: 'sale', amountMinor: 1_000 + i, currency: 'TRY', time: at(62) });
    }
    await insertConversions(db, conversions as unknown as Record<string, string | number | boolean | null>[]);
    await setDuckClicks(db, clicks);

    // The layout.
    const objects: { key: string; body: Uint8Array }[] = [];
    const day = (c: ClickRecord) => c.time.slice(0, 10);
    const raw = (lines: ClickRecord[], clock: number | null, n: number) => {
      const byDay = new Map<string, ClickRecord[]>();
      for (const l of lines) byDay.set(day(l), [...(byDay.get(day(l)) ?? []), l]);
      for (const [d, ls] of byDay) {
        const name = clock === null ? `legacy-${n}.json.gz` : rawObjectName(clock, `r${n}`);
        objects.push({ key: `clicks/dt=${d}/${name}`, body: gzipSync(`${ls.map((l) => JSON.stringify(l)).join('\n')}\n`) });
      }
    };
    const teamFiles = (lines: ClickRecord[], generation: string, late: ClickRecord[] = [], kind: 'g' | 'm' = 'g') => {
      const parts = new Map<string, TeamLayoutRow[]>();
      for (const c of lines) {
        const own = c.teamId === 'team-1' && (day(c) > BIG_SINCE || late.includes(c));
        const key = `${own ? ownBucketOf(c.teamId) : hashBucketOf(c.teamId)}|${day(c)}`;
        parts.set(key, [...(parts.get(key) ?? []), { ...c, bucket: Math.floor(Date.parse(c.time) / 900_000) }]);
      }
      for (const [key, rows] of parts) {
        const [tb, d] = key.split('|');
        objects.push({
          key: `${CLICK_LOG_TEAM_PREFIX}tb=${tb}/dt=${d}/${kind}${generation}-p0.parquet`,
          body: shaped(TEAM_LAYOUT_COLUMNS, rows, () => encodeTeamLayoutParquet(rows)),
        });
        objects.push({ key: `${CLICK_ROLLUP_PREFIX}tb=${tb}/dt=${d}/${kind}${generation}-r.parquet`, body: encodeRollupParquet(rollupRowsOf(rows)) });
      }
    };
    const legacyEnd = '2026-04-28';
    const legacy = clicks.filter((c) => day(c) < legacyEnd);
    const compacted = clicks.filter((c) => day(c) >= legacyEnd && c.time < '2026-05-08');
    const rawAfter = clicks.filter((c) => c.time >= '2026-05-08');
    // Legacy: compacted per day, the last day's clicks also still raw, some only raw.
    const legacyByDay = new Map<string, ClickRecord[]>();
    for (const c of legacy) legacyByDay.set(day(c), [...(legacyByDay.get(day(c)) ?? []), c]);
    for (const [d, ls] of legacyByDay) {
      const onlyRaw = ls.filter((_, j) => j % 5 === 0);
      const kept = ls.filter((c) => !onlyRaw.includes(c));
      objects.push({ key: `${CLICK_LOG_COMPACT_PREFIX}dt=${d}/x.parquet`, body: shaped(CLICK_LOG_COLUMNS, kept, () => encodeClickLogParquet(kept)) });
      raw(onlyRaw, null, objects.length);
      if (d === '2026-04-27') raw(ls.slice(0, 10), null, objects.length);
    }
    // Committed generations: two, the second with a late click of an earlier day in team-1's own bucket.
    const late = compacted.filter((c) => c.teamId === 'team-1' && day(c) === '2026-04-29').slice(0, 1);
    const firstGen = compacted.filter((c) => c.time < '2026-05-03' && !late.includes(c));
    const secondGen = compacted.filter((c) => !firstGen.includes(c));
    teamFiles(firstGen, G1);
    // The merges: each merged day's files again as m<G1>; 05-01's generation files swept; a merge of 04-30 begun and not committed (m above G1).
    teamFiles(
      firstGen.filter((c) => MERGED.includes(day(c))),
      G1,
      [],
      'm',
    );
    objects.splice(0, objects.length, ...objects.filter((o) => !(o.key.includes('/dt=2026-05-01/') && o.key.includes(`/g${G1}-`))));
    teamFiles(
      firstGen.filter((c) => day(c) === '2026-04-30'),
      logClock(Date.parse('2026-05-04T00:00:00Z')),
      [],
      'm',
    );
    // The second generation: late clicks of a merged day (04-29), after its merge.
    teamFiles(secondGen, W, late);
    // Raw batches of the second generation, not deleted yet (named before the watermark).
    raw(secondGen.slice(0, 40), Date.parse('2026-05-07T12:00:00Z'), 1);
    // After the watermark: raw batches, one line twice; an uncommitted generation holds some of them.
    raw(rawAfter.slice(0, 60), Date.parse('2026-05-08T01:00:00Z'), 2);
    raw(rawAfter.slice(60), Date.parse('2026-05-08T02:00:00Z'), 3);
    raw(rawAfter.slice(5, 6), Date.parse('2026-05-08T03:00:00Z'), 4);
    teamFiles(rawAfter.slice(0, 60), logClock(Date.parse('2026-05-08T02:00:00Z')));
    // The conversion log: a third still incoming (one object each), the rest compacted (one gzip
    // file per team and click day; its older file holding some lines again) — a conversion in both
    // counts once.
    const line = (v: ConversionRecord) => `${JSON.stringify(v)}\n`;
    const compactedDays = new Map<string, ConversionRecord[]>();
    for (const [n, v] of conversions.entries()) {
      if (n % 3 === 0 || n % 10 === 1)
        objects.push({ key: incomingConversionKey(v.teamId, Date.parse(v.time), v.id), body: new TextEncoder().encode(line(v)) });
      if (n % 3 !== 0)
        compactedDays.set(`${v.teamId} ${v.clickTime.slice(0, 10)}`, [...(compactedDays.get(`${v.teamId} ${v.clickTime.slice(0, 10)}`) ?? []), v]);
    }
    for (const [partition, lines] of compactedDays) {
      const [team, day] = partition.split(' ') as [string, string];
      objects.push({ key: compactedConversionKey(team, day, Date.parse('2026-05-08T01:00:00Z')), body: gzipSync(lines.map(line).join('')) });
      objects.push({ key: compactedConversionKey(team, day, Date.parse('2026-05-08T00:45:00Z')), body: gzipSync(lines.slice(0, 2).map(line).join('')) });
    }
    await loadGlueStandIns(db, objects);
  });

  const sortRows = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r, (_, v) => (typeof v === 'bigint' ? Number(v) : v))).sort();
  const ranges: [string, string, string][] = [
    ['a week, local days (edges)', '2026-04-27T21:00:00.000Z', '2026-05-04T21:00:00.000Z'],
    ['the whole log, across legacy, committed and raw', '2026-04-23T21:00:00.000Z', '2026-05-11T21:00:00.000Z'],
    ['whole UTC days', '2026-04-30T00:00:00.000Z', '2026-05-07T00:00:00.000Z'],
    ['one local day (no whole UTC day)', '2026-05-01T21:00:00.000Z', '2026-05-02T21:00:00.000Z'],
    ['Kathmandu days over the watermark', '2026-05-05T18:15:00.000Z', '2026-05-09T18:15:00.000Z'],
  ];
  for (const [name, start, end] of ranges) {
    for (const teamId of ['team-1', 'team-2']) {
      const cases: { filters: Record<string, string>; tagIds?: string[] }[] = [
        { filters: {} },
        { filters: { country: 'TR', referrer: '(none)' } },
        { filters: { campaignId: 'camp' } },
        { filters: { domain: 'go.acme.test' } },
        { filters: { domain: '(none)', source: 'link' } },
        // The tag filter: any of the ids; with another filter.
        { filters: {}, tagIds: [TB] },
        { filters: { country: 'TR' }, tagIds: [TA, TC] },
        // What sent the visitor: a rule, a variant with another filter, clicks no variant sent.
        { filters: { ruleId: 'rulede' } },
        { filters: { variantId: 'vartwo', country: 'TR' } },
        { filters: { variantId: '(none)', linkId: 'l2' } },
      ];
      for (const { filters, tagIds } of cases) {
        it(`${name}, ${teamId}, ${[...Object.keys(filters), ...(tagIds ? [`tagId×${tagIds.length}`] : [])].join('+') || 'unfiltered'}: every statement agrees with the clicks`, async () => {
          const s: ClickScope = { teamId, start, end, filters, ...(tagIds ? { tagIds } : {}) };
          const previousStart = new Date(2 * Date.parse(start) - Date.parse(end)).toISOString();
          const pairs: [Statement, Statement][] = [
            [seriesStatement(athenaNow, s), seriesStatement(duck, s)],
            [totalsStatement(athenaNow, s, previousStart), totalsStatement(duck, s, previousStart)],
            [rankingsStatement(athenaNow, s, 3), rankingsStatement(duck, s, 3)],
            [rankingsStatement(athenaNow, s, 50), rankingsStatement(duck, s, 50)],
            [panelsStatement(athenaNow, s, previousStart, 3), panelsStatement(duck, s, previousStart, 3)],
            [panelsStatement(athenaNow, s, previousStart, 50), panelsStatement(duck, s, previousStart, 50)],
            [visitorsStatement(athenaNow, s, { offset: 2, limit: 5 }), visitorsStatement(duck, s, { offset: 2, limit: 5 })],
            [visitorsStatement(athenaNow, s), visitorsStatement(duck, s)],
            [countStatement(athenaNow, s), countStatement(duck, s)],
          ];
          for (const [a, d] of pairs) {
            const [ra, rd] = [await run(a), await run(d)];
            expect(sortRows(ra), a.sql.slice(0, 80)).toEqual(sortRows(rd));
          }
          const expected = clicks.filter((c) => c.teamId === teamId && !c.isBot && c.time >= start && c.time < end && passes(c, filters, tagIds));
          expect(Number((await run(countStatement(athenaNow, s)))[0]!.total)).toBe(expected.length);
          // The breakdown by tag against the clicks themselves (the two engines could agree and both be wrong).
          const tags = (await run(panelsStatement(athenaNow, s, previousStart, 50))).filter((r) => r.panel === 'rank' && r.dim === 'tag');
          expect(tags.map((r) => [r.value, Number(r.total), Number(r.uniq)]).sort(), 'tag ranking').toEqual(perTag(expected));
          // Conversions: the cards of both periods, the series, and per variant and per tag, against the clicks and their conversions.
          const panels = await run(panelsStatement(athenaNow, s, previousStart, 50));
          const previous = clicks.filter((c) => c.teamId === teamId && !c.isBot && c.time >= previousStart && c.time < start && passes(c, filters, tagIds));
          expect(figuresOf(panels.filter((r) => r.panel === 'ccurrent')), 'conversions').toEqual(conversionFigures(expected, conversions));
          expect(figuresOf(panels.filter((r) => r.panel === 'cprevious')), 'previous conversions').toEqual(conversionFigures(previous, conversions));
          expect(
            panels.filter((r) => r.panel === 'cseries').reduce((n, r) => n + Number(r.conversions), 0),
            'series',
          ).toBe(conversionFigures(expected, conversions).conversions);
          // The visitor log's conversion columns: each click's own (two currencies at most here).
          const visitors = await run(visitorsStatement(athenaNow, s));
          const byVisitor: Record<string, number> = {};
          for (const v of visitors)
            for (const [c, a] of [
              [v.currency1, v.revenue1],
              [v.currency2, v.revenue2],
            ])
              if (c) byVisitor[c as string] = (byVisitor[c as string] ?? 0) + Number(a);
          expect(
            {
              conversions: visitors.reduce((n, v) => n + Number(v.conversions), 0),
              converting: visitors.filter((v) => Number(v.conversions) > 0).length,
              revenue: byVisitor,
            },
            'visitor log',
          ).toEqual(conversionFigures(expected, conversions));
          for (const [dim, of] of [
            ['variant', (c: ClickRecord) => (c.variantId ? [c.variantId] : [])],
            ['tag', (c: ClickRecord) => clickTagIdsOf(c.tagIds)],
            ['link', (c: ClickRecord) => [c.linkId]],
          ] as const) {
            const values = [...new Set(expected.flatMap(of))].sort();
            const got = Object.fromEntries(values.map((v) => [v, figuresOf(panels.filter((r) => r.panel === 'crank' && r.dim === dim && r.value === v))]));
            const want = Object.fromEntries(
              values.map((v) => [
                v,
                conversionFigures(
                  expected.filter((c) => (of(c) as readonly string[]).includes(v)),
                  conversions,
                ),
              ]),
            );
            expect(got, `${dim} conversions`).toEqual(want);
          }
          // And by rule and variant: the clicks neither sent rank as nothing.
          for (const [dim, field] of [
            ['rule', 'ruleId'],
            ['variant', 'variantId'],
          ] as const) {
            const ranked = (await run(panelsStatement(athenaNow, s, previousStart, 50))).filter((r) => r.panel === 'rank' && r.dim === dim);
            expect(ranked.map((r) => [r.value, Number(r.total), Number(r.uniq)]).sort(), `${dim} ranking`).toEqual(perChoice(expected, field));
          }
        });
      }
    }
  }

  it('reads files and lines from before the domain column as null, beside new ones', async () => {
    const shapes = await run({
      sql: `SELECT count(*) FILTER (WHERE "domain" IS NOT NULL) AS branded, count(*) FILTER (WHERE "id" < 'c0400') AS old, count(*) FILTER (WHERE "id" < 'c0400' AND "domain" IS NOT NULL) AS oldBranded FROM (
      SELECT "id", "domain" FROM kisa_analytics.clicks UNION ALL SELECT "id", "domain" FROM kisa_analytics.clicks_compact UNION ALL SELECT "id", "domain" FROM kisa_analytics.clicks_by_team)`,
      params: [],
    });
    expect(Number(shapes[0]!.old)).toBeGreaterThan(0);
    expect(Number(shapes[0]!.branded)).toBeGreaterThan(0);
    expect(Number(shapes[0]!.oldBranded)).toBe(0);
    const s: ClickScope = { teamId: 'team-1', start: '2026-04-23T21:00:00.000Z', end: '2026-05-11T21:00:00.000Z', filters: {} };
    const ranked = (await run(panelsStatement(athenaNow, s, '2026-04-05T21:00:00.000Z', 50))).filter((r) => r.panel === 'rank' && r.dim === 'domain');
    const human = clicks.filter((c) => c.teamId === 'team-1' && !c.isBot && c.time >= s.start && c.time < s.end);
    const counts = new Map<string, number>();
    for (const c of human) counts.set(c.domain ?? '(platform)', (counts.get(c.domain ?? '(platform)') ?? 0) + 1);
    const expected = [...counts];
    expect(ranked.map((r) => [r.value ?? '(platform)', Number(r.total)]).sort()).toEqual(expected.sort());
  });

  it('reads files and lines from before the tagIds column as untagged, and ranks a click once per tag', async () => {
    const shapes = await run({
      sql: `SELECT count(*) FILTER (WHERE "tagIds" IS NOT NULL) AS tagged, count(*) FILTER (WHERE "id" < 'c0700' AND "tagIds" IS NOT NULL) AS oldTagged FROM (
      SELECT "id", "tagIds" FROM kisa_analytics.clicks UNION ALL SELECT "id", "tagIds" FROM kisa_analytics.clicks_compact UNION ALL SELECT "id", "tagIds" FROM kisa_analytics.clicks_by_team)`,
      params: [],
    });
    expect(Number(shapes[0]!.tagged)).toBeGreaterThan(0);
    expect(Number(shapes[0]!.oldTagged)).toBe(0);
    // Unfiltered over rollups (whole days), edge days and raw lines; and DuckDB's rollup.
    const s: ClickScope = { teamId: 'team-1', start: '2026-04-23T21:00:00.000Z', end: '2026-05-11T21:00:00.000Z', filters: {} };
    const human = clicks.filter((c) => c.teamId === 'team-1' && !c.isBot && c.time >= s.start && c.time < s.end);
    const expected = perTag(human);
    expect(expected.map(([id]) => id)).toEqual([TA, TB, TC]);
    const ranked = (await run(panelsStatement(athenaNow, s, '2026-04-05T21:00:00.000Z', 50))).filter((r) => r.panel === 'rank' && r.dim === 'tag');
    expect(ranked.map((r) => [r.value, Number(r.total), Number(r.uniq)]).sort()).toEqual(expected);
    // The limit applies to tags, not to combinations: the top one is the tag with most clicks.
    const top = (await run(panelsStatement(athenaNow, s, '2026-04-05T21:00:00.000Z', 1))).filter((r) => r.panel === 'rank' && r.dim === 'tag');
    expect(top.map((r) => [r.value, Number(r.total)])).toEqual([[...expected].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!.slice(0, 2)]);
  });

  it('reads files and lines from before the ruleId and variantId columns as sent by neither, and ranks the rest over rollups', async () => {
    const shapes = await run({
      sql: `SELECT count(*) FILTER (WHERE "ruleId" IS NOT NULL OR "variantId" IS NOT NULL) AS chosen, count(*) FILTER (WHERE "id" < 'c0760' AND ("ruleId" IS NOT NULL OR "variantId" IS NOT NULL)) AS oldChosen FROM (
      SELECT "id", "ruleId", "variantId" FROM kisa_analytics.clicks UNION ALL SELECT "id", "ruleId", "variantId" FROM kisa_analytics.clicks_compact UNION ALL SELECT "id", "ruleId", "variantId" FROM kisa_analytics.clicks_by_team)`,
      params: [],
    });
    expect(Number(shapes[0]!.chosen)).toBeGreaterThan(0);
    expect(Number(shapes[0]!.oldChosen)).toBe(0);
    // Whole UTC days from the rollups (05-07 lies before the watermark: its files and rollups hold choices), edges and raw lines.
    const s: ClickScope = { teamId: 'team-1', start: '2026-05-04T21:00:00.000Z', end: '2026-05-11T21:00:00.000Z', filters: {} };
    const human = clicks.filter((c) => c.teamId === 'team-1' && !c.isBot && c.time >= s.start && c.time < s.end);
    const rows = await run(panelsStatement(athenaNow, s, '2026-04-27T21:00:00.000Z', 50));
    expect(perChoice(human, 'ruleId').map(([id]) => id)).toEqual(['rulede', 'rulemo']);
    expect(
      rows
        .filter((r) => r.panel === 'rank' && r.dim === 'rule')
        .map((r) => [r.value, Number(r.total), Number(r.uniq)])
        .sort(),
    ).toEqual(perChoice(human, 'ruleId'));
    expect(
      rows
        .filter((r) => r.panel === 'rank' && r.dim === 'variant')
        .map((r) => [r.value, Number(r.total), Number(r.uniq)])
        .sort(),
    ).toEqual(perChoice(human, 'variantId'));
  });

  it('before any commit (no state), the raw and legacy log answer alone', async () => {
    const s: ClickScope = { teamId: 'team-1', start: '2026-05-08T00:00:00.000Z', end: '2026-05-11T00:00:00.000Z', filters: {} };
    const empty: Dialect = { ...athena };
    expect(sortRows(await run(seriesStatement(empty, s)))).toEqual(sortRows(await run(seriesStatement(duck, s))));
    // Both periods raw: 05-08 on.
    const late: ClickScope = { ...s, start: '2026-05-09T12:00:00.000Z' };
    expect(sortRows(await run(panelsStatement(empty, late, '2026-05-08T00:00:00.000Z', 10)))).toEqual(
      sortRows(await run(panelsStatement(duck, late, '2026-05-08T00:00:00.000Z', 10))),
    );
  });

  it('tags every panel in the combined statement, bots apart, links counted whatever the ranking limit', async () => {
    const s: ClickScope = { teamId: 'team-1', start: '2026-04-27T21:00:00.000Z', end: '2026-05-04T21:00:00.000Z', filters: {} };
    const previousStart = '2026-04-20T21:00:00.000Z';
    const rows = await run(panelsStatement(athenaNow, s, previousStart, 1));
    const human = clicks.filter((c) => c.teamId === 'team-1' && !c.isBot && c.time >= s.start && c.time < s.end);
    const current = rows.find((r) => r.panel === 'current')!;
    expect(Number(current.total)).toBe(human.length);
    expect(Number(current.links)).toBe(new Set(human.map((c) => c.linkId)).size);
    expect(Number(current.bots)).toBe(clicks.filter((c) => c.teamId === 'team-1' && c.isBot && c.time >= s.start && c.time < s.end).length);
    expect(rows.filter((r) => r.panel === 'rank' && r.dim === 'link')).toHaveLength(1);
    expect(new Set(rows.map((r) => r.panel))).toEqual(new Set(['series', 'current', 'previous', 'rank', 'cseries', 'ccurrent', 'cprevious', 'crank']));
  });

  it('keeps the old DuckDB rollup statements right (loads added, one taken back out)', async () => {
    await db.run(`CREATE TABLE rollup ("teamId" VARCHAR, day INTEGER, dim VARCHAR, value VARCHAR, total BIGINT, uniq BIGINT)`);
    await db.run(`CREATE TEMP TABLE part1 AS SELECT * FROM clicks WHERE "id" < 'c0600'`);
    await db.run(`CREATE TEMP TABLE part2 AS SELECT * FROM clicks WHERE "id" >= 'c0600'`);
    await db.run(`INSERT INTO rollup ${rollupRowsStatement('part1', 1)}`);
    await db.run(`INSERT INTO rollup ${rollupRowsStatement('part2', 1)}`);
    await db.run(`INSERT INTO rollup ${rollupRowsStatement('part2', -1)}`);
    await db.run(`INSERT INTO rollup ${rollupRowsStatement('part2', 1)}`);
    const s: ClickScope = { teamId: 'team-1', start: '2026-04-27T21:00:00.000Z', end: '2026-05-06T21:00:00.000Z', filters: {} };
    expect(rankingsStatement(duckRollup, s, 3).sql).toContain('FROM rollup');
    for (const limit of [3, 50])
      expect(sortRows(await run(rankingsStatement(duckRollup, s, limit)))).toEqual(sortRows(await run(rankingsStatement(duck, s, limit))));
  });
  it("answers an alert evaluation's watched targets in one statement, as the clicks and conversions say (a click counts for its link, its campaign and each watched tag it carries; bots never)", async () => {
    const [start, end] = ['2026-04-23T21:00:00.000Z', '2026-05-11T21:00:00.000Z'];
    const targets = [
      { kind: 'link', id: 'l2' },
      { kind: 'campaign', id: 'camp' },
      { kind: 'tag', id: TA },
      { kind: 'tag', id: TB },
      { kind: 'tag', id: 'tag-none' },
      { kind: 'link', id: 'l-none' },
    ] as const;
    const converted = new Set(conversions.map((v) => v.clickId));
    const want = new Map<string, { kind: string; id: string; bucket: number; total: number; converting: number }>();
    for (const c of clicks) {
      if (c.teamId !== 'team-1' || c.isBot || c.time < start || c.time >= end) continue;
      const bucket = Math.floor(Date.parse(c.time) / 900_000);
      for (const t of targets) {
        const mine = t.kind === 'link' ? c.linkId === t.id : t.kind === 'campaign' ? c.campaignId === t.id : clickTagIdsOf(c.tagIds).includes(t.id);
        if (!mine) continue;
        const key = `${t.kind} ${t.id} ${bucket}`;
        const row = want.get(key) ?? { kind: t.kind, id: t.id, bucket, total: 0, converting: 0 };
        want.set(key, { ...row, total: row.total + 1, converting: row.converting + (converted.has(c.id) ? 1 : 0) });
      }
    }
    const expected = sortRows([...want.values()]);
    expect(new Set([...want.values()].map((r) => `${r.kind} ${r.id}`))).toEqual(new Set(['link l2', 'campaign camp', `tag ${TA}`, `tag ${TB}`]));
    expect([...want.values()].some((r) => r.converting > 0)).toBe(true);
    const athenaOne = alertSeriesStatement(athenaNow, 'team-1', targets, start, end);
    expect(athenaOne.sql.split('?').length - 1).toBe(athenaOne.params.length);
    expect(sortRows(await run(athenaOne))).toEqual(expected);
    expect(sortRows(await run(alertSeriesStatement(duck, 'team-1', targets, start, end)))).toEqual(expected);
  });
});

import {
  addDays,
  CLICK_LOG_COLUMNS,
  clickTagIdsOf,
  clickTagIdsValue,
  localDateOf,
  NONE_VALUE,
  previousRangeOf,
  startOfLocalDay,
  type AnalyticsFilters,
  type ClickRecord,
  type DomainRankItem,
  type User,
} from '@kisa/shared';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Engine cross-check: synthetic clicks written to the click log (the S3 emulator) as raw
// batches, with repeated lines and bots; the DuckDB engine's figures (through the domain
// functions) against a reference computed here, independently, in TypeScript.

let getAnalytics: typeof import('#core/analytics/get-analytics.js').getAnalytics;
let listVisitors: typeof import('#core/analytics/list-visitors.js').listVisitors;
let putClickLogBatch: typeof import('../clicks/click-log-store.js').putClickLogBatch;
let compactClickLog: typeof import('#core/click-log/compact-click-log.js').compactClickLog;
/** The platform's short domain's host (config.domains().platformHost): how the domain panel and filter name null. */
let platformHost: string;
/** In the cases below, the platform's host (known once the runtime's environment is set). */
const PLATFORM = '<platform host>';

const teamId = `team-${randomUUID()}`;
const caller = { id: 'u1', name: 'Owner', email: 'o@example.com', role: 'user', teamId, teamRole: 'owner', plan: 'Enterprise', verified: true } satisfies User;
const DAY0 = '2026-03-20'; // spans the EU DST change (2026-03-29) and the US one (2026-03-08 is before)
const clicks: ClickRecord[] = [];

function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

beforeAll(async () => {
  // A bucket of its own: compaction below must not touch the log other tests read.
  const bucket = `kisa-clicks-engine-${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT', ANALYTICS_DUCKDB_PATH: ':memory:', CLICK_LOG_BUCKET: bucket });
  const { s3 } = await import('#lib/clients.js');
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  ({ compactClickLog } = await import('#core/click-log/compact-click-log.js'));
  ({ getAnalytics } = await import('#core/analytics/get-analytics.js'));
  ({ listVisitors } = await import('#core/analytics/list-visitors.js'));
  ({ putClickLogBatch } = await import('../clicks/click-log-store.js'));
  platformHost = (await import('#lib/config.js')).config.domains().platformHost;

  const random = seeded(42);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const start = Date.parse(`${DAY0}T00:00:00Z`) - 12 * 3_600_000;
  const seen = new Set<string>();
  for (let i = 0; i < 1_500; i++) {
    const linkId = pick(['l1', 'l2', 'l3', 'l4']);
    const visitorId = pick(['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8']);
    const isBot = random() < 0.05;
    const first = !isBot && !seen.has(`${linkId}/${visitorId}`);
    if (first) seen.add(`${linkId}/${visitorId}`);
    const country = pick([
      ['TR', 'Türkiye', 'Istanbul'],
      ['DE', 'Germany', 'Berlin'],
      ['US', 'United States', null],
      [null, null, null],
    ] as const);
    clicks.push({
      id: randomUUID(),
      // 12 days from DAY0 - 12 h, times in order (the first click of a pair comes first).
      time: new Date(start + Math.floor((i / 1_500) * 12 * 86_400_000)).toISOString(),
      shortUrl: `code-${linkId}`,
      linkId,
      teamId,
      campaignId: linkId === 'l4' ? 'camp-1' : null,
      visitorId,
      unique: first,
      ip: `203.0.113.${i % 200}`,
      browser: pick(['Chrome', 'Safari', 'Firefox', null]),
      os: pick(['Windows', 'iOS', 'Android', null]),
      device: pick(['desktop', 'mobile', 'tablet']),
      referrer: pick(['t.co', 'www.google.com', null]),
      countryCode: country[0],
      countryName: country[1],
      city: country[2],
      source: random() < 0.2 ? 'qr' : 'link',
      isBot,
      // The first clicks logged before branded domains, without a domain at all (lines of the old
      // shape); later ones on a branded domain or on the platform's (null).
      ...(i < 600 ? {} : { domain: pick([null, 'go.acme.test', 'xn--ksa-jua.test']) }),
      // Clicks logged before tags have no tagIds at all; later ones their link's tags then, or none.
      ...(i < 900 ? {} : { tagIds: pick(TAG_COMBOS) }),
    });
  }
  // Raw batches of 50 lines as the worker writes them (by day), and 40 lines written twice
  // (a batch that failed between its log write and its counting and came back).
  // The first 100 clicks in legacy compacted files of the shape before branded domains (no `domain` column).
  const { putClickLogObject, compactClickLogKey } = await import('../clicks/click-log-store.js');
  const oldDays = new Map<string, ClickRecord[]>();
  for (const c of clicks.slice(0, 100)) oldDays.set(c.time.slice(0, 10), [...(oldDays.get(c.time.slice(0, 10)) ?? []), c]);
  for (const [day, rows] of oldDays)
    await putClickLogObject(compactClickLogKey(day, 'before-domains'), oldShapeParquet(rows), 'application/vnd.apache.parquet');
  const batches: ClickRecord[][] = [];
  for (let i = 100; i < clicks.length; i += 50) batches.push(clicks.slice(i, i + 50));
  batches.push(clicks.slice(300, 340));
  for (const batch of batches) {
    const byDay = new Map<string, ClickRecord[]>();
    for (const c of batch) byDay.set(c.time.slice(0, 10), [...(byDay.get(c.time.slice(0, 10)) ?? []), c]);
    await Promise.all([...byDay].map(([day, lines]) => putClickLogBatch(lines, new Date(`${day}T00:00:00Z`))));
  }
});

/** A legacy compacted file as written before branded domains: the log's columns without `domain` (nor `tagIds`). */
function oldShapeParquet(rows: readonly ClickRecord[]): Uint8Array {
  const columns = CLICK_LOG_COLUMNS.filter(([name]) => name !== 'domain' && name !== 'tagIds' && name !== 'ruleId' && name !== 'variantId');
  return new Uint8Array(
    parquetWriteBuffer({
      columnData: columns.map(([name, type]) => ({ name, type: type === 'string' ? 'STRING' : 'BOOLEAN', data: rows.map((r) => r[name] ?? null) })),
    }),
  );
}

const FILTER_FIELD = {
  linkId: 'linkId',
  campaignId: 'campaignId',
  browser: 'browser',
  os: 'os',
  device: 'device',
  country: 'countryCode',
  city: 'city',
  referrer: 'referrer',
  source: 'source',
  domain: 'domain',
} as const;

/** Tags: the combinations clicks carry (clickTagIdsValue: sorted ids, joined), untagged included. */
const [TA, TB, TC] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b', '0c0c0c0c-0000-4000-8000-00000000000c'];
const TAG_COMBOS = [null, null, clickTagIdsValue([TA]), clickTagIdsValue([TB, TA]), clickTagIdsValue([TA, TB, TC]), clickTagIdsValue([TC])];

/** The reference: the same figures from the clicks themselves. */
function reference(from: string, to: string, tz: string, filters: AnalyticsFilters, tagIds: readonly string[] = []) {
  const start = startOfLocalDay(from, tz);
  const end = startOfLocalDay(addDays(to, 1), tz);
  const prev = previousRangeOf(from, to);
  const prevStart = startOfLocalDay(prev.from, tz);
  const matches = (c: ClickRecord) =>
    Object.entries(filters).every(([f, v]) => {
      const value = c[FILTER_FIELD[f as keyof typeof FILTER_FIELD]] ?? null;
      return v === NONE_VALUE || (f === 'domain' && v === PLATFORM) ? value === null : value === v;
    }) &&
    (!tagIds.length || clickTagIdsOf(c.tagIds).some((id) => tagIds.includes(id)));
  const within = (c: ClickRecord, a: number, b: number) => Date.parse(c.time) >= a && Date.parse(c.time) < b;
  const scoped = clicks.filter((c) => matches(c) && within(c, start, end));
  const human = scoped.filter((c) => !c.isBot);
  const before = clicks.filter((c) => matches(c) && !c.isBot && within(c, prevStart, start));
  const count = (rows: ClickRecord[], key: (c: ClickRecord) => string | null) => {
    const m = new Map<string, number>();
    for (const c of rows) m.set(key(c) ?? NONE_VALUE, (m.get(key(c) ?? NONE_VALUE) ?? 0) + 1);
    return [...m].map(([name, n]) => ({ name, count: n })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  };
  const days = new Map<string, { total: number; unique: number }>();
  for (let d = from; d <= to; d = addDays(d, 1)) days.set(d, { total: 0, unique: 0 });
  for (const c of human) {
    const day = days.get(localDateOf(Date.parse(c.time), tz))!;
    day.total++;
    if (c.unique) day.unique++;
  }
  return {
    totals: { links: new Set(human.map((c) => c.linkId)).size, uniqueClicks: human.filter((c) => c.unique).length, totalClicks: human.length },
    previous: { links: new Set(before.map((c) => c.linkId)).size, uniqueClicks: before.filter((c) => c.unique).length, totalClicks: before.length },
    botsExcluded: scoped.length - human.length,
    byDate: [...days].map(([date, v]) => ({ date, ...v })),
    browser: count(human, (c) => c.browser),
    os: count(human, (c) => c.os),
    device: count(human, (c) => c.device),
    city: count(human, (c) => c.city),
    referrer: count(human, (c) => c.referrer),
    source: count(human, (c) => c.source),
    domain: count(human, (c) => c.domain ?? platformHost),
    country: count(human, (c) => c.countryCode).map((r) => ({ code: r.name, count: r.count })),
    links: count(human, (c) => c.linkId).map((r) => ({ id: r.name, total: r.count, unique: human.filter((c) => c.linkId === r.name && c.unique).length })),
    // A click counts for each of its tags; untagged ones for none.
    tags: [TA, TB, TC]
      .map((id) => ({
        id,
        total: human.filter((c) => clickTagIdsOf(c.tagIds).includes(id)).length,
        unique: human.filter((c) => c.unique && clickTagIdsOf(c.tagIds).includes(id)).length,
      }))
      .filter((t) => t.total > 0)
      .sort((a, b) => b.total - a.total || a.id.localeCompare(b.id)),
    visitors: [...human].sort((a, b) => (a.time === b.time ? b.id.localeCompare(a.id) : b.time.localeCompare(a.time))),
  };
}

const sortRank = <T extends { count: number }>(items: T[], key: (t: T) => string) =>
  [...items].sort((a, b) => b.count - a.count || key(a).localeCompare(key(b)));

describe('DuckDB engine against a TypeScript reference', () => {
  const cases: { name: string; from: string; to: string; tz: string; filters: AnalyticsFilters; tagIds?: string[] }[] = [
    { name: 'a week in Istanbul', from: addDays(DAY0, 1), to: addDays(DAY0, 7), tz: 'Europe/Istanbul', filters: {} },
    { name: 'a week in Los Angeles (local days differ from UTC days)', from: addDays(DAY0, 1), to: addDays(DAY0, 7), tz: 'America/Los_Angeles', filters: {} },
    { name: 'across the Berlin DST change, Kathmandu-style offsets', from: addDays(DAY0, 6), to: addDays(DAY0, 10), tz: 'Asia/Kathmandu', filters: {} },
    { name: 'two filters', from: DAY0, to: addDays(DAY0, 9), tz: 'Europe/Berlin', filters: { country: 'TR', source: 'qr' } },
    { name: 'unknown values as a filter', from: DAY0, to: addDays(DAY0, 9), tz: 'UTC', filters: { referrer: NONE_VALUE, browser: 'Chrome' } },
    { name: 'link and campaign filters', from: DAY0, to: addDays(DAY0, 9), tz: 'UTC', filters: { linkId: 'l4', campaignId: 'camp-1' } },
    { name: 'a branded domain', from: DAY0, to: addDays(DAY0, 11), tz: 'Europe/Istanbul', filters: { domain: 'go.acme.test' } },
    {
      name: 'the platform domain, by its host (old lines included)',
      from: DAY0,
      to: addDays(DAY0, 11),
      tz: 'Europe/Istanbul',
      filters: { domain: PLATFORM, device: 'mobile' },
    },
    { name: 'a tag', from: DAY0, to: addDays(DAY0, 11), tz: 'Europe/Istanbul', filters: {}, tagIds: [TB] },
    {
      name: 'any of two tags, with a filter',
      from: addDays(DAY0, 2),
      to: addDays(DAY0, 11),
      tz: 'America/Los_Angeles',
      filters: { device: 'mobile' },
      tagIds: [TB, TC],
    },
  ];

  for (const c of cases) {
    it(`${c.name}: every figure matches`, async () => {
      const ref = reference(c.from, c.to, c.tz, c.filters, c.tagIds);
      const { linkId, campaignId, ...filters } = c.filters;
      if (filters.domain === PLATFORM) filters.domain = platformHost;
      // Link and campaign filters are checked against the team's items by the domain; the
      // engine's own figures are what this compares, so those two go through the repo.
      const got =
        linkId || campaignId
          ? await repoAnswer(c, filters, { linkId, campaignId })
          : await getAnalytics(caller, { from: c.from, to: c.to, tz: c.tz, filters, ...(c.tagIds ? { tagIds: c.tagIds } : {}) });
      // The ranking by tag, as the engine answers it (the domain names the team's tags; this team has none in the table).
      // (The repo takes the platform's domain as the log holds it: null.)
      const logFilters = filters.domain === platformHost ? { ...filters, domain: NONE_VALUE } : filters;
      expect((await repoAnswer(c, logFilters, { linkId, campaignId })).tags, 'tags').toEqual(ref.tags);
      expect(got.totals).toEqual(ref.totals);
      expect(got.previous).toEqual(ref.previous);
      expect(got.botsExcluded).toBe(ref.botsExcluded);
      // (Conversions are checked in analytics-sql.test.ts and conversions-api.test.ts: these clicks have none.)
      expect(got.byDate.map(({ date, total, unique }) => ({ date, total, unique }))).toEqual(ref.byDate);
      for (const dim of ['browser', 'os', 'device', 'city', 'referrer', 'source'] as const) {
        expect(
          sortRank(
            got[dim].map((r) => ({ name: r.name, count: r.count })),
            (r) => r.name,
          ),
          dim,
        ).toEqual(ref[dim]);
      }
      expect(sortRank(got.country, (r) => r.code).map((r) => ({ code: r.code, count: r.count }))).toEqual(ref.country);
      expect(got.links.map((l) => ({ id: l.id, total: l.total, unique: l.unique }))).toEqual(ref.links);
      if ('domain' in got) {
        const domains = got.domain as DomainRankItem[];
        expect(
          sortRank(
            domains.map((d) => ({ name: d.name, count: d.count })),
            (r) => r.name,
          ),
          'domain',
        ).toEqual(ref.domain);
        expect(domains.filter((d) => d.platform).map((d) => d.name)).toEqual(ref.domain.some((d) => d.name === platformHost) ? [platformHost] : []);
      }
    });
  }

  it('the visitor log pages newest first, with the filters, bots left out', async () => {
    const from = addDays(DAY0, 1);
    const to = addDays(DAY0, 4);
    const ref = reference(from, to, 'Europe/Istanbul', { device: 'mobile' }).visitors;
    const pages = [];
    for (const page of [1, 2, 7]) {
      const got = await listVisitors(caller, { from, to, tz: 'Europe/Istanbul', filters: { device: 'mobile' }, page, limit: 5 });
      expect(got.total).toBe(ref.length);
      pages.push(...got.items.map((v) => [page, v.time, v.linkId, v.visitType]));
      expect(got.items.map((v) => [v.time, v.linkId, v.visitType])).toEqual(
        ref.slice((page - 1) * 5, page * 5).map((r) => [r.time, r.linkId, r.unique ? 'New Visitor' : 'Returning Visitor']),
      );
    }
    expect(pages.length).toBe(15);
  });

  it('a one-day range answers every local hour', async () => {
    const day = addDays(DAY0, 3);
    const got = await getAnalytics(caller, { from: day, to: day, tz: 'Asia/Kolkata', filters: {} });
    expect(got.granularity).toBe('hour');
    expect(got.byDate.map((p) => p.date)).toEqual(Array.from({ length: 24 }, (_, h) => `${day}T${String(h).padStart(2, '0')}`));
    expect(got.byDate.reduce((n, p) => n + p.total, 0)).toBe(reference(day, day, 'Asia/Kolkata', {}).totals.totalClicks);
  });
});

/** The repo's figures in the API's shape, for filters the domain checks against DynamoDB items. */
async function repoAnswer(c: { from: string; to: string; tz: string; tagIds?: string[] }, filters: AnalyticsFilters, scoped: AnalyticsFilters) {
  const { readClickPanels } = await import('./click-analytics-repo.js');
  const all = { ...filters, ...Object.fromEntries(Object.entries(scoped).filter(([, v]) => v !== undefined)) };
  const prev = previousRangeOf(c.from, c.to);
  const panels = await readClickPanels(
    {
      teamId,
      start: new Date(startOfLocalDay(c.from, c.tz)).toISOString(),
      end: new Date(startOfLocalDay(addDays(c.to, 1), c.tz)).toISOString(),
      filters: all,
      ...(c.tagIds ? { tagIds: c.tagIds } : {}),
    },
    new Date(startOfLocalDay(prev.from, c.tz)).toISOString(),
  );
  const days = new Map<string, { total: number; unique: number }>();
  for (let d = c.from; d <= c.to; d = addDays(d, 1)) days.set(d, { total: 0, unique: 0 });
  for (const s of panels.series) {
    const day = days.get(localDateOf(s.bucket * 900_000, c.tz))!;
    day.total += s.total;
    day.unique += s.unique;
  }
  const rank = (dim: string) => panels.rankings.filter((r) => r.dimension === dim).map((r) => ({ name: r.value ?? NONE_VALUE, count: r.total }));
  return {
    totals: { links: panels.totals.links, uniqueClicks: panels.totals.unique, totalClicks: panels.totals.total },
    previous: { links: panels.previous.links, uniqueClicks: panels.previous.unique, totalClicks: panels.previous.total },
    botsExcluded: panels.bots,
    byDate: [...days].map(([date, v]) => ({ date, ...v })),
    browser: rank('browser'),
    os: rank('os'),
    device: rank('device'),
    city: rank('city'),
    referrer: rank('referrer'),
    source: rank('source'),
    country: panels.rankings.filter((r) => r.dimension === 'country').map((r) => ({ code: r.value ?? NONE_VALUE, count: r.total })),
    links: panels.rankings
      .filter((r) => r.dimension === 'link')
      .sort((a, b) => b.total - a.total || String(a.value).localeCompare(String(b.value)))
      .map((r) => ({ id: r.value!, total: r.total, unique: r.unique })),
    tags: panels.rankings
      .filter((r) => r.dimension === 'tag')
      .sort((a, b) => b.total - a.total || String(a.value).localeCompare(String(b.value)))
      .map((r) => ({ id: r.value!, total: r.total, unique: r.unique })),
  };
}

describe('the DuckDB engine across compaction and the daily merge', () => {
  const query = { from: DAY0, to: addDays(DAY0, 11), tz: 'Europe/Istanbul', filters: {} };
  const settle = () => new Promise((r) => setTimeout(r, 1_100)); // past the engine's sync interval

  it('answers exactly the same figures when compaction or a merge stops after each step and when it resumes', async () => {
    // The figures, not when they were computed (each engine run answers its own asOf).
    const figures = async () => {
      const { asOf: _asOf, ...answer } = await getAnalytics(caller, query);
      return answer;
    };
    const before = await figures();
    expect(before.totals.totalClicks).toBe(reference(query.from, query.to, query.tz, {}).totals.totalClicks);
    const { listClickLogObjects } = await import('../clicks/click-log-store.js');
    // Generations of 7 raw objects; no grace before deleting sources (nothing reads an older state here).
    // The clicks' days closed long ago: once every generation is committed, the same run merges them.
    const run = { minAgeMs: 0, maxObjectsPerGeneration: 7, graceMs: 0, rawIpDays: 100_000 };
    for (const stopAt of [
      'generation-files-written',
      'generation-manifest-written',
      'generation-committed',
      'deleting-sources',
      'merge-bucket-written',
      'merge-committed',
      'merge-bucket-written',
    ] as const) {
      let deleted = false;
      await expect(
        compactClickLog({
          ...run,
          onStep: (step) => {
            // Stop the run at its first file's step: files before it done, the rest not.
            if (step.step === stopAt && !deleted) {
              deleted = true;
              throw new Error(`stopped after ${stopAt}`);
            }
          },
        }),
      ).rejects.toThrow(`stopped after ${stopAt}`);
      await settle();
      expect(await figures(), `after a run stopped at ${stopAt}`).toEqual(before);
    }
    const finished = await compactClickLog(run);
    expect(finished.stoppedEarly).toBe(false);
    expect(await listClickLogObjects('clicks/')).toEqual([]);
    // Every day merged: one set of files per team bucket and day.
    const files = (await listClickLogObjects('clicks-by-team/')).map((o) => o.key);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((k) => /\/m\d{13}-p0\.parquet$/.test(k))).toBe(true);
    await settle();
    expect(await figures()).toEqual(before);
    const page = await listVisitors(caller, { ...query, page: 3, limit: 5 });
    expect(page.total).toBe(before.totals.totalClicks);
  });
});

import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import {
  CLICK_LOG_COLUMNS,
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_MANIFEST_PREFIX,
  CLICK_LOG_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  clickTagIdsValue,
  hashBucketOf,
  type ClickRecord,
} from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';
import { ATHENA_TABLES, createDuckClicksTable, createGlueStandIns, loadGlueStandIns, setDuckClicks, sortedRows } from '#test-support/athena-stand-in.js';
import type { CompactionStep } from './compact-click-log.js';

// Integration: compaction against the runtime's S3 emulator (s3rver), in a bucket of its own
// so it never compacts the objects other test files read. Parquet files are read back with
// DuckDB, the local analytics engine.

type Store = typeof import('#data/clicks/click-log-store.js');
let store: Store;
let compactClickLog: typeof import('./compact-click-log.js').compactClickLog;
let nothingCompacted: typeof import('./compact-click-log.js').nothingCompacted;
let handler: (event: unknown, context: unknown) => Promise<unknown>;
let duck: DuckDBConnection;
const scratch = mkdtempSync(join(tmpdir(), 'kisa-compaction-'));

beforeAll(async () => {
  const bucket = `kisa-clicks-compaction-${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, runtime().env, { CLICK_LOG_BUCKET: bucket, POWERTOOLS_LOG_LEVEL: 'SILENT' });
  const { s3 } = await import('#lib/clients.js');
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  store = await import('#data/clicks/click-log-store.js');
  ({ compactClickLog, nothingCompacted } = await import('./compact-click-log.js'));
  handler = (await import('#handlers/workers/compact-click-log.js')).handler as unknown as typeof handler;
  duck = await (await DuckDBInstance.create(':memory:')).connect();
});

afterAll(() => {
  duck?.closeSync();
  rmSync(scratch, { recursive: true, force: true });
});

beforeEach(async () => {
  await store.deleteClickLogObjects((await store.listClickLogObjects('')).map((o) => o.key));
});

// Far enough in the future that every object just written counts as old.
const later = () => ({ now: new Date(Date.now() + 60_000), minAgeMs: 0, graceMs: 0, rawIpDays: 100_000 });

let clock = 0;
function click(day: string, over: Partial<ClickRecord> = {}): ClickRecord {
  return {
    id: randomUUID(),
    time: new Date(Date.parse(`${day}T00:00:00.000Z`) + (clock++ % 86_400) * 1000).toISOString(),
    shortUrl: 'abc',
    linkId: 'link-1',
    teamId: 'team-1',
    campaignId: clock % 2 ? null : 'campaign-1',
    visitorId: `visitor-${clock % 3}`,
    unique: clock % 3 === 0,
    ip: '203.0.113.7',
    browser: clock % 2 ? 'Chrome' : null,
    os: 'Windows',
    device: 'desktop',
    referrer: null,
    countryCode: 'TR',
    countryName: 'Turkey',
    city: clock % 4 ? 'Istanbul' : null,
    source: clock % 5 ? 'link' : 'qr',
    isBot: clock % 7 === 0,
    ...over,
  };
}
const clicks = (day: string, n: number) => Array.from({ length: n }, () => click(day));
/** A legacy raw batch (named without a clock, before the team layout): the tests below the first describe cover the team layout. */
const put = async (day: string, lines: ClickRecord[]) => {
  const key = `${CLICK_LOG_PREFIX}dt=${day}/${randomUUID()}.json.gz`;
  await store.putClickLogObject(key, gzipSync(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`), 'application/x-ndjson');
  return key;
};

/**
 * A day of raw objects (at least 2) with repeated lines, as at-least-once delivery leaves them:
 * the last object repeats lines of earlier ones, and one line repeats within an object.
 */
async function seedDay(day: string, objects: number): Promise<void> {
  const batches = Array.from({ length: objects }, () => clicks(day, 4));
  batches.at(-1)!.push(batches[0]![0]!, batches.at(-2)![2]!);
  batches[0]!.push(batches[0]![1]!);
  for (const b of batches) await put(day, b);
}

const keysUnder = async (prefix: string) => (await store.listClickLogObjects(prefix)).map((o) => o.key).sort();

/** Every row of one compacted file, through DuckDB. */
async function parquetRows(key: string): Promise<ClickRecord[]> {
  const file = join(scratch, `${randomUUID()}.parquet`);
  writeFileSync(file, await store.getClickLogObject(key));
  const reader = await duck.runAndReadAll(`SELECT * FROM read_parquet('${file}')`);
  return reader.getRowObjectsJS() as unknown as ClickRecord[];
}

/** What a reader sees: raw + compacted lines, one per id (all lines of an id must agree). */
async function clicksById(): Promise<Map<string, ClickRecord>> {
  const lines: ClickRecord[] = [];
  for (const key of await keysUnder(CLICK_LOG_PREFIX)) lines.push(...(await store.readClickLogBatch(key)));
  for (const key of await keysUnder(CLICK_LOG_COMPACT_PREFIX)) lines.push(...(await parquetRows(key)));
  const byId = new Map<string, ClickRecord>();
  for (const line of lines) {
    const normalised = Object.fromEntries(CLICK_LOG_COLUMNS.map(([name]) => [name, line[name] ?? null])) as unknown as ClickRecord;
    if (byId.has(line.id)) expect(byId.get(line.id), `lines of ${line.id}`).toEqual(normalised);
    byId.set(line.id, normalised);
  }
  return byId;
}

describe('compactClickLog', () => {
  it('compacts each day into one Parquet file per chunk, one row per id, and removes the raw objects', async () => {
    await seedDay('2025-03-01', 5);
    await seedDay('2025-03-02', 2);
    const before = await clicksById();

    const summary = await compactClickLog({ ...later(), maxObjectsPerFile: 2 });

    expect(summary).toMatchObject({ days: 2, sourcesCompacted: 7, sourcesResumed: 0, filesWritten: 4, stoppedEarly: false });
    expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
    const files = await keysUnder(CLICK_LOG_COMPACT_PREFIX);
    expect(files.filter((k) => k.startsWith(`${CLICK_LOG_COMPACT_PREFIX}dt=2025-03-01/`))).toHaveLength(3);
    expect(files.filter((k) => k.startsWith(`${CLICK_LOG_COMPACT_PREFIX}dt=2025-03-02/`))).toHaveLength(1);
    let rows = 0;
    for (const key of files) {
      expect(key).toMatch(/^clicks-compact\/dt=2025-03-0[12]\/[0-9a-f]{32}\.parquet$/);
      const fileRows = await parquetRows(key);
      expect(new Set(fileRows.map((r) => r.id)).size, key).toBe(fileRows.length);
      expect(
        fileRows.map((r) => r.time),
        'sorted by time',
      ).toEqual(fileRows.map((r) => r.time).sort());
      rows += fileRows.length;
    }
    // An id repeated in objects that went to different files is in each (readers keep one).
    expect(summary.rows).toBe(rows);
    expect(rows).toBeGreaterThanOrEqual(before.size);
    expect(await clicksById()).toEqual(before);

    // Each file has its manifest, naming its sources (sorted) and rows.
    const manifests = await keysUnder(CLICK_LOG_MANIFEST_PREFIX);
    expect(manifests.map((k) => k.replace(/^click-log-manifests\//, '').replace(/\.json$/, ''))).toEqual(
      files.map((k) => k.replace(/^clicks-compact\//, '').replace(/\.parquet$/, '')),
    );
    for (const key of manifests) {
      const m = await store.readClickLogManifest(key);
      expect(m.sources).toEqual([...m.sources].sort());
      expect(m.sources.every((s) => s.startsWith(`${CLICK_LOG_PREFIX}dt=${key.slice(23, 33)}/`))).toBe(true);
      expect(m.rows).toBe((await parquetRows(m.parquet)).length);
    }
  });

  it('writes the columns of CLICK_LOG_COLUMNS, in order, as VARCHAR and BOOLEAN', async () => {
    await put('2025-03-03', clicks('2025-03-03', 3));
    await compactClickLog(later());
    const [key] = await keysUnder(CLICK_LOG_COMPACT_PREFIX);
    const file = join(scratch, 'describe.parquet');
    writeFileSync(file, await store.getClickLogObject(key!));
    const described = (await duck.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet('${file}')`)).getRowObjectsJS();
    expect(described.map((c) => [c.column_name, c.column_type])).toEqual(
      CLICK_LOG_COLUMNS.map(([name, type]) => [name, type === 'string' ? 'VARCHAR' : 'BOOLEAN']),
    );
  });

  it('keeps a file near the line limit: objects that would overflow it start the next file', async () => {
    for (let i = 0; i < 3; i++) await put('2025-03-04', clicks('2025-03-04', 4));
    const summary = await compactClickLog({ ...later(), maxLinesPerFile: 9 });
    expect(summary).toMatchObject({ sourcesCompacted: 3, filesWritten: 2, rows: 12 });
  });

  it('leaves objects younger than the minimum age alone', async () => {
    await put('2025-03-05', clicks('2025-03-05', 3));
    const old = await keysUnder(CLICK_LOG_PREFIX);
    const between = Date.now() + 1_000;
    await new Promise((r) => setTimeout(r, 2_500)); // LastModified may have whole seconds
    await put('2025-03-05', clicks('2025-03-05', 3));
    await put('2025-03-06', clicks('2025-03-06', 3));
    const young = (await keysUnder(CLICK_LOG_PREFIX)).filter((k) => !old.includes(k));

    // By default (5 minutes) everything here is too young.
    expect(await compactClickLog({ rawIpDays: 100_000 })).toMatchObject({ days: 0, filesWritten: 0 });
    expect(await keysUnder(CLICK_LOG_COMPACT_PREFIX)).toEqual([]);

    const summary = await compactClickLog({ now: new Date(between + 60_000), minAgeMs: 60_000, rawIpDays: 100_000 });
    expect(summary).toMatchObject({ days: 1, sourcesCompacted: 1, filesWritten: 1, rows: 3 });
    expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual(young.sort());
  });

  const crashes: Record<'parquet-written' | 'manifest-written' | 'deleting-sources', (step: CompactionStep) => Promise<void>> = {
    'parquet-written': async () => {},
    'manifest-written': async () => {},
    // Half of the sources are gone when the run dies.
    'deleting-sources': async (step) => {
      if (step.step === 'deleting-sources') await store.deleteClickLogObjects(step.keys.slice(0, Math.ceil(step.keys.length / 2)));
    },
  };

  it.each(Object.keys(crashes) as (keyof typeof crashes)[])(
    'loses and duplicates nothing when a run stops after %s, and a rerun finishes the job',
    async (at) => {
      await seedDay('2025-03-07', 5);
      await seedDay('2025-03-08', 3);
      const before = await clicksById();
      let seen = 0;
      const options = { ...later(), maxObjectsPerFile: 2 };

      // The first file of the first day goes through; the run dies at `at` of the second.
      const crashed = compactClickLog({
        ...options,
        onStep: async (step) => {
          if (step.step !== at || ++seen < 2) return;
          await crashes[at](step);
          throw new Error(`crash after ${at}`);
        },
      });
      await expect(crashed).rejects.toThrow(`crash after ${at}`);
      expect(await clicksById()).toEqual(before);

      const rerun = await compactClickLog(options);
      expect(rerun.sourcesResumed).toBe({ 'parquet-written': 0, 'manifest-written': 2, 'deleting-sources': 1 }[at]);
      expect(rerun.filesWritten).toBe({ 'parquet-written': 4, 'manifest-written': 3, 'deleting-sources': 3 }[at]);
      expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
      expect(await clicksById()).toEqual(before);
      // The rerun rewrote the interrupted file under the same key: one file per manifest, no stray copy.
      const manifests = await Promise.all((await keysUnder(CLICK_LOG_MANIFEST_PREFIX)).map((k) => store.readClickLogManifest(k)));
      expect(await keysUnder(CLICK_LOG_COMPACT_PREFIX)).toEqual(manifests.map((m) => m.parquet).sort());
      expect(manifests).toHaveLength(5);
    },
  );

  it('changes nothing when there is nothing to do', async () => {
    await seedDay('2025-03-09', 3);
    await compactClickLog(later());
    const snapshot = async () => (await store.listClickLogObjects('')).map((o) => `${o.key} ${o.size} ${o.lastModified.toISOString()}`).sort();
    const before = await snapshot();

    expect(await compactClickLog(later())).toEqual(nothingCompacted());
    expect(await snapshot()).toEqual(before);
  });

  it('stops starting files once past stopBy, and the next run carries on', async () => {
    await seedDay('2025-03-10', 4);
    const first = await compactClickLog({ ...later(), maxObjectsPerFile: 2, stopBy: new Date(0) });
    expect(first).toMatchObject({ filesWritten: 1, sourcesCompacted: 2, stoppedEarly: true });
    const second = await compactClickLog({ ...later(), maxObjectsPerFile: 2 });
    expect(second).toMatchObject({ filesWritten: 1, sourcesCompacted: 2, stoppedEarly: false });
    expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
  });
});

describe('compact-click-log handler', () => {
  it('runs compaction for a scheduled event and answers the summary', async () => {
    const answer = await handler(
      { 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} },
      { getRemainingTimeInMillis: () => 900_000, functionName: 'compact-click-log', awsRequestId: randomUUID() },
    );
    expect(answer).toMatchObject({ days: 0, filesWritten: 0, stoppedEarly: false });
  });
});

/** A run's onStep that stops it (throws `message`) the `nth` time it reaches step `at`. */
function stopAt(at: CompactionStep['step'], nth: number, message: string): (step: CompactionStep) => void {
  let seen = 0;
  return (step) => {
    if (step.step === at && ++seen === nth) throw new Error(message);
  };
}

describe('compactClickLog: the team layout', () => {
  let sql: typeof import('#data/analytics/analytics-sql.js');
  let glue: DuckDBConnection;
  const reference: ClickRecord[] = [];

  beforeAll(async () => {
    sql = await import('#data/analytics/analytics-sql.js');
    glue = await (await DuckDBInstance.create(':memory:')).connect();
    await createGlueStandIns(glue);
    await createDuckClicksTable(glue);
  });

  /** The reference clicks as the DuckDB statements read them. */
  async function setReference(lines: ClickRecord[]) {
    reference.splice(0, reference.length, ...lines);
    await setDuckClicks(glue, lines);
  }

  const [TAG_A, TAG_B] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b'];
  const TAG_COMBOS = [null, clickTagIdsValue([TAG_B]), clickTagIdsValue([TAG_A, TAG_B])];

  /** What Athena answers now (the bucket's objects in the stand-in Glue tables, the committed state), against the reference. */
  async function expectAthenaAnswers(label: string) {
    const objects = await Promise.all((await store.listClickLogObjects('')).map(async (o) => ({ key: o.key, body: await store.getClickLogObject(o.key) })));
    await loadGlueStandIns(glue, objects);
    const state = await store.readClickLogState();
    const dialect = { ...ATHENA_TABLES, state: { watermark: state.watermark, bigTeams: state.bigTeams, merged: state.merged } };
    const duck = { kind: 'duckdb', rollup: false } as const;
    const run = (s: { sql: string; params: unknown[] }) => sortedRows(glue, s);
    for (const teamId of ['team-big', 'team-small']) {
      for (const [filters, tagIds] of [[{}], [{ country: 'TR' }], [{ domain: 'go.acme.test' }], [{}, [TAG_B]]] as const) {
        for (const [start, end] of [
          ['2025-04-01T21:00:00.000Z', '2025-04-04T21:00:00.000Z'],
          ['2025-04-02T00:00:00.000Z', '2025-04-03T00:00:00.000Z'],
          ['2025-03-30T00:00:00.000Z', '2025-04-06T00:00:00.000Z'],
        ]) {
          const scope = { teamId, start: start!, end: end!, filters, ...(tagIds ? { tagIds } : {}) };
          const prev = new Date(2 * Date.parse(start!) - Date.parse(end!)).toISOString();
          for (const [a, d] of [
            [sql.seriesStatement(dialect, scope), sql.seriesStatement(duck, scope)],
            [sql.totalsStatement(dialect, scope, prev), sql.totalsStatement(duck, scope, prev)],
            [sql.rankingsStatement(dialect, scope, 50), sql.rankingsStatement(duck, scope, 50)],
            [sql.visitorsStatement(dialect, scope), sql.visitorsStatement(duck, scope)],
            [sql.countStatement(dialect, scope), sql.countStatement(duck, scope)],
            [sql.panelsStatement(dialect, scope, prev, 50), sql.panelsStatement(duck, scope, prev, 50)],
          ] as const) {
            expect(await run(a), `${label}: ${teamId} ${JSON.stringify(filters)} ${start}`).toEqual(await run(d));
          }
        }
      }
    }
  }

  /** Batches as the worker writes them: clock-named, a big team and a small one, lines repeated. */
  async function seed(): Promise<ClickRecord[]> {
    const lines: ClickRecord[] = [];
    for (const day of ['2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04']) {
      for (let b = 0; b < 3; b++) {
        // Batch 0 as logged before branded domains (no domain at all); then on a branded domain or the platform's
        // (null); batch 1 also before tags (no tagIds), batch 2 with tags or none.
        const domain = (i: number) => (b === 0 ? {} : { domain: b === 2 && i % 2 ? 'go.acme.test' : null, ...(b === 2 ? { tagIds: TAG_COMBOS[i % 3]! } : {}) });
        const batch = [
          ...clicks(day, 8).map((c, i) => ({ ...c, teamId: 'team-big', countryCode: b % 2 ? 'TR' : 'DE', ...domain(i) })),
          ...clicks(day, 2).map((c, i) => ({ ...c, teamId: 'team-small', ...domain(i) })),
        ];
        lines.push(...batch);
        await store.putClickLogBatch([...batch, batch[0]!], new Date(`${day}T12:00:00.000Z`));
      }
    }
    await setReference(lines);
    return lines;
  }

  // The real clock: a generation's watermark is `now` (minimum age 0), and batches written after must be named past it.
  // bigTeamRows 32: these generations span milliseconds (counted as a quarter hour: 8 clicks a day), the first one an hour (32):
  // team-big (8 a batch) gets its own bucket with the second generation, team-small (2 a batch) never.
  const options = () => ({ ...later(), now: new Date(Date.now() + 2), bigTeamRows: 32, maxObjectsPerGeneration: 5 });

  it("writes each team bucket's day as generation files, one row per click, with rollups; commits; deletes the sources; merges the closed days", async () => {
    await seed();
    await expectAthenaAnswers('before');
    // 12 batches of two teams in two raw buckets: 24 objects, at most 5 per generation (fewer when names share a clock).
    expect((await keysUnder(CLICK_LOG_PREFIX)).length).toBe(24);
    const summary = await compactClickLog(options());
    expect(summary.generations).toBeGreaterThanOrEqual(5);
    // Each generation's units: one per raw bucket it holds objects of.
    expect(summary.units).toBeGreaterThanOrEqual(summary.generations);
    expect(summary.units).toBeLessThanOrEqual(2 * summary.generations);
    expect(summary.daysMerged).toBe(4); // closed long ago
    expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
    const files = await keysUnder(CLICK_LOG_TEAM_PREFIX);
    expect(files.every((k) => /^clicks-by-team\/tb=(t-team-big|h\d\d)\/dt=2025-04-0[1-4]\/m\d{13}-p0\.parquet$/.test(k))).toBe(true);
    expect(files.some((k) => k.includes(`tb=${hashBucketOf('team-small')}/`))).toBe(true);
    const state = await store.readClickLogState();
    expect(Object.keys(state.bigTeams)).toEqual(['team-big']);
    const rows = (await Promise.all(files.map(parquetRows))).flat();
    expect(rows.length).toBe(reference.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(reference.length);
    expect((await keysUnder(CLICK_ROLLUP_PREFIX)).length).toBeGreaterThan(0);
    await expectAthenaAnswers('after');
  });

  it.each(['generation-files-written', 'generation-manifest-written', 'generation-committed'] as const)(
    'answers exactly the same when a run stops after %s, and when the next run finishes',
    async (at) => {
      await seed();
      await expect(compactClickLog({ ...options(), onStep: stopAt(at, 2, `stopped after ${at}`) })).rejects.toThrow(`stopped after ${at}`);
      await expectAthenaAnswers(`stopped after ${at}`);
      await compactClickLog(options());
      expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
      const rows = (await Promise.all((await keysUnder(CLICK_LOG_TEAM_PREFIX)).map(parquetRows))).flat();
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      expect(rows.length).toBe(reference.length);
      await expectAthenaAnswers(`finished after ${at}`);
    },
  );

  it('redoes a generation a run stopped before its commit under the same name, though the next run comes later', async () => {
    await seed();
    // The last generation is bounded by the run's clock (not by an object it leaves out): a later run computes another bound.
    await expect(compactClickLog({ ...options(), onStep: stopAt('generation-files-written', 3, 'stopped') })).rejects.toThrow('stopped');
    await new Promise((r) => setTimeout(r, 20));
    await compactClickLog(options());
    await expectAthenaAnswers('the stopped generation redone');
  });

  it('drops a line a later batch logged again (a retried message) when its copy is already compacted', async () => {
    const lines = await seed();
    await compactClickLog(options());
    await new Promise((r) => setTimeout(r, 5)); // a later clock
    await store.putClickLogBatch(lines.slice(0, 3), new Date('2025-04-01T12:00:00.000Z'));
    const summary = await compactClickLog(options());
    expect(summary).toMatchObject({ generations: 1, sourcesCompacted: 1, rows: 0 });
    const rows = (await Promise.all((await keysUnder(CLICK_LOG_TEAM_PREFIX)).map(parquetRows))).flat();
    expect(rows.length).toBe(reference.length);
    await expectAthenaAnswers('copy dropped');
  });

  it('truncates visitor addresses of days past rawIpDays, once', async () => {
    await seed();
    await compactClickLog(options());
    const now = new Date('2025-05-10T00:00:00.000Z');
    const first = await compactClickLog({ ...options(), now, rawIpDays: 30 });
    expect(first.addressFilesTruncated).toBeGreaterThan(0);
    const rows = (await Promise.all((await keysUnder(CLICK_LOG_TEAM_PREFIX)).map(parquetRows))).flat();
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(['203.0.113.0']));
    expect((await store.readClickLogState()).ipTruncatedThrough).toBe('2025-04-09');
    expect((await compactClickLog({ ...options(), now, rawIpDays: 30 })).addressFilesTruncated).toBe(0);
    await setReference(reference.map((c) => ({ ...c, ip: '203.0.113.0' })));
    await expectAthenaAnswers('truncated');
  });
});

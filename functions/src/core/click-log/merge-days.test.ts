import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { CLICK_LOG_PREFIX, CLICK_LOG_TEAM_PREFIX, CLICK_ROLLUP_PREFIX, clickTagIdsValue, type ClickRecord } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';
import { ATHENA_TABLES, createDuckClicksTable, createGlueStandIns, loadGlueStandIns, setDuckClicks, sortedRows } from '#test-support/athena-stand-in.js';
import type { CompactClickLogOptions, CompactionStep } from './compact-click-log.js';

// The daily merge (merge-days.ts) against the runtime's S3 emulator, in a bucket of its own, on
// an injected clock: raw objects are named at chosen instants and compaction runs "at" others.
// After every run the Athena statements over the bucket (stand-in Glue tables in DuckDB) must
// answer what the DuckDB statements answer over the clicks themselves.

type Store = typeof import('#data/clicks/click-log-store.js');
let store: Store;
let compactClickLog: typeof import('./compact-click-log.js').compactClickLog;
let sql: typeof import('#data/analytics/analytics-sql.js');
let glue: DuckDBConnection;
const reference: ClickRecord[] = [];

beforeAll(async () => {
  const bucket = `kisa-clicks-merge-${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, runtime().env, { CLICK_LOG_BUCKET: bucket, POWERTOOLS_LOG_LEVEL: 'SILENT' });
  const { s3 } = await import('#lib/clients.js');
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  store = await import('#data/clicks/click-log-store.js');
  ({ compactClickLog } = await import('./compact-click-log.js'));
  sql = await import('#data/analytics/analytics-sql.js');
  glue = await (await DuckDBInstance.create(':memory:')).connect();
  await createGlueStandIns(glue);
  await createDuckClicksTable(glue);
});

afterAll(() => glue?.closeSync());

beforeEach(async () => {
  await store.deleteClickLogObjects((await store.listClickLogObjects('')).map((o) => o.key));
  reference.splice(0);
});

const A = '2025-06-01';
const B = '2025-06-02';
const at = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00.000Z`);
const MINUTE = 60_000;

let n = 0;
const [TAG_A, TAG_B] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b'];

function click(time: number, teamId: string): ClickRecord {
  n++;
  return {
    id: randomUUID(),
    time: new Date(time).toISOString(),
    shortUrl: `s${n % 3}`,
    linkId: `l${n % 3}`,
    teamId,
    campaignId: null,
    visitorId: `v${n % 5}`,
    unique: n % 4 === 0,
    ip: '203.0.113.9',
    browser: n % 2 ? 'Chrome' : null,
    os: 'iOS',
    device: 'mobile',
    referrer: null,
    countryCode: n % 3 ? 'TR' : 'DE',
    countryName: null,
    city: null,
    source: 'link',
    isBot: n % 9 === 0,
    // Lines of the shape before branded domains (no domain at all), on a branded domain, on the platform's (null).
    ...(n % 5 === 0 ? {} : { domain: n % 5 === 1 ? 'go.acme.test' : null }),
    // Lines of the shape before tags (no tagIds at all), with a combination of tags, with none (null).
    ...(n % 5 < 2 ? {} : { tagIds: [null, clickTagIdsValue([TAG_B]), clickTagIdsValue([TAG_A, TAG_B])][n % 3]! }),
  };
}

/** A raw batch as the worker writes it, named (its clock) at `namedAt`; new clicks join the reference. */
async function putAt(namedAt: number, lines: ClickRecord[]): Promise<void> {
  for (const l of lines) if (!reference.some((r) => r.id === l.id)) reference.push(l);
  const key = store.clickLogKey(new Date(lines[0]!.time), randomUUID(), namedAt);
  await store.putClickLogObject(key, gzipSync(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`), 'application/x-ndjson');
}

/** Clicks of both teams in the half hour before `time`. */
const batch = (time: number, big = 24, small = 3) => [
  ...Array.from({ length: big }, (_, i) => click(time - (i + 1) * MINUTE, 'team-big')),
  ...Array.from({ length: small }, (_, i) => click(time - (i + 1) * 7 * MINUTE, 'team-small')),
];

/** A compaction run at `time` (objects named 5 minutes before it are taken). */
const runAt = (time: number, extra: CompactClickLogOptions = {}) =>
  compactClickLog({ now: new Date(time), minAgeMs: 5 * MINUTE, graceMs: 0, rawIpDays: 100_000, bigTeamRows: 20, mergeAfterGenerations: 4, ...extra });

const keysUnder = async (prefix: string) => (await store.listClickLogObjects(prefix)).map((o) => o.key).sort();
// (These batches are of the day-only layout: its compaction unit names its files `dp<n>`, `dr`; read as `p<n>`, `r`.)
const namesOf = (keys: string[], day: string) =>
  keys.filter((k) => k.includes(`/dt=${day}/`)).map((k) => k.replace(/^.*\/tb=([^/]+)\/dt=[^/]+\/([gm])\d{13}-d?(.*)$/, '$1 $2 $3'));

/** What Athena answers now (or with the state readers held before), against the DuckDB statements over the reference. */
async function expectAthenaAnswers(label: string, state?: Awaited<ReturnType<Store['readClickLogState']>>) {
  await setDuckClicks(glue, reference);
  const objects = await Promise.all((await store.listClickLogObjects('')).map(async (o) => ({ key: o.key, body: await store.getClickLogObject(o.key) })));
  await loadGlueStandIns(glue, objects);
  const s = state ?? (await store.readClickLogState());
  const athena = { ...ATHENA_TABLES, state: { watermark: s.watermark, bigTeams: s.bigTeams, merged: s.merged } };
  const duck = { kind: 'duckdb', rollup: false } as const;
  const run = (st: { sql: string; params: unknown[] }) => sortedRows(glue, st);
  for (const teamId of ['team-big', 'team-small']) {
    for (const [filters, tagIds] of [[{}], [{ country: 'TR' }], [{ domain: 'go.acme.test' }], [{}, [TAG_A]]] as const) {
      // Istanbul's local days, a UTC day, and both days with the one before.
      for (const [start, end] of [
        [`${A}T21:00:00.000Z`, `${B}T21:00:00.000Z`],
        [`${A}T00:00:00.000Z`, `${B}T00:00:00.000Z`],
        [`${A}T00:00:00.000Z`, '2025-06-03T00:00:00.000Z'],
      ]) {
        const scope = { teamId, start: start!, end: end!, filters, ...(tagIds ? { tagIds } : {}) };
        const prev = new Date(2 * Date.parse(start!) - Date.parse(end!)).toISOString();
        for (const [a, d] of [
          [sql.panelsStatement(athena, scope, prev, 50), sql.panelsStatement(duck, scope, prev, 50)],
          [sql.visitorsStatement(athena, scope), sql.visitorsStatement(duck, scope)],
          [sql.countStatement(athena, scope), sql.countStatement(duck, scope)],
        ] as const) {
          expect(await run(a), `${label}: ${teamId} ${JSON.stringify(filters)} ${start}`).toEqual(await run(d));
        }
      }
    }
  }
}

describe('the daily merge', () => {
  it('merges the current day every few generations and a day once closed; late clicks stay readable after it', async () => {
    // Day A: a batch every 3 hours, compacted 10 minutes after it is named.
    for (let i = 0; i < 8; i++) {
      const t = at(A, '00:30') + i * 3 * 60 * MINUTE;
      await putAt(t, batch(t));
      const summary = await runAt(t + 10 * MINUTE);
      expect(summary.generations).toBe(1);
      // The 4th and 8th generation of the day: merged while the day is open (mergeAfterGenerations 4).
      expect(summary.daysMerged, `run ${i + 1}`).toBe(i === 3 || i === 7 ? 1 : 0);
      await expectAthenaAnswers(`day A, run ${i + 1}`);
    }
    // Merged at the 8th generation and swept: one set per bucket.
    const files = await keysUnder(CLICK_LOG_TEAM_PREFIX);
    expect(namesOf(files, A).every((k) => k.includes(' m '))).toBe(true);
    expect(namesOf(files, A).filter((k) => k.startsWith('t-team-big'))).toEqual(['t-team-big m p0.parquet']);

    // Past midnight: a late click of A arrives with B's first batch; A is not closed yet (1 hour past its end).
    const late = click(at(A, '23:50'), 'team-big');
    await putAt(at(B, '00:30'), [late]);
    await putAt(at(B, '00:30'), batch(at(B, '00:30')));
    expect((await runAt(at(B, '00:40'))).daysMerged).toBe(0);
    expect(
      namesOf(await keysUnder(CLICK_LOG_TEAM_PREFIX), A)
        .filter((k) => k.startsWith('t-team-big'))
        .sort(),
    ).toEqual(['t-team-big g p0.parquet', 't-team-big m p0.parquet']);
    await expectAthenaAnswers('a late click before A closes');

    // Once the watermark is an hour past A's end, A is merged for good (with its late click).
    await putAt(at(B, '01:30'), batch(at(B, '01:30')));
    expect((await runAt(at(B, '01:40'))).daysMerged).toBe(1);
    const closed = await keysUnder(CLICK_LOG_TEAM_PREFIX);
    expect(namesOf(closed, A).every((k) => k.includes(' m '))).toBe(true);
    expect(new Set(namesOf(closed, A)).size).toBe(namesOf(closed, A).length);
    expect(namesOf(await keysUnder(CLICK_ROLLUP_PREFIX), A).every((k) => / m r\.parquet$/.test(k))).toBe(true);
    await expectAthenaAnswers('A closed and merged');

    // Later late clicks stay as their own generation's files, read beside the merge.
    await putAt(at(B, '04:30'), [click(at(A, '22:10'), 'team-big'), click(at(A, '22:20'), 'team-small')]);
    expect((await runAt(at(B, '04:40'))).daysMerged).toBe(0);
    const state = await store.readClickLogState();
    expect(state.unmerged?.[A]).toBe(1);
    expect(state.sweep).toEqual({});
    expect(
      namesOf(await keysUnder(CLICK_LOG_TEAM_PREFIX), A)
        .filter((k) => k.startsWith('t-team-big'))
        .sort(),
    ).toEqual(['t-team-big g p0.parquet', 't-team-big m p0.parquet']);
    await expectAthenaAnswers('late clicks after the merge');
    // Eleven runs, each answered by every statement: minutes on a loaded machine.
  }, 240_000);

  /** Day A in four generations, then the run that closes it. */
  async function dayInGenerations(): Promise<number> {
    for (let i = 0; i < 4; i++) {
      const t = at(A, '03:30') + i * 5 * 60 * MINUTE;
      await putAt(t, batch(t));
      await runAt(t + 10 * MINUTE, { mergeAfterGenerations: 100 });
    }
    await putAt(at(B, '01:30'), batch(at(B, '01:30')));
    return at(B, '01:40');
  }

  it.each(['merge-bucket-written', 'merge-committed', 'deleting-sources'] as const)(
    'answers the same when the merge stops after %s, with the old state and the new, and when the next run finishes',
    async (stopAt) => {
      const closing = await dayInGenerations();
      // The state readers hold when the merge begins: after the run's own generation (its raw sources are gone: no grace here).
      let before: Awaited<ReturnType<Store['readClickLogState']>> | undefined;
      let seen = 0;
      const stop = async (step: CompactionStep) => {
        if (step.step === 'merge-bucket-written' && !before) before = await store.readClickLogState();
        if (step.step !== stopAt || ++seen !== 1) return;
        if (step.step === 'deleting-sources') await store.deleteClickLogObjects(step.keys.slice(0, Math.ceil(step.keys.length / 2)));
        throw new Error(`stopped after ${stopAt}`);
      };
      // (The generation's own source deletion is a 'deleting-sources' step too: it comes first, with day '*'.)
      await expect(runAt(closing, { onStep: (step) => (step.day === A ? stop(step) : undefined) })).rejects.toThrow(`stopped after ${stopAt}`);
      expect(before?.merged?.[A]).toBeUndefined();
      await expectAthenaAnswers(`stopped after ${stopAt}`);
      // Readers that still hold the state from before the run (the merged files stay until the sweep).
      if (stopAt !== 'deleting-sources') await expectAthenaAnswers(`stopped after ${stopAt}, the old state`, before);

      // The next run comes later, with another generation of A's clicks in between.
      const next = closing + 15 * MINUTE;
      await putAt(next - 10 * MINUTE, [click(at(A, '23:59'), 'team-big')]);
      const summary = await runAt(next);
      expect(summary.stoppedEarly).toBe(false);
      const state = await store.readClickLogState();
      expect(state.sweep).toEqual({});
      const names = namesOf(await keysUnder(CLICK_LOG_TEAM_PREFIX), A);
      expect(names.filter((k) => k.includes(' m ')).length, 'one merged set per bucket').toBe(new Set(names.map((k) => k.split(' ')[0])).size);
      expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
      await expectAthenaAnswers(`finished after ${stopAt}`);
    },
  );

  it('keeps the merged files a grace period for readers of the older state, then sweeps them', async () => {
    const closing = await dayInGenerations();
    const before = await store.readClickLogState();
    // (stopBy: the generation's own sources then wait for the next run instead of an hour here.)
    const summary = await runAt(closing, { graceMs: 3_600_000, stopBy: new Date(Date.now() + 600_000) });
    expect(summary.daysMerged).toBe(1);
    expect(summary.filesSwept).toBe(0);
    const state = await store.readClickLogState();
    expect(Object.keys(state.sweep ?? {})).toEqual([A]);
    expect(namesOf(await keysUnder(CLICK_LOG_TEAM_PREFIX), A).some((k) => k.includes(' g '))).toBe(true);
    await expectAthenaAnswers('merged, not swept');
    await expectAthenaAnswers('merged, not swept, the old state', before);
    expect((await runAt(closing + 15 * MINUTE)).filesSwept).toBeGreaterThan(0);
    expect(namesOf(await keysUnder(CLICK_LOG_TEAM_PREFIX), A).every((k) => k.includes(' m '))).toBe(true);
    await expectAthenaAnswers('swept');
  });

  it('drops a line logged again after its generation was merged away (the merged files hold it)', async () => {
    const t = at(A, '23:10');
    const lines = batch(t);
    await putAt(t, lines);
    await runAt(t + 10 * MINUTE);
    await putAt(at(B, '01:30'), batch(at(B, '01:30')));
    expect((await runAt(at(B, '01:40'))).daysMerged).toBe(1);
    // A retried message: the same lines, logged again within the dedup window.
    await putAt(at(B, '01:50'), lines.slice(0, 5));
    const summary = await runAt(at(B, '02:00'));
    expect(summary).toMatchObject({ generations: 1, rows: 0 });
    await expectAthenaAnswers('the copy dropped');
  });
});

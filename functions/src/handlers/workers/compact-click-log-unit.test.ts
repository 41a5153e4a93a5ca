import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { CreateQueueCommand } from '@aws-sdk/client-sqs';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { pollQueue } from '@kisa/infra/local/pollers/poll-queue';
import { CLICK_LOG_PREFIX, CLICK_LOG_TEAM_PREFIX, hashBucketOf, type ClickRecord } from '@kisa/shared';
import type { SQSBatchResponse } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtime } from '#test-support/api.js';
import { ATHENA_TABLES, createDuckClicksTable, createGlueStandIns, loadGlueStandIns, setDuckClicks, sortedRows } from '#test-support/athena-stand-in.js';
import { S3_FAULTS, SQS_FAULTS, startFaultyEndpoint, type Fault } from '#test-support/faulty-aws-endpoint.js';
import { runtimeS3 } from '#test-support/s3.js';
import { sqsRecord } from '#test-support/sqs.js';

// Click-log compaction as the local runtime runs it: the schedule's handler plans a generation and
// sends one compaction-queue message per raw team bucket, the unit worker runs them under the
// poller (4 lanes), the schedule commits. On a bucket and a queue of this file's own, through a
// stand-in S3 endpoint that fails chosen requests; Athena's statements run on DuckDB stand-ins of
// the Glue tables (test-support/athena-stand-in.ts).
const env = runtime().env;
const faulty = await startFaultyEndpoint(env.S3_ENDPOINT!);
// The planner's sends to the compaction queue (the poller's receives pass through it too).
const faultySqs = await startFaultyEndpoint(env.SQS_ENDPOINT!);
const bucket = `kisa-clicks-units-${randomUUID().slice(0, 8)}`;
Object.assign(process.env, env, {
  S3_ENDPOINT: faulty.url,
  SQS_ENDPOINT: faultySqs.url,
  CLICK_LOG_BUCKET: bucket,
  ANALYTICS_ENGINE: 'duckdb',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  // The lag metric's EMF line is what the tests read.
  POWERTOOLS_METRICS_DISABLED: 'false',
  POWERTOOLS_DEV: '',
});
const { sqs } = await import('#lib/clients.js');
const store = await import('#data/clicks/click-log-store.js');
const { rawBucketOf } = store;
const sql = await import('#data/analytics/analytics-sql.js');
const { handler: schedule } = await import('./compact-click-log.js');
const { handler: unitWorker } = await import('./compact-click-log-unit.js');
const { METRIC } = await import('#lib/metrics.js');
const { parseCompactionUnitMessage } = await import('#data/clicks/compaction-queue.js');

let glue: DuckDBConnection;
let worker: { stop: AbortController; polling: Promise<void> } | undefined;
/** Messages the unit worker reported failed (SQS delivers them again). */
let unitFailures = 0;

beforeAll(async () => {
  await runtimeS3().send(new CreateBucketCommand({ Bucket: bucket }));
  const { QueueUrl } = await sqs().send(
    new CreateQueueCommand({ QueueName: `compaction-test-${randomUUID().slice(0, 8)}`, Attributes: { VisibilityTimeout: '1' } }),
  );
  process.env.COMPACTION_QUEUE_URL = QueueUrl!;
  glue = await (await DuckDBInstance.create(':memory:')).connect();
  await createGlueStandIns(glue);
  await createDuckClicksTable(glue);
  const stop = new AbortController();
  const polling = pollQueue({
    sqs: sqs(),
    queueUrl: QueueUrl!,
    queueArn: 'arn:aws:sqs:us-east-1:123456789012:compaction-test',
    handlerName: 'workers/compact-click-log-unit',
    handler: (async (event: never, context: never) => {
      const answer = (await unitWorker(event, context)) as SQSBatchResponse;
      unitFailures += answer.batchItemFailures.length;
      return answer;
    }) as never,
    batchSize: 1,
    concurrency: 4,
    waitTimeSeconds: 1,
    batchingWindowMs: 0,
    timeoutMs: 300_000,
    signal: stop.signal,
    onError: () => {},
  });
  worker = { stop, polling };
});

afterAll(async () => {
  worker?.stop.abort();
  await worker?.polling;
  glue?.closeSync();
  await faulty.close();
  await faultySqs.close();
});

beforeEach(async () => {
  faulty.heal();
  faultySqs.heal();
  unitFailures = 0;
  await store.deleteClickLogObjects((await store.listClickLogObjects('')).map((o) => o.key));
});

/** Team ids whose raw buckets all differ, `n` of them (at most 16). */
function teamsInBuckets(n: number): string[] {
  const seen = new Map<string, string>();
  for (let i = 0; seen.size < n; i++) {
    const team = `team-${i}`;
    if (!seen.has(rawBucketOf(team))) seen.set(rawBucketOf(team), team);
  }
  return [...seen.values()];
}

const DAY = '2026-03-14';
let n = 0;
/** A click with text in other scripts where names and URLs flow (short code, city, referrer host). */
function click(teamId: string): ClickRecord {
  n++;
  return {
    id: randomUUID(),
    time: new Date(Date.parse(`${DAY}T10:00:00.000Z`) + n * 1000).toISOString(),
    shortUrl: n % 2 ? 'İstanbul-🚀' : 'abc',
    linkId: `${teamId}-link`,
    teamId,
    campaignId: null,
    visitorId: `v-${n % 5}`,
    unique: n % 5 === 0,
    ip: '203.0.113.9',
    browser: 'Chrome',
    os: 'Android',
    device: 'mobile',
    referrer: n % 3 ? 'xn--bcher-kva.example' : null,
    countryCode: 'TR',
    countryName: 'Turkey',
    city: n % 2 ? 'İzmir' : 'القاهرة',
    source: 'link',
    isBot: false,
    domain: null,
  };
}

/** Raw batches as the click worker writes them, named 10 minutes ago (old enough for the schedule's run): one object per team bucket. */
async function logged(lines: ClickRecord[], dayOnly = false): Promise<string[]> {
  const byBucket = new Map<string | undefined, ClickRecord[]>();
  for (const l of lines) byBucket.set(dayOnly ? undefined : rawBucketOf(l.teamId), [...(byBucket.get(dayOnly ? undefined : rawBucketOf(l.teamId)) ?? []), l]);
  const keys: string[] = [];
  for (const [b, list] of byBucket) {
    const key = store.clickLogKey(new Date(list[0]!.time), randomUUID(), Date.now() - 10 * 60_000 - keys.length, b);
    await store.putClickLogObject(key, gzipSync(`${list.map((l) => JSON.stringify(l)).join('\n')}\n`), 'application/x-ndjson');
    keys.push(key);
  }
  return keys;
}

const keysUnder = async (prefix: string) => (await store.listClickLogObjects(prefix)).map((o) => o.key).sort();

/** One scheduled run (its Lambda deadline: `waitSeconds` for the units, after the handler's 3-minute margin); answers its summary and its EMF lines' lag. */
async function scheduledRun(waitSeconds = 20): Promise<{ summary: Record<string, number>; lag: number[] }> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    const context = { getRemainingTimeInMillis: () => 3 * 60_000 + waitSeconds * 1000, functionName: 'compact-click-log', awsRequestId: randomUUID() };
    const summary = (await schedule({} as never, context as never)) as unknown as Record<string, number>;
    const lag = lines
      .filter((l) => l.includes(METRIC.compactionLagSeconds))
      .map((l) => Number((JSON.parse(l) as Record<string, unknown>)[METRIC.compactionLagSeconds]));
    return { summary, lag };
  } finally {
    spy.mockRestore();
  }
}

/** What the Athena statements answer for `teamId` now (objects in the stand-ins, the committed state) against DuckDB's over `reference`; answers the raw objects the statements' partitions hold. */
async function expectAthenaAnswers(teamId: string, reference: ClickRecord[], label: string): Promise<string[]> {
  const objects = await Promise.all((await keysUnder('')).map(async (key) => ({ key, body: await store.getClickLogObject(key) })));
  await loadGlueStandIns(glue, objects, bucket);
  await setDuckClicks(glue, reference);
  const state = await store.readClickLogState();
  const athena = { ...ATHENA_TABLES, state: { watermark: state.watermark, bigTeams: state.bigTeams, merged: state.merged } };
  const duck = { kind: 'duckdb', rollup: false } as const;
  const scope = { teamId, start: `${DAY}T00:00:00.000Z`, end: `${DAY}T23:59:59.999Z`, filters: {} };
  const prev = `${DAY.slice(0, 8)}13T00:00:00.000Z`;
  const pairs = [
    [sql.countStatement(athena, scope), sql.countStatement(duck, scope)],
    [sql.seriesStatement(athena, scope), sql.seriesStatement(duck, scope)],
    [sql.panelsStatement(athena, scope, prev, 50), sql.panelsStatement(duck, scope, prev, 50)],
  ] as const;
  const partitions = new Set<string>();
  for (const [a, d] of pairs) {
    expect(await sortedRows(glue, a), `${label}: ${teamId}`).toEqual(await sortedRows(glue, d));
    // Athena lists and reads a partition-projected table's folders of the literal `tb` and the `dt` range only.
    for (const m of a.sql.matchAll(/"clicks_by_bucket" WHERE tb = '([^']+)' AND dt BETWEEN/g)) partitions.add(m[1]!);
  }
  expect([...partitions], `${label}: the raw partitions a statement of ${teamId} reads`).toEqual([rawBucketOf(teamId)]);
  return (await keysUnder(CLICK_LOG_PREFIX)).filter((k) => [...partitions].some((tb) => k.startsWith(`${CLICK_LOG_PREFIX}tb=${tb}/dt=${DAY}/`)));
}

/** The ids of every row in the team-layout files readers take (committed generations; a merged day's merge and the generations after it). */
async function compactedIds(): Promise<string[]> {
  const ids: string[] = [];
  const { parquetReadObjects } = await import('hyparquet');
  const { watermark, merged } = await store.readClickLogState();
  const read = (key: string) => {
    const file = store.layoutFileOf(key)!;
    const merge = merged?.[/dt=(\d{4}-\d{2}-\d{2})\//.exec(key)![1]!];
    if (file.kind === 'm') return file.number === merge;
    return file.number <= watermark && (merge === undefined || file.number > merge);
  };
  for (const key of (await keysUnder(CLICK_LOG_TEAM_PREFIX)).filter(read)) {
    const bytes = await store.getClickLogObject(key);
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    for (const row of await parquetReadObjects({ file, columns: ['id'] })) ids.push(row.id as string);
  }
  return ids.sort();
}

describe('raw clicks by team bucket', () => {
  it("writes one object per team bucket; a team's statements read its bucket's raw objects only, with answers unchanged before and after compaction", async () => {
    const [a, b] = teamsInBuckets(2) as [string, string];
    const lines = [...Array.from({ length: 6 }, () => click(a)), ...Array.from({ length: 4 }, () => click(b))];
    const keys = await store.putClickLogBatch(lines.slice(0, 8), new Date(`${DAY}T10:00:00Z`));
    expect(keys.map((k) => /^clicks\/tb=(h\d\d)\/dt=2026-03-14\/w\d{13}-[0-9a-f-]+\.json\.gz$/.exec(k)?.[1]).sort()).toEqual(
      [rawBucketOf(a), rawBucketOf(b)].sort(),
    );
    // And one batch of the day-only layout (before team buckets), read and compacted until gone.
    const [old] = (await store.putClickLogBatch(lines.slice(8), new Date(`${DAY}T10:00:00Z`), true)) as [string];
    expect(old).toMatch(/^clicks\/dt=2026-03-14\/w\d{13}-/);
    const ofA = lines.filter((l) => l.teamId === a);
    const rawOfA = await expectAthenaAnswers(a, ofA, 'raw');
    expect(rawOfA).toEqual(keys.filter((k) => k.includes(`tb=${rawBucketOf(a)}/`)));
    expect(
      await expectAthenaAnswers(
        b,
        lines.filter((l) => l.teamId === b),
        'raw',
      ),
    ).toEqual(keys.filter((k) => k.includes(`tb=${rawBucketOf(b)}/`)));
    // (The objects are named now: the run's 5-minute minimum age leaves them; rename them 10 minutes back.)
    await store.deleteClickLogObjects(await keysUnder(CLICK_LOG_PREFIX));
    await logged(lines.slice(0, 8));
    await logged(lines.slice(8), true);
    const { summary } = await scheduledRun();
    expect(summary).toMatchObject({ generations: 1, units: 3, stoppedEarly: false, lagSeconds: 0 });
    expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
    expect(await expectAthenaAnswers(a, ofA, 'compacted')).toEqual([]);
    expect(await compactedIds()).toEqual(lines.map((l) => l.id).sort());
  });
});

describe('compaction per team bucket through the compaction queue', () => {
  it('compacts many buckets in a generation, each unit once, records the lag; a redelivered unit and a malformed message change nothing', async () => {
    const teams = teamsInBuckets(12);
    const lines = teams.flatMap((t) => Array.from({ length: 3 }, () => click(t)));
    await logged(lines);
    const { summary, lag } = await scheduledRun();
    expect(summary).toMatchObject({ generations: 1, units: 12, sourcesCompacted: 12, rows: lines.length, stoppedEarly: false });
    expect(lag).toEqual([0]);
    expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
    expect(await compactedIds()).toEqual(lines.map((l) => l.id).sort());
    const files = await keysUnder('');
    const { watermark } = await store.readClickLogState();

    // The same unit delivered again after the commit: nothing written; a body that is not a unit: reported failed.
    const again = sqsRecord(JSON.stringify({ generation: watermark, unit: rawBucketOf(teams[0]!) }));
    const garbage = sqsRecord('{"generation": "../../state", "unit": "h00"}');
    const answer = (await unitWorker({ Records: [again, garbage] } as never, {} as never)) as SQSBatchResponse;
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: garbage.messageId }]);
    expect(await keysUnder('')).toEqual(files);
    await expectAthenaAnswers(
      teams[3]!,
      lines.filter((l) => l.teamId === teams[3]),
      'after a redelivery',
    );
  });

  const faults: [string, Fault][] = [
    ['500', S3_FAULTS.serverError],
    ['SlowDown', S3_FAULTS.slowDown],
    ['a garbage object', S3_FAULTS.garbage],
  ];
  it.each(faults)(
    'a unit whose raw object S3 answers with %s is retried until it heals; nothing is committed meanwhile, answers stay whole, the lag shows; then one commit',
    async (_, fault) => {
      const teams = teamsInBuckets(6);
      const lines = teams.flatMap((t) => Array.from({ length: 2 }, () => click(t)));
      await logged(lines);
      const sick = rawBucketOf(teams[2]!);
      // (The SDK sends `=` in a key as %3D.)
      const raw = [`/${CLICK_LOG_PREFIX}tb%3D${sick}/`, `/${CLICK_LOG_PREFIX}tb=${sick}/`];
      faulty.fail({ fault, when: (r) => r.method === 'GET' && raw.some((p) => r.path.includes(p)) });
      const first = await scheduledRun(8);
      expect(faulty.failed.length).toBeGreaterThan(0);
      expect(unitFailures).toBeGreaterThan(0);
      expect(first.summary).toMatchObject({ generations: 0, stoppedEarly: true });
      expect(first.lag).toHaveLength(1);
      expect(first.lag[0]).toBeGreaterThanOrEqual(600);
      expect((await store.readClickLogState()).watermark).toBe('0000000000000');
      // The other units' files are written, not committed: every team's answers are still the raw ones
      // (read once S3 answers again; the sick unit may then finish, but only the planner commits).
      faulty.heal();
      for (const t of [teams[2]!, teams[4]!])
        await expectAthenaAnswers(
          t,
          lines.filter((l) => l.teamId === t),
          'a unit failing',
        );
      const second = await scheduledRun();
      expect(second.summary).toMatchObject({ generations: 1, units: 6, stoppedEarly: false });
      expect(second.lag).toEqual([0]);
      expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
      expect(await compactedIds()).toEqual(lines.map((l) => l.id).sort());
      for (const t of [teams[2]!, teams[4]!])
        await expectAthenaAnswers(
          t,
          lines.filter((l) => l.teamId === t),
          'healed',
        );
    },
  );

  const queueFaults: [string, Fault][] = [
    ['500', SQS_FAULTS.serverError],
    ['throttling', SQS_FAULTS.throttled],
    ['garbage', SQS_FAULTS.garbage],
  ];
  it.each(queueFaults)(
    'the compaction queue answering the planned units with %s fails the run with nothing committed and answers whole; the next run sends them and commits once',
    async (_, fault) => {
      const teams = teamsInBuckets(5);
      const lines = teams.flatMap((t) => Array.from({ length: 2 }, () => click(t)));
      const raw = await logged(lines);
      faultySqs.fail({ fault, when: (r) => r.operation === 'SendMessageBatch' });
      await expect(scheduledRun(), 'a scheduled run whose units the queue refused throws (the schedule retries it)').rejects.toThrow();
      expect(faultySqs.failed.length, 'SendMessageBatch calls refused').toBeGreaterThan(0);
      expect((await store.readClickLogState()).watermark).toBe('0000000000000');
      expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([...raw].sort());
      await expectAthenaAnswers(
        teams[1]!,
        lines.filter((l) => l.teamId === teams[1]),
        'units refused by the queue',
      );

      faultySqs.heal();
      const next = await scheduledRun();
      expect(next.summary).toMatchObject({ generations: 1, units: 5, stoppedEarly: false });
      expect(await keysUnder(CLICK_LOG_PREFIX)).toEqual([]);
      expect(await compactedIds()).toEqual(lines.map((l) => l.id).sort());
    },
  );

  it('a unit failing half-way (its file written, its rollup refused) is delivered again and writes the same objects once', async () => {
    const teams = teamsInBuckets(4);
    const lines = teams.flatMap((t) => Array.from({ length: 3 }, () => click(t)));
    await logged(lines);
    // The team's file bucket (of 64), not its raw bucket.
    const sick = hashBucketOf(teams[1]!);
    // Three 500s: the SDK's own retries (3 attempts) give up, the unit fails after its clicks file is written.
    faulty.fail({ fault: S3_FAULTS.serverError, times: 3, when: (r) => r.method === 'PUT' && r.path.includes('click-rollups/') && r.path.includes(sick) });
    const { summary } = await scheduledRun();
    expect(faulty.failed).toHaveLength(3);
    expect(unitFailures).toBeGreaterThanOrEqual(1);
    expect(summary).toMatchObject({ generations: 1, units: 4, stoppedEarly: false });
    expect(await compactedIds()).toEqual(lines.map((l) => l.id).sort());
    await expectAthenaAnswers(
      teams[1]!,
      lines.filter((l) => l.teamId === teams[1]),
      'half-way',
    );
  });
});

describe('compaction messages', () => {
  it('takes one only when it names a generation and a unit (its fields name S3 keys)', () => {
    expect(parseCompactionUnitMessage({ generation: '1773482400000', unit: 'h03' })).toEqual({ generation: '1773482400000', unit: 'h03' });
    for (const body of [
      null,
      'h03',
      {},
      { generation: '1773482400000' },
      { generation: '17734824', unit: 'h03' },
      { generation: '1773482400000', unit: 'h99' },
    ])
      expect(parseCompactionUnitMessage(body), JSON.stringify(body)).toBeNull();
  });
});

import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { CreateQueueCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { pollQueue } from '@kisa/infra/local/pollers/poll-queue';
import { MSG, type ClickRecord, type User, type VisitorExportJob } from '@kisa/shared';
import type { SQSBatchResponse } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';
import { S3_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';
import { runtimeS3 } from '#test-support/s3.js';
import { sqsRecord } from '#test-support/sqs.js';

// Background visitor exports through the real bulk worker (under the local poller, on a queue of
// this file's own) and the local engine (DuckDB over a click-log bucket of this file's own): a team
// of thousands of clicks read in many windows, written in many parts and steps; the engine failing
// mid-way, S3 refusing parts, a garbled job item, a job that stopped moving. S3 is reached through
// a stand-in endpoint that fails chosen requests.
const env = runtime().env;
const faulty = await startFaultyEndpoint(env.S3_ENDPOINT!);
const bucket = `kisa-clicks-exports-${randomUUID().slice(0, 8)}`;
Object.assign(process.env, env, {
  S3_ENDPOINT: faulty.url,
  CLICK_LOG_BUCKET: bucket,
  ANALYTICS_ENGINE: 'duckdb',
  ANALYTICS_DUCKDB_PATH: ':memory:',
  VISITOR_EXPORT_SYNC_MAX_ROWS: '100',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { sqs } = await import('#lib/clients.js');
const store = await import('#data/clicks/click-log-store.js');
const { exportVisitors } = await import('#core/analytics/export-visitors.js');
const job = await import('#core/analytics/export-visitors-job.js');
const { clickLogEngine } = await import('#data/analytics/choose-engine.js');
const { exportJobKey } = await import('#data/analytics/export-job-item.js');
const { db, tableName } = await import('#data/table.js');
const { handler: bulkWorker } = await import('./process-bulk-part.js');

const teamId = `team-${randomUUID()}`;
const caller = { id: 'u1', name: 'Owner', email: 'o@example.com', role: 'user', teamId, teamRole: 'owner', plan: 'Enterprise', verified: true } satisfies User;
const TZ = 'Europe/Istanbul';
const QUERY = { from: '2026-05-09', to: '2026-05-14', tz: TZ, filters: {} };
const CLICKS = 2_400;
/** Per statement: the 2,400 clicks (one every 2 minutes, ~80 hours) are read in at least 5 windows. */
const WINDOW = 500;

let worker: { stop: AbortController; polling: Promise<void> } | undefined;
/** Steps the worker ran (messages handled) and how many it reported failed. */
const steps = { run: 0, failed: 0 };

/** The n-th click: one every 2 minutes from 2026-05-10 00:00 UTC; text in other scripts where names and URLs flow; every 10th a bot. */
function click(n: number): ClickRecord {
  return {
    id: `c-${String(n).padStart(5, '0')}`,
    time: new Date(Date.parse('2026-05-10T00:00:00.000Z') + n * 120_000).toISOString(),
    shortUrl: n % 2 ? 'çay-🚀' : 'abc',
    linkId: 'l-1',
    teamId,
    campaignId: null,
    visitorId: `v-${n % 7}`,
    unique: n % 7 === 0,
    ip: `203.0.113.${n % 250}`,
    browser: 'Firefox',
    os: 'Linux',
    device: 'desktop',
    referrer: n % 3 ? 'xn--mgbh0fb.example' : null,
    countryCode: 'TR',
    countryName: 'Türkiye',
    city: n % 2 ? 'İstanbul' : 'القاهرة',
    source: 'link',
    isBot: n % 10 === 9,
    domain: null,
    tagIds: null,
  };
}

const clicks = Array.from({ length: CLICKS }, (_, n) => click(n));
/** What the file must hold, in its order: human clicks, newest first. */
const expectedTimes = clicks
  .filter((c) => !c.isBot)
  .map((c) => c.time)
  .sort()
  .reverse();

beforeAll(async () => {
  await runtimeS3().send(new CreateBucketCommand({ Bucket: bucket }));
  for (let i = 0; i < clicks.length; i += 200) await store.putClickLogBatch(clicks.slice(i, i + 200), new Date(clicks[i]!.time));
  // A step here takes seconds: no copy is handed out again while it runs (a retry comes sooner: bulkMessageFailed).
  const { QueueUrl } = await sqs().send(
    new CreateQueueCommand({ QueueName: `bulk-exports-test-${randomUUID().slice(0, 8)}`, Attributes: { VisibilityTimeout: '30' } }),
  );
  process.env.BULK_QUEUE_URL = QueueUrl!;
  const stop = new AbortController();
  const polling = pollQueue({
    sqs: sqs(),
    queueUrl: QueueUrl!,
    queueArn: 'arn:aws:sqs:us-east-1:123456789012:bulk-exports-test',
    handlerName: 'workers/process-bulk-part',
    handler: (async (event: never, context: never) => {
      steps.run++;
      const answer = (await bulkWorker(event, context)) as SQSBatchResponse;
      steps.failed += answer.batchItemFailures.length;
      return answer;
    }) as never,
    batchSize: 1,
    concurrency: 2,
    waitTimeSeconds: 1,
    batchingWindowMs: 0,
    timeoutMs: 120_000,
    signal: stop.signal,
    onError: () => {},
  });
  worker = { stop, polling };
});

afterAll(async () => {
  worker?.stop.abort();
  await worker?.polling;
  await faulty.close();
});

beforeEach(() => {
  faulty.heal();
  steps.run = 0;
  steps.failed = 0;
  Object.assign(job.stepSettings, { maxClicks: WINDOW, partBytes: 20_000, budgetMs: 60_000 });
});

/** Starts an export through the API's core function: it must become a job. */
async function started(format: 'csv' | 'xlsx' = 'csv'): Promise<VisitorExportJob> {
  const answer = await exportVisitors(caller, { ...QUERY, format });
  if (answer.kind !== 'job') throw new Error(`Expected a background job, got ${answer.kind}`);
  return answer.job;
}

/** Follows the job as the web app does until it ends (60 s at most); answers every status seen. */
async function followed(id: string): Promise<VisitorExportJob[]> {
  const seen: VisitorExportJob[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await job.visitorExportStatus(caller, id);
    seen.push(status);
    if (status.status === 'done' || status.status === 'failed') return seen;
    if (Date.now() > deadline) throw new Error(`Expected the export to end within 60 s; last ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The CSV's data lines (BOM, header and the final CRLF off). */
function csvLines(file: Buffer): string[] {
  const text = file.toString('utf8');
  expect(text.startsWith('\uFEFFTime (UTC),')).toBe(true);
  return text.slice(1).split('\r\n').slice(1, -1);
}

describe('background visitor exports (bulk worker, local engine)', () => {
  it('writes every human click, newest first, window by window and part by part, over several steps', async () => {
    job.stepSettings.budgetMs = 0; // every step stops at its first part: the job goes on from its cursor each time
    const first = await started();
    expect(first).toMatchObject({ status: 'queued', rows: 0, total: expectedTimes.length, progress: 0, format: 'csv' });
    // Its first step delivered twice (SQS is at least once): the two copies race, one goes on.
    await sqs().send(
      new SendMessageCommand({ QueueUrl: process.env.BULK_QUEUE_URL, MessageBody: JSON.stringify({ kind: 'visitors-export', teamId, jobId: first.id }) }),
    );
    const seen = await followed(first.id);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: 'done', rows: expectedTimes.length, progress: 100 });
    expect(seen.map((s) => s.progress)).toEqual([...seen.map((s) => s.progress)].sort((a, b) => a - b));
    // Many steps, none failed: each took one part and queued the next.
    expect(steps.failed).toBe(0);
    expect(steps.run).toBeGreaterThan(5);
    const lines = csvLines(await download(last.url!));
    expect(lines.map((l) => l.split(',')[0])).toEqual(expectedTimes);
    // The newest human click (n = 2398; 2399 is a bot) was in Cairo, the one before in Istanbul, on çay-🚀.
    expect(lines[0]!.split(',')).toContain('القاهرة');
    const second = lines[1]!.split(',');
    expect(second).toContain('İstanbul');
    expect(second).toContain('Türkiye');
    expect(second.some((cell) => cell.endsWith(`/${encodeURIComponent('çay-🚀')}`))).toBe(true);
  });

  it('goes on from its last part when the engine fails mid-way, not from zero', async () => {
    const engine = await clickLogEngine();
    const real = engine.forEachPage.bind(engine);
    let statements = 0;
    let rowsRead = 0;
    engine.forEachPage = async (statement, onPage) => {
      if (++statements === 3) throw new Error('Athena query FAILED: stand-in engine failure');
      return real(statement, (rows) => {
        rowsRead += rows.length;
        return onPage(rows);
      });
    };
    try {
      const seen = await followed((await started()).id);
      expect(seen.at(-1)).toMatchObject({ status: 'done', rows: expectedTimes.length });
      expect(steps.failed).toBe(1);
      // Read again after the failure: at most the window it failed in and the part not yet saved.
      expect(rowsRead).toBeLessThanOrEqual(expectedTimes.length + WINDOW);
      expect(csvLines(await download(seen.at(-1)!.url!)).map((l) => l.split(',')[0])).toEqual(expectedTimes);
    } finally {
      engine.forEachPage = real;
    }
  });

  it('S3 refusing its parts: the step is retried, and the last delivery ends the job failed, never stuck', async () => {
    job.stepSettings.budgetMs = 60_000;
    const refusedParts = {
      fault: S3_FAULTS.serverError,
      when: (req: { method: string; path: string }) => req.method === 'PUT' && req.path.includes('partNumber='),
    };
    // The queued step is the poller's; these deliveries are this test's own (their receive counts).
    worker?.stop.abort();
    await worker?.polling;
    worker = undefined;
    const id = (await started()).id;
    faulty.fail(refusedParts);
    const body = JSON.stringify({ kind: 'visitors-export', teamId, jobId: id });
    const once = (await bulkWorker({ Records: [sqsRecord(body, { receives: 1 })] } as never, {} as never)) as SQSBatchResponse;
    expect(once.batchItemFailures).toHaveLength(1);
    expect((await job.visitorExportStatus(caller, id)).status).toBe('running');
    const lastTry = (await bulkWorker({ Records: [sqsRecord(body, { receives: 5 })] } as never, {} as never)) as SQSBatchResponse;
    expect(lastTry.batchItemFailures).toHaveLength(1);
    expect(faulty.failed.length).toBeGreaterThanOrEqual(2);
    expect(await job.visitorExportStatus(caller, id)).toMatchObject({ status: 'failed', error: MSG.exportJobFailed });
  });

  it('a garbled job item ends failed; a job that stopped moving is failed when next looked at', async () => {
    const garbled = randomUUID();
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...exportJobKey(teamId, garbled), status: 'running', parts: 'not a list' } }));
    const answer = (await bulkWorker(
      { Records: [sqsRecord(JSON.stringify({ kind: 'visitors-export', teamId, jobId: garbled }))] } as never,
      {} as never,
    )) as SQSBatchResponse;
    expect(answer.batchItemFailures).toEqual([]);
    expect(await job.visitorExportStatus(caller, garbled)).toMatchObject({ status: 'failed', error: MSG.exportJobFailed });

    const stalled = randomUUID();
    const longAgo = new Date(Date.now() - job.STALLED_RUNNING_MS - 60_000).toISOString();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...exportJobKey(teamId, stalled),
          jobId: stalled,
          teamId,
          status: 'running',
          format: 'csv',
          tz: TZ,
          filename: 'visitors.csv',
          key: `visitors/${teamId}/${stalled}/visitors.csv`,
          scope: { teamId, start: '2026-05-09T00:00:00.000Z', end: '2026-05-10T00:00:00.000Z', filters: {} },
          total: 10,
          rows: 4,
          cursor: '2026-05-09T12:00:00.000Z',
          parts: [],
          createdAt: longAgo,
          updatedAt: longAgo,
          ttl: 0,
        },
      }),
    );
    expect(await job.visitorExportStatus(caller, stalled)).toMatchObject({ status: 'failed', error: MSG.exportJobStalled, rows: 4, progress: 40 });
    await expect(job.visitorExportStatus({ ...caller, teamId: 'another-team' }, stalled)).rejects.toMatchObject({ status: 404 });
    await expect(job.visitorExportStatus(caller, 'not-an-id')).rejects.toMatchObject({ status: 404 });
  });

  it('XLSX: one streamed workbook, dates in the export’s zone, every row', async () => {
    const id = (await started('xlsx')).id;
    const report = await bulkWorker({ Records: [sqsRecord(JSON.stringify({ kind: 'visitors-export', teamId, jobId: id }))] } as never, {} as never);
    expect((report as SQSBatchResponse).batchItemFailures).toEqual([]);
    const done = await job.visitorExportStatus(caller, id);
    expect(done).toMatchObject({ status: 'done', rows: expectedTimes.length, progress: 100 });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(done.url!)) as never);
    const sheet = book.getWorksheet('Visitors')!;
    expect(sheet.rowCount).toBe(expectedTimes.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe(`Time (${TZ})`);
    // The newest human click, 2026-05-13 07:56 UTC, is 10:56 in Istanbul; the one before it was in Istanbul.
    expect((sheet.getRow(2).getCell(1).value as Date).toISOString()).toBe('2026-05-13T10:56:00.000Z');
    expect(sheet.getRow(2).values).toContain('القاهرة');
    expect(sheet.getRow(3).values).toContain('İstanbul');
  });
});

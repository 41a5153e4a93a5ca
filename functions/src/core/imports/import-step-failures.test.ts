import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { CreateQueueCommand, DeleteMessageCommand, DeleteQueueCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { importedClicksKey, type ImportedClickRecord } from '@kisa/shared';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runtime } from '#test-support/api.js';
import { runtimeS3 } from '#test-support/s3.js';
import { DYNAMODB_FAULTS, S3_FAULTS, SQS_FAULTS, startFaultyEndpoint, timeOutAfter, type Fault, type SeenRequest } from '#test-support/faulty-aws-endpoint.js';

/**
 * Steps of an import (processImportMessage, as the worker runs them) while DynamoDB, S3 or SQS
 * fails: each stand-in endpoint sits in front of the test runtime's emulator and fails the
 * requests a test names. A failed step throws (SQS delivers it again) having counted nothing
 * of its page, and the same step run again once the service is healthy counts every link and
 * click exactly once. The job is prepared with the run's own repo functions (a file import with
 * two staged pages of three links), on a queue of the test's own so no runtime worker takes its steps.
 */
const env = runtime().env;
const [dynamoEndpoint, s3Endpoint, sqsEndpoint] = await Promise.all([
  startFaultyEndpoint(env.DYNAMODB_ENDPOINT!),
  startFaultyEndpoint(env.S3_ENDPOINT!),
  startFaultyEndpoint(env.SQS_ENDPOINT!),
]);
const queueClient = new SQSClient({
  region: env.AWS_REGION,
  endpoint: env.SQS_ENDPOINT,
  credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
});
const { QueueUrl } = await queueClient.send(new CreateQueueCommand({ QueueName: `import-step-failures-${randomUUID().slice(0, 8)}` }));
Object.assign(process.env, env, {
  DYNAMODB_ENDPOINT: dynamoEndpoint.url,
  S3_ENDPOINT: s3Endpoint.url,
  SQS_ENDPOINT: sqsEndpoint.url,
  IMPORT_QUEUE_URL: QueueUrl,
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { processImportMessage } = await import('./process-import-message.js');
const { fileAdapter } = await import('./sources/file.js');
const { SourceError } = await import('./source-http.js');
const { createImportJob, getImportJob } = await import('#data/imports/imports-repo.js');
const { importFileKey, putImportObject, readPageKey } = await import('#data/imports/import-files.js');
const { getTeamLinkStats, findLinkRecord } = await import('#data/links/index.js');
const { db, tableName } = await import('#data/table.js');
const { teamKey } = await import('#data/keys.js');
const clients = await import('#lib/clients.js');
type ImportMessage = Parameters<typeof processImportMessage>[0];
type ImportJobRecord = NonNullable<Awaited<ReturnType<typeof getImportJob>>>;

const endpoints = [dynamoEndpoint, s3Endpoint, sqsEndpoint];
afterEach(() => {
  vi.restoreAllMocks();
  for (const e of endpoints) e.heal();
  timeOutAfter(0, clients.dynamo(), clients.s3(), clients.sqs());
});
afterAll(async () => {
  await queueClient.send(new DeleteQueueCommand({ QueueUrl }));
  await Promise.all(endpoints.map((e) => e.close()));
});

// An IDN source host, links titled in Turkish, Arabic and emoji; each link two days of clicks (page p, link i: 10p + i and 1).
const HOST = 'xn--bcher-kva.example';
const TITLES = ['İstanbul ılık', 'مرحبا بالعالم', 'Launch 🚀 día'];
const clicksOf = (page: number, i: number) => 10 * page + i + 1;
const PAGES = 2;
const PER_PAGE = TITLES.length;
const ALL_CLICKS = [1, 2].flatMap((p) => TITLES.map((_, i) => clicksOf(p, i))).reduce((a, b) => a + b, 0);

interface Prepared {
  job: ImportJobRecord;
  linkIds: string[][];
}

/** A file import of two pages of three links, read and staged (status importing), its team at 0 links. */
async function prepareImport(): Promise<Prepared> {
  const teamId = randomUUID();
  const importId = randomUUID();
  const now = new Date().toISOString();
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...teamKey(teamId), type: 'team', teamId, name: 'Ayşe’s team', createdAt: now } }));
  const file: unknown[] = [];
  const linkIds: string[][] = [];
  for (let page = 1; page <= PAGES; page++) {
    const staged = TITLES.map((title, i) => {
      const code = `f${randomUUID().replace(/-/g, '').slice(0, 9)}`;
      const longUrl = `https://example.com/%C3%BCr%C3%BCn/${page}-${i}`;
      file.push({ code, url: longUrl, domain: HOST, title, history: { '2026-03-01': clicksOf(page, i) - 1, '2026-03-02': 1 } });
      return { sourceId: `${HOST}/${code}`, host: HOST, code, longUrl, target: longUrl, title: `${title} ${page}`, linkId: randomUUID() };
    });
    linkIds.push(staged.map((l) => l.linkId));
    await putImportObject(readPageKey(teamId, importId, page), JSON.stringify(staged));
  }
  await putImportObject(importFileKey(teamId, importId), JSON.stringify(file));
  const zero = { written: 0, alreadyImported: 0, newCodes: 0, skipped: 0, historyLinks: 0, clicks: 0, unreadable: 0, codeTaken: 0, invalidCode: 0 };
  const job: ImportJobRecord = {
    ...zero,
    invalidTarget: 0,
    blockedTarget: 0,
    duplicate: 0,
    read: PAGES * PER_PAGE,
    importId,
    teamId,
    source: 'file',
    apiUrl: null,
    fileKey: importFileKey(teamId, importId),
    status: 'importing',
    createdAt: now,
    updatedAt: now,
    createdBy: { id: 'u1', name: 'Ayşe Yılmaz' },
    history: true,
    targetDomain: null,
    conflicts: 'skip',
    pages: PAGES,
    lastPage: PAGES,
    tags: 0,
    domains: [{ host: HOST, shared: false, links: PAGES * PER_PAGE, action: 'move', to: null }],
    skippedBy: {},
  };
  await createImportJob(job);
  return { job, linkIds };
}

const step = (message: ImportMessage, receives = 1) => processImportMessage(message, { receives, receiptHandle: `receipt-${randomUUID()}` });
const write = (p: Prepared, page: number, receives?: number) => step({ kind: 'write', importId: p.job.importId, page }, receives);
const history = (p: Prepared, page: number, from = 0, receives?: number) => step({ kind: 'history', importId: p.job.importId, page, from }, receives);

/** The job's report counters and the team's counters, as stored. */
async function counts(p: Prepared) {
  const job = (await getImportJob(p.job.importId))!;
  const team = await getTeamLinkStats(p.job.teamId);
  return {
    status: job.status,
    written: job.written,
    alreadyImported: job.alreadyImported,
    historyLinks: job.historyLinks,
    clicks: job.clicks,
    teamLinks: team.links,
    teamClicks: team.totalClicks,
  };
}

/** The import's step messages on the test's queue now (every message is taken off it: an earlier test's too). */
async function queued(p: Prepared): Promise<unknown[]> {
  const bodies: { importId: string }[] = [];
  for (;;) {
    const { Messages = [] } = await queueClient.send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    if (Messages.length === 0) return bodies.filter((b) => b.importId === p.job.importId);
    for (const m of Messages) {
      bodies.push(JSON.parse(m.Body!));
      await queueClient.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: m.ReceiptHandle! }));
    }
  }
}

/** The import's history rows of a page in the click log: `linkId day` per daily row. */
async function historyRows(p: Prepared, page: number): Promise<string[]> {
  const { Body } = await runtimeS3().send(new GetObjectCommand({ Bucket: env.CLICK_LOG_BUCKET, Key: importedClicksKey(p.job.teamId, p.job.importId, page) }));
  const rows = (await Body!.transformToString('utf8')).split('\n').map((line) => JSON.parse(line) as ImportedClickRecord);
  return rows.filter((r) => r.dimension === 'total').map((r) => `${r.linkId} ${r.day}`);
}

const expectedRows = (p: Prepared, page: number) => p.linkIds[page - 1]!.flatMap((id) => [`${id} 2026-03-01`, `${id} 2026-03-02`]);
const linkTotal = async (linkId: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { PK: `LINK#${linkId}`, SK: 'LINK' }, ConsistentRead: true }))).Item?.totalClicks;

/** Page 1 written, nothing counted for page 2 yet. */
const afterPageOne = { status: 'importing', written: PER_PAGE, alreadyImported: 0, historyLinks: 0, clicks: 0, teamLinks: PER_PAGE, teamClicks: 0 };
const untouched = { ...afterPageOne, written: 0, teamLinks: 0 };

const dynamoOp = (operation: string, marker: string) => (req: SeenRequest) => req.operation === operation && req.body.includes(marker);
/** The write step's commit: the marker WRITE#000001 and the counters, in one transaction. */
const writeCommit = dynamoOp('TransactWriteItems', '"WRITE#000001"');

describe('a write step while DynamoDB fails', () => {
  it('throttled commits are retried (by the SDK, then by retryConflicts) and count the page once', async () => {
    const p = await prepareImport();
    // More throttles than the SDK's own attempts, so retryConflicts retries the transaction too.
    dynamoEndpoint.fail({ fault: DYNAMODB_FAULTS.throttled, when: writeCommit, times: 6 });
    await write(p, 1);
    expect(dynamoEndpoint.failed, 'commits throttled').toHaveLength(6);
    expect(await counts(p)).toEqual(afterPageOne);
    expect(await queued(p)).toEqual([{ kind: 'write', importId: p.job.importId, page: 2 }]);
  });

  it.each<[string, Fault]>([
    ['500s', DYNAMODB_FAULTS.serverError],
    ['an HTML 502', DYNAMODB_FAULTS.htmlError],
    ['garbage', DYNAMODB_FAULTS.garbage],
    ['no answer', { kind: 'hang' }],
  ])('a commit meeting %s throws with nothing counted; the next delivery counts the page once', async (_, fault) => {
    const p = await prepareImport();
    if (fault.kind === 'hang') timeOutAfter(2_000, clients.dynamo());
    dynamoEndpoint.fail({ fault, when: writeCommit });
    await expect(write(p, 1)).rejects.toBeInstanceOf(Error);
    dynamoEndpoint.heal();
    expect(await counts(p), 'after the failed step').toEqual(untouched);
    expect(await findLinkRecord(p.linkIds[0]![0]!), 'a link the failed step wrote').toMatchObject({ importId: p.job.importId, title: 'İstanbul ılık 1' });
    expect(await queued(p)).toEqual([]);
    await write(p, 1, 2);
    expect(await counts(p)).toEqual(afterPageOne);
    expect(await queued(p)).toEqual([{ kind: 'write', importId: p.job.importId, page: 2 }]);
  });

  it('a commit whose answer is lost (written, never heard): the next delivery finds its marker, counts nothing again and goes on', async () => {
    const p = await prepareImport();
    timeOutAfter(2_000, clients.dynamo());
    dynamoEndpoint.fail({ fault: { kind: 'lose' }, when: writeCommit });
    await expect(write(p, 1)).rejects.toBeInstanceOf(Error);
    dynamoEndpoint.heal();
    expect(await counts(p), 'the lost commit landed once').toEqual(afterPageOne);
    await write(p, 1, 2);
    expect(await counts(p)).toEqual(afterPageOne);
    expect(await queued(p)).toEqual([{ kind: 'write', importId: p.job.importId, page: 2 }]);
  });

  it('every DynamoDB call failing: the step throws before it writes anything', async () => {
    const p = await prepareImport();
    dynamoEndpoint.fail({ fault: DYNAMODB_FAULTS.serverError });
    await expect(write(p, 1)).rejects.toMatchObject({ name: 'InternalServerError' });
    dynamoEndpoint.heal();
    expect(await findLinkRecord(p.linkIds[0]![0]!)).toBeNull();
    await write(p, 1, 2);
    expect(await counts(p)).toEqual(afterPageOne);
  });
});

describe('a write step while S3 fails', () => {
  const stagedPage = (req: SeenRequest) => req.method === 'GET' && req.path.includes('read-000001.json');
  const writtenPage = (req: SeenRequest) => req.method === 'PUT' && req.path.includes('written-000001.json');

  it.each<[string, Fault, (req: SeenRequest) => boolean]>([
    ['the staged page read: 503 SlowDown', S3_FAULTS.slowDown, stagedPage],
    ['the staged page read: 500', S3_FAULTS.serverError, stagedPage],
    ['the staged page read: garbage', S3_FAULTS.garbage, stagedPage],
    ['the staged page read: missing', S3_FAULTS.noSuchKey, stagedPage],
    ['the written page’s put: 503 SlowDown', S3_FAULTS.slowDown, writtenPage],
    ['the written page’s put: 500', S3_FAULTS.serverError, writtenPage],
  ])('%s → the step throws with nothing counted; the next delivery counts the page once', async (_, fault, when) => {
    const p = await prepareImport();
    s3Endpoint.fail({ fault, when });
    await expect(write(p, 1)).rejects.toBeInstanceOf(Error);
    s3Endpoint.heal();
    expect(await counts(p), 'after the failed step').toEqual(untouched);
    expect(await queued(p)).toEqual([]);
    await write(p, 1, 2);
    expect(await counts(p)).toEqual(afterPageOne);
    expect(await queued(p)).toEqual([{ kind: 'write', importId: p.job.importId, page: 2 }]);
  });
});

describe('a write step while SQS fails', () => {
  it.each<[string, Fault | 'refused']>([
    ['answers 500', SQS_FAULTS.serverError],
    ['throttles', SQS_FAULTS.throttled],
    ['answers garbage', SQS_FAULTS.garbage],
    ['refuses connections', 'refused'],
  ])('when SQS %s the page counts once and the step throws; the next delivery sends the next page', async (_, fault) => {
    const p = await prepareImport();
    if (fault === 'refused') await sqsEndpoint.refuse();
    else sqsEndpoint.fail({ fault });
    try {
      await expect(write(p, 1)).rejects.toBeInstanceOf(Error);
    } finally {
      if (fault === 'refused') await sqsEndpoint.listen();
      sqsEndpoint.heal();
    }
    expect(await counts(p), 'the commit came before the send').toEqual(afterPageOne);
    expect(await queued(p)).toEqual([]);
    await write(p, 1, 2);
    expect(await counts(p)).toEqual(afterPageOne);
    expect(await queued(p)).toEqual([{ kind: 'write', importId: p.job.importId, page: 2 }]);
  });
});

/** Both pages written healthily; the history step's first message taken off the queue. */
async function writtenImport(): Promise<Prepared> {
  const p = await prepareImport();
  await write(p, 1);
  await write(p, 2);
  expect(await queued(p)).toEqual([
    { kind: 'write', importId: p.job.importId, page: 2 },
    { kind: 'history', importId: p.job.importId, page: 1, from: 0 },
  ]);
  return p;
}

const PAGE_ONE_CLICKS = TITLES.map((_, i) => clicksOf(1, i)).reduce((a, b) => a + b, 0);
const historyOne = {
  status: 'importing',
  written: 6,
  alreadyImported: 0,
  historyLinks: PER_PAGE,
  clicks: PAGE_ONE_CLICKS,
  teamLinks: 6,
  teamClicks: PAGE_ONE_CLICKS,
};

describe('a history step while DynamoDB or S3 fails', () => {
  it('a link’s clicks refused mid-page: the clicks added so far stay once, the page is counted on the next delivery', async () => {
    const p = await writtenImport();
    const second = p.linkIds[0]![1]!;
    dynamoEndpoint.fail({ fault: DYNAMODB_FAULTS.serverError, when: dynamoOp('UpdateItem', second) });
    await expect(history(p, 1)).rejects.toMatchObject({ name: 'InternalServerError' });
    dynamoEndpoint.heal();
    // The page's link counters are written a few at a time (the others may have landed, each once);
    // the team's total moves only with the page's commit.
    expect(await linkTotal(second)).toBe(0);
    expect(await counts(p), 'after the failed step').toEqual({ ...historyOne, historyLinks: 0, clicks: 0, teamClicks: 0 });
    await history(p, 1, 0, 2);
    expect(await counts(p)).toEqual(historyOne);
    expect(await Promise.all(p.linkIds[0]!.map(linkTotal))).toEqual(TITLES.map((_, i) => clicksOf(1, i)));
    expect(await queued(p)).toEqual([{ kind: 'history', importId: p.job.importId, page: 2, from: 0 }]);
  });

  it.each<[string, Fault]>([
    ['503 SlowDown', S3_FAULTS.slowDown],
    ['500', S3_FAULTS.serverError],
  ])('the history rows’ put meeting %s: nothing counted; the next delivery writes the rows and counts once', async (_, fault) => {
    const p = await writtenImport();
    s3Endpoint.fail({ fault, when: (req) => req.method === 'PUT' && req.path.includes('imported-clicks') });
    await expect(history(p, 1)).rejects.toBeInstanceOf(Error);
    s3Endpoint.heal();
    expect(await counts(p), 'after the failed step').toEqual({ ...historyOne, historyLinks: 0, clicks: 0, teamClicks: 0 });
    await history(p, 1, 0, 2);
    expect(await counts(p)).toEqual(historyOne);
    expect(await historyRows(p, 1)).toEqual(expectedRows(p, 1));
  });

  it('the last page’s commit lost, then delivered again: the import ends done with every click once', async () => {
    const p = await writtenImport();
    await history(p, 1);
    expect(await queued(p)).toEqual([{ kind: 'history', importId: p.job.importId, page: 2, from: 0 }]);
    timeOutAfter(2_000, clients.dynamo());
    dynamoEndpoint.fail({ fault: { kind: 'lose' }, when: dynamoOp('TransactWriteItems', '"HISTORY#000002"') });
    await expect(history(p, 2)).rejects.toBeInstanceOf(Error);
    dynamoEndpoint.heal();
    await history(p, 2, 0, 2);
    expect(await counts(p)).toEqual({ ...historyOne, status: 'done', historyLinks: 6, clicks: ALL_CLICKS, teamClicks: ALL_CLICKS });
    expect([await historyRows(p, 1), await historyRows(p, 2)]).toEqual([expectedRows(p, 1), expectedRows(p, 2)]);
  });

  it('the end’s mapping file refused (S3 500): the last page delivered again ends the import, every click once', async () => {
    const p = await writtenImport();
    await history(p, 1);
    s3Endpoint.fail({ fault: S3_FAULTS.serverError, when: (req) => req.method === 'PUT' && req.path.includes('mapping.csv') });
    await expect(history(p, 2)).rejects.toMatchObject({ name: 'InternalError' });
    s3Endpoint.heal();
    expect((await counts(p)).status, 'after the failed end').toBe('importing');
    await history(p, 2, 0, 2);
    expect(await counts(p)).toEqual({ ...historyOne, status: 'done', historyLinks: 6, clicks: ALL_CLICKS, teamClicks: ALL_CLICKS });
  });

  it('a paused page whose pause could not be recorded is read again from where its message said, its rows once', async () => {
    // The source asks to wait at the second link, then again at the third; recording the second
    // wait fails (DynamoDB 500), so SQS delivers the `from: 1` step again over a progress file
    // that already holds the second link's rows.
    const p = await writtenImport();
    const read = fileAdapter.clickHistory!.bind(fileAdapter);
    const limitedOnce = new Set(p.linkIds[0]!.slice(1));
    vi.spyOn(fileAdapter, 'clickHistory').mockImplementation(async (ctx, link) => {
      if ('linkId' in link && limitedOnce.delete(String(link.linkId))) throw new SourceError('rateLimited', 'slow down', 1_000);
      return read(ctx, link);
    });
    await history(p, 1);
    expect(await queued(p), 'a pause is sent with a delay').toEqual([]);
    dynamoEndpoint.fail({ fault: DYNAMODB_FAULTS.serverError, when: (req) => req.operation === 'UpdateItem' && req.body.includes('waitingUntil') });
    await expect(history(p, 1, 1)).rejects.toMatchObject({ name: 'InternalServerError' });
    dynamoEndpoint.heal();
    await history(p, 1, 1, 2);
    expect(await counts(p)).toEqual(historyOne);
    expect(await historyRows(p, 1)).toEqual(expectedRows(p, 1));
  });
});

import { CreateQueueCommand } from '@aws-sdk/client-sqs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { pollQueue } from '@kisa/infra/local/pollers/poll-queue';
import { domainTxtName, domainTxtValue, MSG } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtime } from '#test-support/api.js';
import { publishDns, unpublishDns } from '#test-support/dns.js';
import { DYNAMODB_FAULTS, SQS_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';
import { until } from '#test-support/until.js';

// The periodic domain check as the local runtime runs it — the schedule's handler, then the
// domain-check queue's worker under the poller — on a queue of this file's own (a failed page
// comes back after 20 s, longer than a page takes here), against the runtime's table through
// stand-in endpoints that fail chosen requests, with DNS answers from the test DNS server.
// A pass covers every due domain of the runtime (other files' too); the assertions read this
// file's hosts.
const env = runtime().env;
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
const queue = await startFaultyEndpoint(env.SQS_ENDPOINT!);
Object.assign(process.env, env, {
  DYNAMODB_ENDPOINT: dynamo.url,
  SQS_ENDPOINT: queue.url,
  DNS_SERVERS: runtime().dnsServer,
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { sqs } = await import('#lib/clients.js');
const { handler: schedule } = await import('./check-domains.js');
const { handler: pageWorker } = await import('./check-domains-page.js');
const repo = await import('#data/domains/domains-repo.js');
const { teamDomainKey } = await import('#data/domains/team-domain-item.js');
const { logger } = await import('#lib/logger.js');
const { mapConcurrent } = await import('#lib/concurrency/map-concurrent.js');

/** Straight to DynamoDB Local (never through the failing endpoint): what the pass left. */
const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  }),
);
const PASS_KEY = { PK: 'DOMAINCHECK', SK: 'PASS' };
const platformHost = () => new URL(runtime().appUrl).hostname;
let worker: { stop: AbortController; polling: Promise<void> } | undefined;

beforeAll(async () => {
  const { QueueUrl } = await sqs().send(
    new CreateQueueCommand({ QueueName: `domain-checks-test-${randomUUID().slice(0, 8)}`, Attributes: { VisibilityTimeout: '20' } }),
  );
  process.env.DOMAIN_CHECK_QUEUE_URL = QueueUrl!;
});

afterAll(async () => {
  await stopWorker();
  await Promise.all([dynamo.close(), queue.close()]);
});

/** Runs the worker on the queue until stopWorker: the poller, 2 lanes as the event source's maxConcurrency. */
function startWorker(): void {
  const stop = new AbortController();
  const polling = pollQueue({
    sqs: sqs(),
    queueUrl: process.env.DOMAIN_CHECK_QUEUE_URL!,
    queueArn: 'arn:aws:sqs:us-east-1:123456789012:domain-checks-test',
    handlerName: 'workers/check-domains-page',
    handler: pageWorker as never,
    batchSize: 1,
    concurrency: 2,
    waitTimeSeconds: 1,
    batchingWindowMs: 0,
    timeoutMs: 120_000,
    signal: stop.signal,
    onError: () => {},
  });
  worker = { stop, polling };
}

async function stopWorker(): Promise<void> {
  worker?.stop.abort();
  await worker?.polling;
  worker = undefined;
}

interface Entry {
  teamId: string;
  host: string;
}

const tag = () => randomUUID().slice(0, 8);

/** A pending domain of a team of its own; `records`: its TXT and CNAME are published. */
async function pending(host: string, records: boolean): Promise<Entry> {
  const teamId = randomUUID();
  const token = `kisa-${tag()}`;
  expect(await repo.addTeamDomain({ teamId, host, token, createdAt: new Date().toISOString() })).toBe('added');
  if (records) {
    publishDns(domainTxtName(host), { TXT: [domainTxtValue(token)] });
    publishDns(host, { CNAME: platformHost() });
  }
  return { teamId, host };
}

/** A verified domain the edge serves, its next check due `dueInMs` from now (a day: tomorrow). */
async function verified(host: string, dueInMs = 86_400_000): Promise<Entry> {
  const entry = await pending(host, true);
  const domain = (await repo.getTeamDomain(entry.teamId, host))!;
  const now = new Date();
  const check = { status: 'verified' as const, txtFound: true, routingFound: true, checkedAt: new Date(now.getTime() - 86_400_000).toISOString() };
  expect(await repo.saveDomainCheck(domain, { ...check, nextCheckAt: new Date(now.getTime() + dueInMs).toISOString() })).toBe('saved');
  await repo.saveEdgeAttached({ ...domain, status: 'verified' }, true);
  return entry;
}

/** An entry as written before due keys: GSI1 sort key `{host}#{teamId}`, never checked. */
async function older(host: string): Promise<Entry> {
  const teamId = randomUUID();
  const token = `kisa-${tag()}`;
  await table.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        ...teamDomainKey(teamId, host),
        GSI1PK: 'DOMAINS',
        GSI1SK: `${host}#${teamId}`,
        type: 'teamDomain',
        teamId,
        host,
        token,
        createdAt: new Date().toISOString(),
        status: 'pending',
        txtFound: false,
        routingFound: false,
        isDefault: false,
        links: 0,
        edgeAttached: false,
      },
    }),
  );
  publishDns(domainTxtName(host), { TXT: [domainTxtValue(token)] });
  publishDns(host, { CNAME: platformHost() });
  return { teamId, host };
}

/** The entries as stored now, by host. */
async function stored(entries: Entry[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < entries.length; i += 100) {
    const Keys: Record<string, unknown>[] = entries.slice(i, i + 100).map((e) => ({ ...teamDomainKey(e.teamId, e.host) }));
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = { [env.TABLE_NAME!]: { Keys } };
    while (request && Object.keys(request).length > 0) {
      const answer = await table.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of answer.Responses?.[env.TABLE_NAME!] ?? []) found.set(String(item.host), item);
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

const checksOf = (items: Map<string, Record<string, unknown>>) => new Map([...items].map(([host, item]) => [host, Number(item.checks ?? 0)]));

/** Starts a pass through the scheduled handler (waiting out any pass the runtime's own schedule is running). */
async function startPass(): Promise<string> {
  await until(
    'the scheduler to start a pass (none running)',
    () => schedule({} as never, {} as never),
    (result) => result.pass === 'started',
    120_000,
    500,
  );
  const { Item } = await table.send(new GetCommand({ TableName: env.TABLE_NAME, Key: PASS_KEY, ConsistentRead: true }));
  return String(Item?.passAt);
}

async function passFinished(passAt: string): Promise<void> {
  await until(
    `pass ${passAt} to finish`,
    async () => (await table.send(new GetCommand({ TableName: env.TABLE_NAME, Key: PASS_KEY, ConsistentRead: true }))).Item,
    (item) => item?.passAt !== passAt || item?.finishedAt !== undefined,
    240_000,
    500,
  );
  const { Item } = await table.send(new GetCommand({ TableName: env.TABLE_NAME, Key: PASS_KEY, ConsistentRead: true }));
  expect(Item, 'the pass ran to its end, not superseded').toMatchObject({ passAt, finishedAt: expect.any(String) });
}

describe('the periodic domain check, fanned out through its queue', () => {
  it('checks every due domain exactly once over many pages, skips verified ones until due, moves older entries to due keys, and survives DNS failing', async () => {
    const run = tag();
    const idn = domainToASCII(`çiçek-ışık-${run}.acme.test`);
    // Written 16 at a time (the SDK's socket pool stays under its 50).
    const each = <T>(names: string[], make: (name: string) => Promise<T>) => mapConcurrent(names, 16, make);
    const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}-${run}.acme.test`);
    const verifying = await each([...names('v', 219), idn], (host) => pending(host, true));
    const waiting = await each(names('w', 40), (host) => pending(host, false));
    const notDue = await each(names('ok', 60), (host) => verified(host));
    // One sorting before `DUE#` (a digit), the rest after it.
    const legacy = await each([`1-old-${run}.acme.test`, ...names('old', 14)], older);
    // Verified a day ago and due now, their TXT record since removed.
    const lapsed = await each(names('lapsed', 5), (host) => verified(host, -60_000));
    for (const { host } of lapsed) unpublishDns(domainTxtName(host));
    const servfail = await pending(`sf-${run}.acme.test`, false);
    publishDns(servfail.host, { servfail: true });
    publishDns(domainTxtName(servfail.host), { servfail: true });
    const silent = await pending(`mute-${run}.acme.test`, false);
    publishDns(silent.host, { CNAME: platformHost(), delayMs: 12_000 });
    publishDns(domainTxtName(silent.host), { TXT: ['x'], delayMs: 12_000 });
    const due = [...verifying, ...waiting, ...legacy, ...lapsed, servfail, silent];
    const all = [...due, ...notDue];
    const passAt = await startPass();
    const before = checksOf(await stored(all));
    startWorker();
    await passFinished(passAt);
    await stopWorker();

    const after = await stored(all);
    const checks = checksOf(after);
    for (const { host } of due) expect(checks.get(host), `${host} checked once`).toBe((before.get(host) ?? 0) + 1);
    for (const { host } of lapsed) expect(after.get(host)).toMatchObject({ status: 'misconfigured', reason: MSG.domainTxtMissing(domainTxtName(host)) });
    for (const { host } of notDue) expect(checks.get(host), `${host} (verified, due tomorrow) not checked`).toBe(before.get(host));
    for (const { host } of [...verifying, ...legacy]) expect(after.get(host)?.status, host).toBe('verified');
    for (const { host } of waiting) expect(after.get(host)).toMatchObject({ status: 'pending', reason: MSG.domainNoRecords(host, domainTxtName(host)) });
    for (const { host } of [servfail, silent]) expect(after.get(host)).toMatchObject({ status: 'pending', reason: MSG.domainDnsUnreachable });
    for (const { host, teamId } of legacy) expect(String(after.get(host)?.GSI1SK)).toMatch(new RegExp(`^DUE#.+#${host.replaceAll('.', '\\.')}#${teamId}$`));
    // Pending ones are due at the next pass; verified ones the edge serves, a day on.
    expect(String(after.get(waiting[0]!.host)?.GSI1SK) > `DUE#${passAt}`).toBe(true);
    expect(after.get(idn)).toMatchObject({ status: 'verified', host: idn });
  }, 300_000);

  it('a page the table or the queue refuses mid-pass is delivered again and resumes from its cursor: nothing checked twice, nothing skipped; a malformed entry is skipped and logged', async () => {
    const run = tag();
    const due = await mapConcurrent(
      Array.from({ length: 260 }, (_, i) => i),
      16,
      (i) => pending(`r${i}-${run}.acme.test`, i % 2 === 0),
    );
    const malformedKey = { PK: `TEAM#${randomUUID()}`, SK: `DOMAIN#bad-${run}.acme.test` };
    await table.send(
      new PutCommand({ TableName: env.TABLE_NAME, Item: { ...malformedKey, GSI1PK: 'DOMAINS', GSI1SK: `DUE#2000-01-01T00:00:00.000Z#bad-${run}`, token: 42 } }),
    );
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const passAt = await startPass();
      const before = checksOf(await stored(due));
      // The second page's read (it carries a cursor) is throttled past the SDK's retries, once.
      dynamo.fail({ fault: DYNAMODB_FAULTS.throttled, when: (req) => req.operation === 'Query' && req.body.includes('ExclusiveStartKey'), times: 4 });
      // And the queue refuses to take a next page's message (a 503, past the SDK's retries).
      queue.fail({ fault: SQS_FAULTS.unavailable, when: (req) => req.operation === 'SendMessage', times: 4 });
      startWorker();
      await passFinished(passAt);
      expect(dynamo.failed.length, 'the table refused a page read').toBe(4);
      expect(queue.failed.length, 'the queue refused a next page').toBe(4);
      await stopWorker();
      const checks = checksOf(await stored(due));
      const wrong = due.filter(({ host }) => checks.get(host) !== (before.get(host) ?? 0) + 1).map(({ host }) => [host, before.get(host), checks.get(host)]);
      expect(wrong, 'domains not checked exactly once').toEqual([]);
      expect(errors.mock.calls.filter(([message]) => message === 'Malformed domain entry skipped by the periodic check')).toHaveLength(1);
    } finally {
      dynamo.heal();
      queue.heal();
      errors.mockRestore();
      await stopWorker();
      await table.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: malformedKey }));
    }
  }, 300_000);

  it('a page SQS delivers twice hands on once: the second copy checks nothing and sends nothing', async () => {
    const run = tag();
    const due = await mapConcurrent(
      Array.from({ length: 6 }, (_, i) => i),
      6,
      (i) => pending(domainToASCII(`twice${i}-${run}.örnek.test`), i % 2 === 0),
    );
    const { checkDomainPage } = await import('#core/domains/check-domain-page.js');
    const passAt = await startPass();
    const before = checksOf(await stored(due));
    // The queue holds the first page; it is worked here first, as an earlier delivery would be.
    const first = { passAt, range: 'olderBefore' as const };
    expect((await checkDomainPage(first)).outcome).toBe('next');
    expect(await checkDomainPage(first), 'the second copy of the same page').toEqual({ checked: 0, failed: 0, outcome: 'superseded' });
    startWorker();
    await passFinished(passAt);
    await stopWorker();
    const checks = checksOf(await stored(due));
    expect(
      due.filter(({ host }) => checks.get(host) !== (before.get(host) ?? 0) + 1),
      'domains not checked exactly once',
    ).toEqual([]);
  }, 300_000);

  it('the scheduler starts no second pass while one runs, and ends its pass when the queue refuses the first page', async () => {
    const passAt = await startPass();
    // Not polled yet: the pass is running (its first page waits in the queue).
    expect(await schedule({} as never, {} as never)).toEqual({ pass: 'running' });
    startWorker();
    await passFinished(passAt);
    await stopWorker();
    queue.fail({ fault: SQS_FAULTS.serverError, when: (req) => req.operation === 'SendMessage' });
    try {
      await expect(schedule({} as never, {} as never)).rejects.toThrow();
    } finally {
      queue.heal();
    }
    const { Item } = await table.send(new GetCommand({ TableName: env.TABLE_NAME, Key: PASS_KEY, ConsistentRead: true }));
    expect(Item?.finishedAt, 'the refused pass is ended, so the next tick starts one').toBeDefined();
    const next = await startPass();
    startWorker();
    await passFinished(next);
    await stopWorker();
  }, 300_000);
});

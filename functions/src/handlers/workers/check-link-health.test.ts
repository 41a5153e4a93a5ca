import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { publishDns, unpublishDns } from '#test-support/dns.js';
import { DYNAMODB_FAULTS, SQS_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';
import { until } from '#test-support/until.js';
import { UA } from '#test-support/user-agents.js';
import { httpReceiver, type Receiver } from '#test-support/webhook-receivers.js';

// Destination health as the worker runs it — the pass's start, then the health-check queue's page
// worker over every shard — against destinations served here: one that goes 200 → 500 → 200, one
// that never answers, a redirect loop, a parked page, a certificate from this file's own CA that
// expires in 5 days, and a name whose DNS record goes away. Each round makes this file's links due
// (their due keys set before 2000) and runs a pass whose start is in 1999, so a pass reads only
// them, never another file's links; the clock of the checks themselves is the real one.
const tag = randomUUID().slice(0, 8);
const names = { secure: `secure-${tag}.health.test`, gone: `gone-${tag}.health.test` };
const env = runtime().env;
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
const queue = await startFaultyEndpoint(env.SQS_ENDPOINT!);
const certs = makeCertificates(names.secure);
Object.assign(process.env, env, {
  DYNAMODB_ENDPOINT: dynamo.url,
  SQS_ENDPOINT: queue.url,
  DNS_SERVERS: runtime().dnsServer,
  HEALTH_ALLOW_HOSTS: `127.0.0.1,${names.secure},${names.gone}`,
  HEALTH_CA_FILE: certs.caFile,
  HEALTH_PROBE_TIMEOUT_MS: '1000',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { sqs } = await import('#lib/clients.js');
/** Straight to DynamoDB Local (never through the failing endpoint): the due keys a round sets, the pass record. */
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  }),
);
const table = () => db;
const { startHealthChecks } = await import('#core/health/check-health-page.js');
const { handler: pageWorker } = await import('./check-link-health-page.js');
const { HEALTH_SHARDS } = await import('#data/health/link-health-item.js');
const { logger } = await import('#lib/logger.js');

let status = 200;
const sockets = new Set<Socket>();
const site = createServer((req, res) => {
  if (req.url === '/hang') return; // never answers
  if (req.url === '/loop-a') return void res.writeHead(302, { location: '/loop-b' }).end();
  if (req.url === '/loop-b') return void res.writeHead(302, { location: '/loop-a' }).end();
  if (req.url === '/parked') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>This domain is for sale!</h1>');
  if (req.url === '/shop') return void res.writeHead(status, { 'content-type': 'text/html' }).end('<title>Shop</title>');
  res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Fine</title>');
});
const secure = createHttpsServer({ key: certs.key, cert: certs.cert }, (_req, res) => res.writeHead(200).end('ok'));
let receiver: Receiver;
let owner: Session;
const links: Record<string, { id: string; code: string; shortLink: string }> = {};

const listen = async (server: Server) => {
  server.on('connection', (s: Socket) => (sockets.add(s), s.on('close', () => sockets.delete(s))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  const { QueueUrl } = await sqs().send(new CreateQueueCommand({ QueueName: `health-checks-test-${tag}` }));
  process.env.HEALTH_CHECK_QUEUE_URL = QueueUrl!;
  const [port, securePort] = [await listen(site), await listen(secure as unknown as Server)];
  publishDns(names.secure, { A: ['127.0.0.1'] });
  publishDns(names.gone, { A: ['127.0.0.1'] });
  receiver = await httpReceiver({ status: 200 });
  owner = await verifiedSession('health');
  const hook = await call('POST', '/api/webhooks', { json: { url: receiver.url, events: ['link.broken', 'link.recovered'] }, headers: owner.auth });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const base = `http://127.0.0.1:${port}`;
  const targets = {
    shop: `${base}/shop`,
    hang: `${base}/hang`,
    loop: `${base}/loop-a`,
    parked: `${base}/parked`,
    secure: `https://${names.secure}:${securePort}/`,
    gone: `http://${names.gone}:${port}/fine`,
  };
  for (const [name, longUrl] of Object.entries(targets)) {
    const created = await call('POST', '/api/links', { json: { longUrl, shortUrl: `h${name}-${tag}` }, headers: owner.auth });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    links[name] = { id: created.body.id, code: created.body.shortUrl, shortLink: created.body.shortLink };
  }
  const patched = await call('PATCH', `/api/links/${links.shop!.id}`, { json: { fallbackUrl: `${base}/fallback` }, headers: owner.auth });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all([new Promise((r) => site.close(r)), new Promise((r) => secure.close(r)), receiver?.close()]);
  await Promise.all([dynamo.close(), queue.close()]);
  unpublishDns(names.secure);
  unpublishDns(names.gone);
  rmSync(certs.dir, { recursive: true, force: true });
});

const context = { awsRequestId: 'health-test', functionName: 'check-link-health-page' } as unknown as Context;
const pageEvent = (body: object): SQSEvent => ({ Records: [{ messageId: randomUUID(), body: JSON.stringify(body) } as SQSRecord] });
let rounds = 0;

/** Every link of this file due, then one pass (starting in 1999, reading only due keys before it) through the page worker. */
async function round(): Promise<string> {
  const passAt = new Date(Date.UTC(1999, 0, 1) + ++rounds * 1000).toISOString();
  for (const { id, code } of Object.values(links)) {
    await table().send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: { PK: `ALIAS#${code.toLowerCase()}`, SK: 'ALIAS' },
        UpdateExpression: 'SET GSI1SK = :due',
        ExpressionAttributeValues: { ':due': `1998-01-01T00:00:00.000Z#${id}` },
      }),
    );
  }
  // A pass of the runtime's own schedule may be finishing: it ends within seconds.
  await until(
    'the pass to start',
    () => startHealthChecks(new Date(passAt)),
    (outcome) => outcome === 'started',
    20_000,
  );
  for (let shard = 0; shard < HEALTH_SHARDS; shard++) {
    expect(await pageWorker(pageEvent({ passAt, shard }), context), `page of shard ${shard}`).toEqual({ batchItemFailures: [] });
  }
  return passAt;
}

const healthOf = async (name: string) => (await call('GET', `/api/links/${links[name]!.id}`, { headers: owner.auth })).body.health;
const eventsOf = (type: string, linkId: string) => receiver.arrivals.map((a) => JSON.parse(a.body)).filter((e) => e.type === type && e.data.linkId === linkId);
// As a browser visits (the visitor log leaves bots out).
const redirectOf = async (name: string) =>
  (await fetch(links[name]!.shortLink, { redirect: 'manual', headers: { 'user-agent': UA.desktop } })).headers.get('location');

describe('destination health through the worker', () => {
  it('tells each failure apart, breaks a link on its second failed check, and tells of one incident once', async () => {
    const before = Date.now();
    await round();
    expect((await healthOf('shop')).state).toBe('ok');
    expect(await healthOf('secure')).toMatchObject({ state: 'warning', error: { code: 'cert-expiring' } });
    expect(await healthOf('gone')).toMatchObject({ state: 'ok' });

    status = 500;
    unpublishDns(names.gone);
    await round(); // first failures: re-checked, not reported
    expect((await healthOf('shop')).state).toBe('ok');
    await round();
    const shop = await healthOf('shop');
    expect(shop).toMatchObject({ state: 'broken', error: { code: 'http-status', message: 'HTTP 500' }, fallbackActive: true });
    expect(await healthOf('hang')).toMatchObject({ state: 'broken', error: { code: 'timeout' } });
    expect(await healthOf('loop')).toMatchObject({ state: 'broken', error: { code: 'redirect-loop' } });
    expect(await healthOf('parked')).toMatchObject({ state: 'broken', error: { code: 'parked' } });
    expect(await healthOf('gone')).toMatchObject({ state: 'broken', error: { code: 'dns' } });

    // The team's list: broken first, then the certificate warning; healthy links are not listed.
    const list = await call('GET', '/api/link-health', { headers: owner.auth });
    expect(list.status).toBe(200);
    const listed = list.body.items.map((row: { linkId: string }) => row.linkId);
    expect(listed.slice(-1)).toEqual([links.secure!.id]);
    expect(new Set(listed.slice(0, -1))).toEqual(new Set(['shop', 'hang', 'loop', 'parked', 'gone'].map((n) => links[n]!.id)));

    // The fallback takes over in the redirect (its cache lasts 5 s); the click is counted and marked.
    await until(
      'the redirect to use the fallback',
      () => redirectOf('shop'),
      (at) => at?.endsWith('/fallback') === true,
      15_000,
    );
    const day = new Date().toISOString().slice(0, 10);
    const visitors = () => call('GET', `/api/analytics/visitors?from=${day}&to=${day}&tz=UTC&linkId=${links.shop!.id}`, { headers: owner.auth });
    await until(
      'the fallback click in the visitor log',
      visitors,
      (res) => res.status === 200 && res.body.items.some((v: { fallback?: boolean }) => v.fallback === true),
      30_000,
    );

    await round(); // still broken: no second mail, no second event
    const mail = await waitForMail(runtime().sesUrl, { to: owner.email, subjectIncludes: `Broken link: ${links.shop!.shortLink}`, after: before });
    expect(mail.text).toContain('HTTP 500');
    expect(mail.text).toContain('/fallback');
    await until(
      'the link.broken event',
      () => eventsOf('link.broken', links.shop!.id),
      (events) => events.length > 0,
      20_000,
    );

    status = 200;
    await round();
    expect(await healthOf('shop')).toMatchObject({ state: 'ok', error: null, fallbackActive: false });
    await until(
      'the redirect to hand back',
      () => redirectOf('shop'),
      (at) => at?.endsWith('/shop') === true,
      15_000,
    );
    await until(
      'the link.recovered event',
      () => eventsOf('link.recovered', links.shop!.id),
      (events) => events.length > 0,
      20_000,
    );
    expect(eventsOf('link.broken', links.shop!.id), 'link.broken once per incident').toHaveLength(1);
    expect(eventsOf('link.recovered', links.shop!.id)).toHaveLength(1);
    const store = (await (await fetch(`${runtime().sesUrl}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
    const shopMails = store.emails.filter((e) => e.subject === `Broken link: ${links.shop!.shortLink}`);
    expect(shopMails, 'one mail per incident').toHaveLength(1);
  });

  it('a page the table or the queue refuses is reported failed, and its retry finishes it', async () => {
    const quiet = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const passAt = new Date(Date.UTC(1999, 0, 1) + ++rounds * 1000).toISOString();
      await until(
        'the pass to start',
        () => startHealthChecks(new Date(passAt)),
        (outcome) => outcome === 'started',
        20_000,
      );
      dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (r) => r.operation === 'Query' });
      const refused = await pageWorker(pageEvent({ passAt, shard: 0 }), context);
      expect(refused.batchItemFailures).toHaveLength(1);
      dynamo.heal();
      queue.fail({ fault: SQS_FAULTS.serverError, when: (r) => r.operation === 'SendMessage' });
      expect((await pageWorker(pageEvent({ passAt, shard: 0 }), context)).batchItemFailures).toHaveLength(1);
      queue.heal();
      expect(await pageWorker(pageEvent({ passAt, shard: 0 }), context)).toEqual({ batchItemFailures: [] });
      // Delivered twice (SQS at least once): the copy is superseded, nothing is sent twice.
      expect(await pageWorker(pageEvent({ passAt, shard: 0 }), context)).toEqual({ batchItemFailures: [] });
      const pass = await table().send(new GetCommand({ TableName: env.TABLE_NAME, Key: { PK: 'HEALTHCHECK', SK: 'PASS' } }));
      expect(pass.Item).toMatchObject({ passAt, handedOff: '00' });
    } finally {
      dynamo.heal();
      queue.heal();
      quiet.mockRestore();
    }
  });
});

/** A CA of this file's own and a server certificate it signed for `host` (and 127.0.0.1), valid 5 more days. */
function makeCertificates(host: string) {
  const dir = mkdtempSync(join(tmpdir(), 'kisa-health-ca-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', at('ca.key'), '-out', at('ca.pem'), '-days', '30', '-subj', '/CN=Kisa health test CA');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', at('key.pem'), '-out', at('req.csr'), '-subj', `/CN=${host}`);
  const ext = at('ext.cnf');
  execFileSync('sh', ['-c', `printf 'subjectAltName=DNS:${host},IP:127.0.0.1\\n' > '${ext}'`]);
  openssl(
    'x509',
    '-req',
    '-in',
    at('req.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('cert.pem'),
    '-days',
    '5',
    '-extfile',
    ext,
  );
  return { dir, caFile: at('ca.pem'), key: readFileSync(at('key.pem')), cert: readFileSync(at('cert.pem')) };
}

/**
 * `npm run bench:click-send` — what one click-group send costs the redirect's process, and
 * where. Client CPU per SQS SendMessage (process.cpuUsage over sequential sends), for groups
 * of 1, 8, 32 and 64 click events (what the redirect's group commit sends):
 *
 * - `lean → sqs`:    the production click client (lib/aws/aws-json-client.ts, aws4 signing,
 *                    CLICK_SEND_LIMITS) against fauxqs (persisted, as `npm start` runs it);
 * - `lean → echo`:   the same client against a minimal HTTP server answering a canned
 *                    SendMessage result (no emulator work in the answer's wait);
 * - `sdk → sqs`, `sdk → echo`: the SDK's SQSClient as the redirect once used it;
 * - `sdk, no I/O`:   the same client with an in-memory request handler: the SDK's own work
 *                    (JSON serde, SigV4, endpoint, retry, user agent);
 * - `http → echo`:   a plain node:http POST of the same JSON request, unsigned: the HTTP floor;
 * - `aws4 → echo`, `smithy-sigv4 → echo`, `aws4fetch → echo`: the candidate signing
 *                    clients, each signing the same request; the cheapest became the lean client.
 *
 * Rounds alternate between the variants; medians are printed. Explains the redirect
 * benchmark: see docs/BENCHMARKS.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateQueueCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { HttpResponse } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import aws4 from 'aws4';
import { AwsClient } from 'aws4fetch';
import { createHash, createHmac, type BinaryLike } from 'node:crypto';
import { clickMessageBody, serializeEvent } from '@kisa/functions/src/data/clicks/click-event';
import { CLICK_SEND_LIMITS } from '@kisa/functions/src/data/clicks/click-send-limits';
import { createAwsJsonClient } from '@kisa/functions/src/lib/aws/aws-json-client';
import { startChild, type ManagedChild } from '../local/child-process.js';
import { findFreeBasePort } from '../local/ports.js';
import { log, machineLine, median } from './bench-output.js';

const GROUP_SIZES = [1, 8, 32, 64];
const SENDS = Number(process.env.BENCH_SENDS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/** The SDK client as the redirect configured it until the lean client replaced it. */
const SDK_CLICK_OPTIONS = { md5: false, cacheMiddleware: true } as const;

/** A SendMessage result as SQS's JSON protocol answers it. */
const CANNED = JSON.stringify({ MD5OfMessageBody: '0123456789abcdef0123456789abcdef', MessageId: '9b6f2a1e-6d7c-4f4e-9d55-0b1c7f3a2e10' });
const CANNED_HEADERS = { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': '5c0f5b8e-3f1e-4a54-9a38-5d2c1b7e9f00' };

if (process.argv.includes('--echo-server')) {
  // Child mode: the echo server, in its own process so its CPU is not counted as the client's.
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, CANNED_HEADERS);
      res.end(CANNED);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('disconnect', () => process.exit(0));
} else {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

async function main(): Promise<void> {
  log(machineLine());
  const dir = mkdtempSync(join(tmpdir(), 'kisa-click-send-'));
  let sqs: ManagedChild | undefined;
  let echo: ChildProcess | undefined;
  try {
    const port = await findFreeBasePort();
    sqs = await startChild({
      name: 'sqs',
      script: 'emulators/run-sqs.ts',
      args: [`--port=${port}`, '--host=127.0.0.1', `--data-dir=${join(dir, 'sqs')}`],
      env: process.env,
      output: join(dir, 'sqs.log'),
    });
    const sqsEndpoint = `http://127.0.0.1:${port}`;
    echo = fork(process.argv[1]!, ['--echo-server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const echoPort = await new Promise<number>((resolve) => echo!.once('message', (m: { port: number }) => resolve(m.port)));
    const echoEndpoint = `http://127.0.0.1:${echoPort}`;

    const admin = new SQSClient({ region: 'us-east-1', endpoint: sqsEndpoint, credentials });
    const { QueueUrl: sqsQueue } = await admin.send(new CreateQueueCommand({ QueueName: 'bench-clicks' }));
    const echoQueue = `${echoEndpoint}/000000000000/bench-clicks`;
    const client = (endpoint: string, requestHandler?: object) =>
      new SQSClient({ region: 'us-east-1', endpoint, credentials, ...SDK_CLICK_OPTIONS, ...(requestHandler ? { requestHandler } : {}) });
    const toSqs = client(sqsEndpoint);
    const toEcho = client(echoEndpoint);
    const noIo = client(echoEndpoint, inMemoryHandler());
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: credentials.accessKeyId, AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey });
    const lean = (endpoint: string) => createAwsJsonClient({ service: 'sqs', targetPrefix: 'AmazonSQS', region: 'us-east-1', endpoint, ...CLICK_SEND_LIMITS });
    const leanToSqs = lean(sqsEndpoint);
    const leanToEcho = lean(echoEndpoint);

    const variants: Record<string, (body: string) => Promise<unknown>> = {
      'sdk → sqs': (body) => toSqs.send(new SendMessageCommand({ QueueUrl: sqsQueue, MessageBody: body })),
      'sdk → echo': (body) => toEcho.send(new SendMessageCommand({ QueueUrl: echoQueue, MessageBody: body })),
      'sdk, no I/O': (body) => noIo.send(new SendMessageCommand({ QueueUrl: echoQueue, MessageBody: body })),
      'lean → sqs': (body) => leanToSqs.call('SendMessage', { QueueUrl: sqsQueue, MessageBody: body }),
      'lean → echo': (body) => leanToEcho.call('SendMessage', { QueueUrl: echoQueue, MessageBody: body }),
      'http → echo': (body) => plainPost(agent, echoPort, JSON.stringify({ QueueUrl: echoQueue, MessageBody: body })),
      ...signingCandidates(agent, echoPort, echoQueue),
    };

    log(`client CPU per SendMessage, median of ${ROUNDS} rounds × ${SENDS} sequential sends (µs per send · µs per click)`);
    log(`| variant | ${GROUP_SIZES.map((n) => `${n} events`).join(' | ')} |`);
    log(`|---|${GROUP_SIZES.map(() => '---').join('|')}|`);
    const results = new Map<string, number[][]>(Object.keys(variants).map((name) => [name, GROUP_SIZES.map(() => [])]));
    const bodies = GROUP_SIZES.map((n) => Array.from({ length: 20 }, () => clickMessageBody(randomUUID(), Array.from({ length: n }, clickEvent))));
    // Warm every variant first (JIT, sockets), so the first group size measured is not the coldest.
    for (const send of Object.values(variants)) for (let i = 0; i < 1000; i++) await send(bodies[2]![i % 20]!);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [g, groupBodies] of bodies.entries()) {
        for (const [name, send] of Object.entries(variants)) {
          for (let i = 0; i < 200; i++) await send(groupBodies[i % groupBodies.length]!); // warm: JIT, sockets
          const before = process.cpuUsage();
          for (let i = 0; i < SENDS; i++) await send(groupBodies[i % groupBodies.length]!);
          const used = process.cpuUsage(before);
          results.get(name)![g]!.push((used.user + used.system) / SENDS);
        }
      }
    }
    for (const [name, perGroup] of results) {
      log(`| ${name} | ${perGroup.map((runs, g) => `${median(runs).toFixed(0)} · ${(median(runs) / GROUP_SIZES[g]!).toFixed(1)}`).join(' | ')} |`);
    }
    log(`body bytes: ${bodies.map((b, g) => `${GROUP_SIZES[g]} events ${b[0]!.length}`).join(', ')}`);
    for (const c of [admin, toSqs, toEcho, noIo, leanToSqs, leanToEcho]) c.destroy();
    agent.destroy();
  } finally {
    echo?.kill();
    await sqs?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A click as bench:redirect's wrk produces it (no user agent, no referrer, no cookie). */
function clickEvent(): string {
  return serializeEvent({
    id: randomUUID(),
    time: new Date().toISOString(),
    code: 'bench1a2b3c',
    linkId: randomUUID(),
    teamId: randomUUID(),
    visitorId: randomUUID().replaceAll('-', '').slice(0, 22),
    ip: '127.0.0.1',
    userAgent: '',
    referrer: '',
  });
}

/** A request handler that answers every request with the canned result, without any I/O. */
function inMemoryHandler() {
  return {
    handle: async () => ({ response: new HttpResponse({ statusCode: 200, headers: CANNED_HEADERS, body: Readable.from([Buffer.from(CANNED)]) }) }),
    updateHttpClientConfig: () => {},
    httpHandlerConfigs: () => ({}),
    destroy: () => {},
  };
}

/**
 * The lean signing clients that were candidates for the click send, each signing the
 * same SendMessage request (SigV4, with a session token as Lambda provides) and posting it
 * over the same keep-alive agent (aws4fetch brings its own transport: Node's fetch).
 */
function signingCandidates(agent: Agent, port: number, queueUrl: string): Record<string, (body: string) => Promise<unknown>> {
  const creds = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'token' };
  const host = `127.0.0.1:${port}`;
  const target = 'AmazonSQS.SendMessage';
  const smithy = new SignatureV4({ credentials: creds, region: 'us-east-1', service: 'sqs', sha256: NodeSha256 });
  const fetchClient = new AwsClient({ ...creds, region: 'us-east-1', service: 'sqs' });
  return {
    'aws4 → echo': (body) => {
      const json = JSON.stringify({ QueueUrl: queueUrl, MessageBody: body });
      const signed = aws4.sign(
        {
          host,
          path: '/',
          method: 'POST',
          service: 'sqs',
          region: 'us-east-1',
          body: json,
          headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': target },
        },
        creds,
      );
      return plainPost(agent, port, json, signed.headers as Record<string, string>);
    },
    'smithy-sigv4 → echo': async (body) => {
      const json = JSON.stringify({ QueueUrl: queueUrl, MessageBody: body });
      const signed = await smithy.sign({
        method: 'POST',
        protocol: 'http:',
        hostname: '127.0.0.1',
        port,
        path: '/',
        query: {},
        body: json,
        headers: { host, 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': target },
      });
      return plainPost(agent, port, json, signed.headers);
    },
    'aws4fetch → echo': async (body) => {
      const json = JSON.stringify({ QueueUrl: queueUrl, MessageBody: body });
      const res = await fetchClient.fetch(`http://${host}/`, {
        method: 'POST',
        body: json,
        headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': target },
      });
      await res.text();
    },
  };
}

/** Header names once each, lower-cased (signers spell them either way). */
function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

const toBinary = (data: SourceData): BinaryLike =>
  typeof data === 'string' ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** @smithy/signature-v4's hash constructor over node:crypto (what @smithy/hash-node does). */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', toBinary(secret)) : createHash('sha256');
  }
  update(data: SourceData): void {
    this.hash.update(toBinary(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

function plainPost(agent: Agent, port: number, json: string, signedHeaders?: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        agent,
        headers: lowerCased({
          ...(signedHeaders ?? { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' }),
          'content-length': String(Buffer.byteLength(json)),
        }),
      },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end(json);
  });
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLICK_SEND_LIMITS } from '#data/clicks/click-send-limits.js';
import { AwsCallError, createAwsJsonClient, type AwsJsonClient } from './aws-json-client.js';

const {
  attemptMs: CLICK_SEND_ATTEMPT_MS,
  connectMs: CLICK_SEND_CONNECT_MS,
  maxAttempts: CLICK_SEND_MAX_ATTEMPTS,
  retryDelayMs: CLICK_SEND_RETRY_DELAY_MS,
} = CLICK_SEND_LIMITS;

/** The redirect's promise: a visitor waits at most ~1 s for the click send, whatever SQS does. */
const WORST_CASE_BUDGET_MS = 1_000;

describe('the click send limits', () => {
  it('bound each attempt, connecting included', () => {
    expect(CLICK_SEND_CONNECT_MS).toBeLessThanOrEqual(CLICK_SEND_ATTEMPT_MS);
    expect(CLICK_SEND_ATTEMPT_MS).toBeLessThanOrEqual(400);
  });

  it('allow one retry at most, after a short fixed pause', async () => {
    expect(CLICK_SEND_MAX_ATTEMPTS).toBe(2);
    expect(CLICK_SEND_RETRY_DELAY_MS).toBeLessThanOrEqual(100);
  });

  it('add up to a worst case under the ~1 s budget', () => {
    const worst = CLICK_SEND_MAX_ATTEMPTS * CLICK_SEND_ATTEMPT_MS + (CLICK_SEND_MAX_ATTEMPTS - 1) * CLICK_SEND_RETRY_DELAY_MS;
    expect(worst).toBeLessThan(WORST_CASE_BUDGET_MS);
  });
});

/**
 * The lean client with the click send's limits against a fake SQS endpoint that misbehaves
 * on purpose: the bound is what the client actually does, not only what the numbers say.
 */
describe('a click send against an unwell SQS', () => {
  type Mode = 'hang' | 'error' | 'throttle' | 'refuse' | 'ok';
  let mode: Mode = 'ok';
  let requests = 0;
  let server: Server;
  let client: AwsJsonClient;
  const seen: { target?: string; authorization?: string; token?: string; body?: string }[] = [];

  const answer = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(body));
  };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      requests++;
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () =>
        seen.push({
          target: req.headers['x-amz-target'] as string,
          authorization: req.headers.authorization,
          token: req.headers['x-amz-security-token'] as string,
          body: raw,
        }),
      );
      if (mode === 'hang') return; // accepts, reads, never answers
      if (mode === 'refuse') return answer(res, 400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'no such queue' });
      if (mode === 'error') return answer(res, 500, { __type: 'com.amazonaws.sqs#InternalError', message: 'unwell' });
      if (mode === 'throttle') return answer(res, 429, { __type: 'com.amazonaws.sqs#ThrottlingException', message: 'slow down' });
      answer(res, 200, { MessageId: 'm-1' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session-1' });
    client = createAwsJsonClient({
      service: 'sqs',
      targetPrefix: 'AmazonSQS',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      ...CLICK_SEND_LIMITS,
    });
  });

  afterAll(async () => {
    client?.destroy();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  beforeEach(() => {
    requests = 0;
    seen.length = 0;
  });

  /** One send; how long it took, and whether it failed. */
  async function send(): Promise<{ ms: number; failed: boolean; error?: unknown }> {
    const started = performance.now();
    let error: unknown;
    try {
      await client.call('SendMessage', { QueueUrl: 'http://127.0.0.1/000000000000/clicks', MessageBody: '{"v":2,"g":"x","events":[]}' });
    } catch (e) {
      error = e;
    }
    return { ms: performance.now() - started, failed: error !== undefined, error };
  }

  it('answering normally: one signed request in the JSON protocol, with the session token', async () => {
    mode = 'ok';
    expect(await send()).toMatchObject({ failed: false });
    expect(requests).toBe(1);
    expect(seen[0]).toMatchObject({ target: 'AmazonSQS.SendMessage', token: 'session-1' });
    expect(seen[0]!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/sqs\/aws4_request, SignedHeaders=.*x-amz-security-token.*x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.parse(seen[0]!.body!)).toEqual({ QueueUrl: 'http://127.0.0.1/000000000000/clicks', MessageBody: '{"v":2,"g":"x","events":[]}' });
  });

  it('reads renewed credentials on the next call', async () => {
    mode = 'ok';
    process.env.AWS_SESSION_TOKEN = 'session-2';
    await send();
    process.env.AWS_SESSION_TOKEN = 'session-1';
    expect(seen[0]!.token).toBe('session-2');
  });

  it('a client error: no retry, the service error type', async () => {
    mode = 'refuse';
    const { failed, error } = await send();
    expect(failed).toBe(true);
    expect(requests).toBe(1);
    expect(error).toBeInstanceOf(AwsCallError);
    expect(error).toMatchObject({ name: 'QueueDoesNotExist', status: 400, retryable: false, message: 'no such queue' });
  });

  it('nothing listening: one retry, then a transport failure', async () => {
    const closed = createAwsJsonClient({
      service: 'sqs',
      targetPrefix: 'AmazonSQS',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      ...CLICK_SEND_LIMITS,
    });
    const started = performance.now();
    await expect(closed.call('SendMessage', {})).rejects.toMatchObject({ status: 0, retryable: true });
    expect(performance.now() - started).toBeLessThan(WORST_CASE_BUDGET_MS);
    closed.destroy();
  });

  it('never answering: two attempts, each cut at the limit, within the budget', async () => {
    mode = 'hang';
    const { ms, failed } = await send();
    expect(failed).toBe(true);
    expect(requests).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(2 * CLICK_SEND_ATTEMPT_MS - 20);
    expect(ms).toBeLessThan(WORST_CASE_BUDGET_MS);
  });

  it('answering 5xx: one retry, then the failure', async () => {
    mode = 'error';
    const { ms, failed } = await send();
    expect(failed).toBe(true);
    expect(requests).toBe(2);
    expect(ms).toBeLessThan(WORST_CASE_BUDGET_MS);
  });

  it('throttling: one retry after the short fixed pause (not the SDK default of up to 1 s)', async () => {
    mode = 'throttle';
    const { ms, failed } = await send();
    expect(failed).toBe(true);
    expect(requests).toBe(2);
    expect(ms).toBeLessThan(CLICK_SEND_RETRY_DELAY_MS + 250);
  });
});

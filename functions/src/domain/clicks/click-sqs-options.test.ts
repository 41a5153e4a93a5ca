import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CLICK_SEND_ATTEMPT_MS,
  CLICK_SEND_CONNECT_MS,
  CLICK_SEND_MAX_ATTEMPTS,
  CLICK_SEND_RETRY_DELAY_MS,
  CLICK_SQS_OPTIONS,
} from './click-sqs-options.js';

/** The redirect's promise: a visitor waits at most ~1 s for the click send, whatever SQS does. */
const WORST_CASE_BUDGET_MS = 1_000;

describe('the click client options', () => {
  it('bound each attempt, and throw when the bound passes (the SDK only warns by default)', () => {
    expect(CLICK_SQS_OPTIONS.requestHandler).toEqual({
      connectionTimeout: CLICK_SEND_CONNECT_MS,
      requestTimeout: CLICK_SEND_ATTEMPT_MS,
      throwOnRequestTimeout: true,
    });
    expect(CLICK_SEND_CONNECT_MS).toBeLessThanOrEqual(CLICK_SEND_ATTEMPT_MS);
    expect(CLICK_SEND_ATTEMPT_MS).toBeLessThanOrEqual(400);
  });

  it('allow one retry at most, after a short fixed pause', async () => {
    expect(CLICK_SEND_MAX_ATTEMPTS).toBe(2);
    expect(await CLICK_SQS_OPTIONS.retryStrategy.maxAttempts()).toBe(2);
    expect(CLICK_SEND_RETRY_DELAY_MS).toBeLessThanOrEqual(100);
  });

  it('add up to a worst case under the ~1 s budget', () => {
    const worst = CLICK_SEND_MAX_ATTEMPTS * CLICK_SEND_ATTEMPT_MS + (CLICK_SEND_MAX_ATTEMPTS - 1) * CLICK_SEND_RETRY_DELAY_MS;
    expect(worst).toBeLessThan(WORST_CASE_BUDGET_MS);
  });
});

/**
 * The same options against a fake SQS endpoint that misbehaves on purpose: the bound is
 * what the SDK actually does, not only what the numbers say.
 */
describe('a click send against an unwell SQS', () => {
  type Mode = 'hang' | 'error' | 'throttle' | 'ok';
  let mode: Mode = 'ok';
  let requests = 0;
  let server: Server;
  let client: SQSClient;

  const answer = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(body));
  };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      requests++;
      req.resume();
      if (mode === 'hang') return; // accepts, reads, never answers
      if (mode === 'error') return answer(res, 500, { __type: 'com.amazonaws.sqs#InternalError', message: 'unwell' });
      if (mode === 'throttle') return answer(res, 429, { __type: 'com.amazonaws.sqs#ThrottlingException', message: 'slow down' });
      answer(res, 200, { MessageId: 'm-1' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = new SQSClient({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      ...CLICK_SQS_OPTIONS,
    });
  });

  afterAll(async () => {
    client?.destroy();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  beforeEach(() => {
    requests = 0;
  });

  /** One send; how long it took, and whether it failed. */
  async function send(): Promise<{ ms: number; failed: boolean }> {
    const started = performance.now();
    let failed = false;
    try {
      await client.send(new SendMessageCommand({ QueueUrl: 'http://127.0.0.1/000000000000/clicks', MessageBody: '{"v":2,"g":"x","events":[]}' }));
    } catch {
      failed = true;
    }
    return { ms: performance.now() - started, failed };
  }

  it('answering normally: one request', async () => {
    mode = 'ok';
    expect(await send()).toMatchObject({ failed: false });
    expect(requests).toBe(1);
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

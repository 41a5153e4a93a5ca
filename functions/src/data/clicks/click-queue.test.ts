import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawClickEvent } from './click-event.js';

/**
 * enqueueClick against a fake SQS endpoint: what a visitor waits for, and what happens to
 * the click, when the click queue answers, hangs or fails. Config is read at import, so
 * the endpoint is set before the module is loaded.
 */
type Mode = 'ok' | 'hang' | 'error';
let mode: Mode = 'ok';
const bodies: string[] = [];
const delays: (number | undefined)[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const input = JSON.parse(raw) as { MessageBody: string; DelaySeconds?: number };
    bodies.push(input.MessageBody);
    delays.push(input.DelaySeconds);
    if (mode === 'hang') return;
    res.writeHead(mode === 'ok' ? 200 : 500, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(mode === 'ok' ? { MessageId: 'm-1' } : { __type: 'com.amazonaws.sqs#InternalError', message: 'unwell' }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
Object.assign(process.env, {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  SQS_ENDPOINT: endpoint,
  CLICK_QUEUE_URL: `${endpoint}/000000000000/clicks`,
});

const { enqueueClick, CLICK_SEND_FAILED } = await import('./click-queue.js');
const { RETRY_VISIBLE_AFTER_SECONDS } = await import('./click-send-limits.js');
const { parseClickMessage, serializeEvent } = await import('./click-event.js');
const { logger } = await import('#lib/logger.js');
const { metrics, METRIC } = await import('#lib/metrics.js');

const click = (id: string): RawClickEvent => ({
  id,
  time: '2026-11-24T10:00:00.000Z',
  code: 'abc',
  linkId: 'l1',
  teamId: 't1',
  visitorId: 'v1',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  referrer: '',
  country: 'TR',
});

let errors: ReturnType<typeof vi.spyOn>;
let counted: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  bodies.length = 0;
  delays.length = 0;
  errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  counted = vi.spyOn(metrics, 'addMetric');
  vi.spyOn(metrics, 'publishStoredMetrics').mockImplementation(() => {
    metrics.clearMetrics();
    return metrics;
  });
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('enqueueClick', () => {
  it('sends the click as one group message and counts nothing when SQS answers', async () => {
    mode = 'ok';
    await enqueueClick(click('c1'));
    expect(bodies).toHaveLength(1);
    expect(parseClickMessage(JSON.parse(bodies[0]!), 'none')?.events).toEqual([click('c1')]);
    expect(counted).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('when SQS hangs: the visitor is answered within ~1 s, the click is counted as not enqueued and kept, replayable, in one error line', async () => {
    mode = 'hang';
    const started = performance.now();
    await expect(enqueueClick(click('c2'))).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);

    expect(counted).toHaveBeenCalledTimes(1);
    expect(counted).toHaveBeenCalledWith(METRIC.clicksNotEnqueued, 'Count', 1);
    expect(errors).toHaveBeenCalledTimes(1);
    const [message, fields] = errors.mock.calls[0]! as [string, { clicks: number; clickMessage: string }];
    expect(message).toBe(CLICK_SEND_FAILED);
    expect(fields.clicks).toBe(1);
    // The line holds the message the first attempt tried to send; the retry is the same group
    // marked as a retry and delayed (either may be stored: the worker checks the marked one, and a
    // replay, sent long after the click, is checked too — the group counts once).
    expect(bodies[0]).toBe(fields.clickMessage);
    const replayed = parseClickMessage(JSON.parse(fields.clickMessage), 'none');
    expect(replayed?.groupId).not.toBe('none');
    expect(replayed?.events).toEqual([click('c2')]);
    expect(replayed?.resent, 'the first attempt is not marked').toBeUndefined();
    expect(bodies).toHaveLength(2);
    const retry = parseClickMessage(JSON.parse(bodies[1]!), 'none');
    expect(retry, 'the retry: the same group and clicks, marked').toEqual({ ...replayed, resent: true });
    expect(delays, 'only the retry is delayed').toEqual([undefined, RETRY_VISIBLE_AFTER_SECONDS]);
  });

  it('when SQS fails: the same fallback, after one retry', async () => {
    mode = 'error';
    await enqueueClick(click('c3'));
    expect(bodies).toHaveLength(2);
    expect(counted).toHaveBeenCalledWith(METRIC.clicksNotEnqueued, 'Count', 1);
    const fields = errors.mock.calls[0]![1] as { clickMessage: string };
    expect(fields.clickMessage).toContain(serializeEvent(click('c3')));
  });

  it('counts every click of a failed group (one busy process shares a send)', async () => {
    mode = 'error';
    await Promise.all([enqueueClick(click('d1')), enqueueClick(click('d2')), enqueueClick(click('d3'))]);
    expect(counted).toHaveBeenCalledTimes(1);
    expect(counted).toHaveBeenCalledWith(METRIC.clicksNotEnqueued, 'Count', 3);
    const fields = errors.mock.calls[0]![1] as { clicks: number; clickMessage: string };
    expect(fields.clicks).toBe(3);
    expect(parseClickMessage(JSON.parse(fields.clickMessage), 'none')?.events.map((e) => e.id)).toEqual(['d1', 'd2', 'd3']);
  });
});

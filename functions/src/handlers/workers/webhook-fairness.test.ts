import { CreateQueueCommand } from '@aws-sdk/client-sqs';
import type { WebhookWithSecret } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { startFaultyEndpoint, type SeenRequest } from '#test-support/faulty-aws-endpoint.js';
import { until } from '#test-support/until.js';
import { linkCreatedEvent, pollWebhookQueue } from '#test-support/webhook-worker.js';
import { httpReceiver, type Receiver } from '#test-support/webhook-receivers.js';

// Per-endpoint fairness through the real webhook worker under the local runtime's poller (2 lanes
// of 10-message batches, attempts bounded at 1 s), on a queue of this file's own, the queue's
// requests seen through a pass-through endpoint. Team A's receiver hangs with 30 events queued
// first; team B's 10 events come after them.
const HANGING_EVENTS = 30;
const HEALTHY_EVENTS = 10;
const LANES = 2;
const BATCH = 10;

const env = runtime().env;
const queue = await startFaultyEndpoint(env.SQS_ENDPOINT!);
const sent: SeenRequest[] = [];
// Never fails: records every request on its way through.
queue.fail({ fault: { kind: 'hang' }, when: (req) => (sent.push(req), false) });
Object.assign(process.env, env, {
  SQS_ENDPOINT: queue.url,
  WEBHOOK_ATTEMPT_TIMEOUT_MS: '1000',
  WEBHOOK_RETRY_BASE_SECONDS: '1',
  WEBHOOK_MAX_ATTEMPTS: '3',
  WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { sqs } = await import('#lib/clients.js');

let owners: Session[];
let receivers: Receiver[] = [];
const stop = new AbortController();
let polling: Promise<void> | undefined;

beforeAll(async () => {
  const { QueueUrl } = await sqs().send(
    new CreateQueueCommand({ QueueName: `webhooks-fair-test-${randomUUID().slice(0, 8)}`, Attributes: { VisibilityTimeout: '30' } }),
  );
  process.env.WEBHOOK_QUEUE_URL = QueueUrl!;
  owners = await Promise.all([verifiedSession('fair-hanging'), verifiedSession('fair-healthy', 'Şükrü Öztürk')]);
});

afterAll(async () => {
  stop.abort();
  await polling;
  await Promise.all(receivers.map((r) => r.close()));
  await queue.close();
});

async function addEndpoint(owner: Session, url: string): Promise<WebhookWithSecret> {
  const res = await call<WebhookWithSecret>('POST', '/api/webhooks', { headers: owner.auth, json: { url, events: ['link.created'] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Every message the worker and the test sent, with the MessageGroupId it carried. */
function sentMessages(): { body: Record<string, unknown>; group: unknown }[] {
  return sent.flatMap((req) => {
    const input = JSON.parse(req.body || '{}') as {
      MessageBody?: string;
      MessageGroupId?: unknown;
      Entries?: { MessageBody: string; MessageGroupId?: unknown }[];
    };
    if (req.operation === 'SendMessage') return [{ body: JSON.parse(input.MessageBody!), group: input.MessageGroupId }];
    if (req.operation === 'SendMessageBatch') return input.Entries!.map((e) => ({ body: JSON.parse(e.MessageBody), group: e.MessageGroupId }));
    return [];
  });
}

describe('webhook deliveries, one slow receiver among teams', () => {
  it("delivers another team's events after at most one wave of the hanging receiver's attempts; each message grouped by its endpoint (events by team); the slow ones still tried", async () => {
    const [hanging, healthy] = (receivers = [await httpReceiver('hang'), await httpReceiver({ status: 200 })]);
    const slow = await addEndpoint(owners[0]!, hanging!.url);
    const fast = await addEndpoint(owners[1]!, healthy!.url);
    const { sendWebhookMessages } = await import('#data/webhooks/webhook-queue.js');
    const event = (owner: Session, n: number) => linkCreatedEvent(owner.user.teamId, n, `Bağlantı ${n} 🔗 رابط`);
    await sendWebhookMessages(
      await Promise.all([
        ...Array.from({ length: HANGING_EVENTS }, (_, n) => event(owners[0]!, n)),
        ...Array.from({ length: HEALTHY_EVENTS }, (_, n) => event(owners[1]!, HANGING_EVENTS + n)),
      ]),
    );

    polling = pollWebhookQueue(stop.signal, { lanes: LANES, batch: BATCH, queueName: 'webhooks-fair-test' });

    const arrived = await until(
      "the healthy team's deliveries",
      () => healthy!.arrivals,
      (a) => a.length >= HEALTHY_EVENTS,
      120_000,
    );
    const [first, last] = [arrived[0]!.at, arrived[HEALTHY_EVENTS - 1]!.at];
    const slowBefore = (at: number) => hanging!.arrivals.filter((a) => a.at <= at).length;
    // About one wave (every lane's batch) of the hanging receiver's attempts goes before the other
    // team's first delivery — how many of it start first depends on timing (process-webhooks.test.ts
    // says more) — then it has one attempt at a time, so the other team's deliveries are not behind
    // the rest of its backlog.
    expect(slowBefore(first), `the hanging receiver's requests before the healthy team's first (of ${HANGING_EVENTS} queued first)`).toBeLessThan(
      HANGING_EVENTS,
    );
    expect(slowBefore(last), `the hanging receiver's requests before the healthy team's last (of ${HANGING_EVENTS} queued first)`).toBeLessThan(HANGING_EVENTS);
    expect(new Set(arrived.map((a) => a.headers['webhook-id'])).size, 'each healthy delivery once').toBe(HEALTHY_EVENTS);
    // The slow endpoint's deliveries are not dropped: it keeps getting attempts, one at a time.
    await until(
      "the hanging receiver's later attempts",
      () => hanging!.arrivals.filter((a) => a.at > last).length,
      (n) => n >= 1,
      60_000,
    );

    const messages = sentMessages();
    const delivers = messages.filter((m) => m.body.kind === 'deliver');
    expect(delivers.length).toBeGreaterThanOrEqual(HANGING_EVENTS + HEALTHY_EVENTS);
    for (const m of delivers) expect(m.group, JSON.stringify(m.body)).toBe(`endpoint:${String(m.body.endpointId)}`);
    expect(new Set(delivers.map((m) => m.group))).toEqual(new Set([`endpoint:${slow.endpoint.id}`, `endpoint:${fast.endpoint.id}`]));
    for (const m of messages.filter((x) => x.body.kind === 'event')) expect(m.group).toBe(`team:${String(m.body.teamId)}`);
  }, 240_000);
});

describe('the fairness group of a webhook message', () => {
  it('is the endpoint of an attempt, the team of an event, `platform` for a moderation event, and never an id SQS would refuse', async () => {
    const { webhookGroupOf } = await import('#data/webhooks/webhook-queue.js');
    expect(webhookGroupOf(JSON.stringify({ kind: 'deliver', teamId: 't1', endpointId: 'e1', deliveryId: 'msg_1', attempt: 0 }))).toBe('endpoint:e1');
    expect(webhookGroupOf(JSON.stringify({ kind: 'event', teamId: 't1', id: 'msg_1' }))).toBe('team:t1');
    expect(webhookGroupOf(JSON.stringify({ kind: 'event', teamId: '', scope: 'platform' }))).toBe('platform');
    expect(webhookGroupOf(JSON.stringify({ kind: 'deliver', endpointId: 'İstanbul 🚀' }))).toBe('platform');
    expect(webhookGroupOf(JSON.stringify({ kind: 'deliver', endpointId: 'e'.repeat(300) }))).toHaveLength(128);
    expect(webhookGroupOf('{"kind":')).toBe('unreadable');
    expect(webhookGroupOf('null')).toBe('platform');
  });
});

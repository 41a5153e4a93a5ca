import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { WebhookDelivery, WebhookEndpoint, WebhookWithSecret } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { until } from '#test-support/until.js';
import { closedPortUrl, garbageReceiver, httpReceiver, selfSignedReceiver, type Receiver } from '#test-support/webhook-receivers.js';
import type { WebhookMessage } from './webhook-messages.js';

// The webhook worker (processWebhookMessage) against real receivers on loopback, DynamoDB Local and
// an SQS queue of this file's own (the runtime's pollers never see it), so every message the
// worker queues is counted here: 3 attempts a delivery (1 s, then 4 s: no jitter), 1 s an
// attempt, an endpoint disabled after 2 deliveries failed for good.
const SETTINGS = {
  WEBHOOK_MAX_ATTEMPTS: '3',
  WEBHOOK_DISABLE_AFTER: '2',
  WEBHOOK_ATTEMPT_TIMEOUT_MS: '1000',
  WEBHOOK_RETRY_BASE_SECONDS: '1',
  WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
};
const clock = { now: Date.now, random: () => 0.5 };

let worker: typeof import('./process-webhook-message.js');
let deliveries: typeof import('#data/webhooks/deliveries-repo.js');
let endpoints: typeof import('#data/webhooks/endpoints-repo.js');
let sqs: typeof import('#lib/clients.js').sqs;
let queueUrl: string;
let owner: Session;

/** Every message the worker took from the queue, each with the delivery as it stood right after. */
const worked: { message: WebhookMessage; after?: DeliveryRecord | null }[] = [];
const workerErrors: string[] = [];
const stop = new AbortController();
let polling: Promise<void>;

/** The worker's loop, as the pollers run it: a message that throws stays queued and comes back after 5 s. */
async function poll(): Promise<void> {
  while (!stop.signal.aborted) {
    const { Messages = [] } = await sqs()
      .send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }), { abortSignal: stop.signal })
      .catch(() => ({ Messages: [] }));
    await Promise.all(
      Messages.map(async (m) => {
        const message = JSON.parse(m.Body!) as WebhookMessage;
        try {
          await worker.processWebhookMessage(message, clock);
          const after = message.kind === 'deliver' ? await deliveries.getWebhookDelivery(message.endpointId, message.deliveryId) : undefined;
          worked.push({ message, after });
          await sqs().send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: m.ReceiptHandle! }));
        } catch (error) {
          worked.push({ message });
          workerErrors.push(String(error));
        }
      }),
    );
  }
}

beforeAll(async () => {
  const env = inject('runtime')?.env;
  if (!env) throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime"))');
  Object.assign(process.env, env, SETTINGS, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  ({ sqs } = await import('#lib/clients.js'));
  const created = await sqs().send(
    new CreateQueueCommand({ QueueName: `webhooks-worker-test-${randomUUID().slice(0, 8)}`, Attributes: { VisibilityTimeout: '5' } }),
  );
  process.env.WEBHOOK_QUEUE_URL = queueUrl = created.QueueUrl!;
  worker = await import('./process-webhook-message.js');
  deliveries = await import('#data/webhooks/deliveries-repo.js');
  endpoints = await import('#data/webhooks/endpoints-repo.js');
  owner = await verifiedSession('hook-failures', 'Şule Ağaoğlu');
  polling = poll();
});

afterAll(async () => {
  stop.abort();
  await polling;
});

async function addEndpoint(url: string): Promise<WebhookWithSecret> {
  const res = await call<WebhookWithSecret>('POST', '/api/webhooks', { headers: owner.auth, json: { url, events: ['link.created'] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A link.created event for the owner's team, straight onto this file's queue (as a link operation sends it). */
async function emit(): Promise<string> {
  const { newMessageId } = await import('./webhook-messages.js');
  const { sendWebhookMessage } = await import('#data/webhooks/webhook-queue.js');
  const { sqsJson } = await import('#lib/queue/sqs-json.js');
  const id = newMessageId();
  await sendWebhookMessage(
    sqsJson({
      kind: 'event',
      id,
      type: 'link.created',
      teamId: owner.user.teamId,
      timestamp: new Date().toISOString(),
      data: { id: `L-${id}`, title: 'İstanbul’da bahar 🌷' },
    }),
  );
  return id;
}

/** The text of every "endpoint disabled" mail the owner got since `after` (the SES emulator's store). */
async function disabledMails(after: number): Promise<string[]> {
  const { emails } = (await (await fetch(`${runtime().sesUrl.replace(/\/$/, '')}/store`)).json()) as {
    emails: { destination: { to: string[] }; subject: string; body: { text?: string }; at: number }[];
  };
  return emails
    .filter((e) => e.at >= Math.floor(after / 1000) && e.destination.to.includes(owner.email) && e.subject.includes('webhook endpoint was disabled'))
    .map((e) => e.body.text ?? '');
}

type DeliveryRecord = import('#data/webhooks/webhook-delivery-item.js').WebhookDeliveryRecord;

/** Each retry was scheduled at least `delays[n]` after attempt n, made no sooner, and none after the last. */
function expectSchedule(label: string, attempts: DeliveryRecord[], delays: number[]): void {
  delays.forEach((delay, n) => {
    const [made, next] = [attempts[n]!, attempts[n + 1]!];
    expect(Date.parse(made.nextAttemptAt!) - Date.parse(made.lastAttemptAt!), `${label}: the delay after attempt ${n + 1}`).toBeGreaterThanOrEqual(delay);
    expect(Date.parse(next.lastAttemptAt!), `${label}: attempt ${n + 2} not before its time`).toBeGreaterThanOrEqual(Date.parse(made.nextAttemptAt!));
  });
  expect(attempts.at(-1)!.nextAttemptAt, `${label}: no attempt after the last`).toBeUndefined();
}

/** The steps that made an attempt: the delivery's count went up to the message's attempt + 1. */
const madeAttempts = (steps: typeof worked) =>
  steps.filter((s) => s.message.kind === 'deliver' && s.after?.attempts === s.message.attempt + 1 && s.after.lastAttemptAt !== undefined);

const attemptsOf = (endpointId: string, deliveryId: string) =>
  worked.filter((w) => w.message.kind === 'deliver' && w.message.endpointId === endpointId && w.message.deliveryId === deliveryId);
const endpointOf = async (id: string) =>
  (await call<{ items: WebhookEndpoint[] }>('GET', '/api/webhooks', { headers: owner.auth })).body.items.find((e) => e.id === id)!;

describe('a receiver that fails, each way it can', () => {
  const kinds: {
    kind: string;
    start: () => Promise<{ url: string; receiver?: Receiver }>;
    expect: { responseStatus: number | null; error?: RegExp };
    reaches?: 'requests' | 'connections';
  }[] = [
    { kind: 'connection refused', start: async () => ({ url: await closedPortUrl() }), expect: { responseStatus: null, error: /ECONNREFUSED/ } },
    {
      kind: 'timeout',
      start: async () => {
        const r = await httpReceiver('hang');
        return { url: r.url, receiver: r };
      },
      expect: { responseStatus: null, error: /No answer within 1000 ms/ },
      reaches: 'requests',
    },
    {
      kind: 'DNS failure',
      start: async () => ({ url: `https://hook-nowhere-${randomUUID().slice(0, 8)}.invalid/hooks` }),
      expect: { responseStatus: null, error: /Could not resolve/ },
    },
    {
      kind: 'TLS failure',
      start: async () => {
        const r = await selfSignedReceiver();
        return { url: r.url, receiver: r };
      },
      expect: { responseStatus: null, error: /self[- ]signed/i },
      reaches: 'connections',
    },
    {
      kind: '503',
      start: async () => {
        const r = await httpReceiver({ status: 503 });
        return { url: r.url, receiver: r };
      },
      expect: { responseStatus: 503 },
      reaches: 'requests',
    },
    {
      kind: '429',
      start: async () => {
        const r = await httpReceiver({ status: 429 });
        return { url: r.url, receiver: r };
      },
      expect: { responseStatus: 429 },
      reaches: 'requests',
    },
    {
      kind: 'malformed answer',
      start: async () => {
        const r = await garbageReceiver();
        return { url: r.url, receiver: r };
      },
      expect: { responseStatus: null, error: /./ },
      reaches: 'connections',
    },
  ];

  it('records every attempt, queues one next attempt per failure on schedule, and disables the endpoint after 2 failed deliveries, mailing the owner', async () => {
    const before = Date.now();
    const setups = await Promise.all(kinds.map(async (k) => ({ ...k, ...(await k.start()) })));
    const added = await Promise.all(setups.map(async (s) => ({ ...s, endpoint: (await addEndpoint(s.url)).endpoint })));
    // Two events, each delivered to every endpoint: two deliveries per endpoint, each to fail for good.
    const events = [await emit(), await emit()];
    try {
      for (const a of added) {
        const label = `${a.kind} (${a.url})`;
        const endpoint = await until(
          `${label}: disabled`,
          () => endpointOf(a.endpoint.id),
          (e) => !e.enabled,
          40_000,
        );
        expect(endpoint, label).toMatchObject({ enabled: false, consecutiveFailures: 2, disabledReason: '2 deliveries in a row failed' });
        for (const deliveryId of events) {
          // Disabled by the later of the two deliveries; the earlier one's last step may still be on its way here.
          const all = await until(
            `${label}: the worker's steps for ${deliveryId}`,
            () => attemptsOf(a.endpoint.id, deliveryId),
            (list) => madeAttempts(list).length >= 3,
            10_000,
          );
          // Each attempt made once — the first, then one retry per failure — and none after the last;
          // any other message only waited for a slow endpoint's turn and left the delivery as it was.
          const steps = madeAttempts(all);
          expect(
            steps.map((s) => (s.message as { attempt: number }).attempt),
            `${label}: the attempts made for ${deliveryId}`,
          ).toEqual([0, 1, 2]);
          for (const waited of all.filter((s) => !steps.includes(s)))
            expect(waited.after, `${label}: a message that made no attempt`).toMatchObject({
              attempts: (waited.message as { attempt: number }).attempt,
              status: 'pending',
            });
          const [first, second, third] = steps.map((s) => s.after!);
          for (const [n, d] of [first, second, third].entries()) {
            expect(d, `${label}: attempt ${n + 1}`).toMatchObject({
              attempts: n + 1,
              status: n < 2 ? 'pending' : 'failed',
              responseStatus: a.expect.responseStatus,
            });
            if (a.expect.error) expect(d!.error, `${label}: attempt ${n + 1}'s error`).toMatch(a.expect.error);
            else expect(d!.error, label).toBeUndefined();
          }
          // The schedule: 1 s, then 4 s after the attempt (its own time on top), and no attempt sooner.
          expectSchedule(label, [first!, second!, third!], [1_000, 4_000]);
        }
        if (a.reaches === 'requests') expect(a.receiver!.arrivals, `${label}: requests received`).toHaveLength(6);
        if (a.reaches === 'connections') expect(a.receiver!.connections, `${label}: connections made`).toBe(6);
        const mail = await until(
          `${label}: the owner's mail`,
          () => disabledMails(before),
          (mails) => mails.some((m) => m.includes(a.url)),
        );
        expect(
          mail.find((m) => m.includes(a.url)),
          label,
        ).toContain('2 deliveries in a row failed');
      }
      expect(workerErrors, 'the worker failed on messages').toEqual([]);
      // Each delivery reads the same through the API: failed after 3 attempts.
      const listed = (await call<{ items: WebhookDelivery[] }>('GET', `/api/webhooks/${added[0]!.endpoint.id}/deliveries`, { headers: owner.auth })).body.items;
      expect(listed.map((d) => [d.status, d.attempts])).toEqual([
        ['failed', 3],
        ['failed', 3],
      ]);
    } finally {
      await Promise.all(setups.map((s) => s.receiver?.close()));
      // Disabled endpoints take no part in the next tests' events.
    }
  });
});

const removeEndpoint = async (id: string) => expect((await call('DELETE', `/api/webhooks/${id}`, { headers: owner.auth })).status).toBe(200);
const deliveryOf = (endpointId: string, deliveryId: string) =>
  until(
    'the delivery',
    () => deliveries.getWebhookDelivery(endpointId, deliveryId),
    (d) => !!d && d.status !== 'pending' && attemptsOf(endpointId, deliveryId).length >= d.attempts,
    40_000,
  );

describe('Retry-After', () => {
  it('is a lower bound: a 429 with Retry-After: 3 waits 3 s, then the schedule’s 4 s — it does not spend the attempts faster', async () => {
    const receiver = await httpReceiver({ status: 429, headers: { 'retry-after': '3' } });
    const { endpoint } = await addEndpoint(receiver.url);
    try {
      const id = await emit();
      expect(await deliveryOf(endpoint.id, id)).toMatchObject({ status: 'failed', attempts: 3, responseStatus: 429 });
      expectSchedule(
        '429 Retry-After: 3',
        attemptsOf(endpoint.id, id).map((s) => s.after!),
        [3_000, 4_000],
      );
      expect(receiver.arrivals).toHaveLength(3);
      expect(receiver.arrivals[2]!.at - receiver.arrivals[1]!.at, 'the third attempt came the schedule’s 4 s after the second').toBeGreaterThanOrEqual(4_000);
    } finally {
      await removeEndpoint(endpoint.id);
      await receiver.close();
    }
  });
});

describe('a rotated secret', () => {
  it('signs every delivery beside the new one for 24 hours, so a receiver with the old secret still verifies; not after', async () => {
    const receiver = await httpReceiver({ status: 200 });
    const { endpoint, secret: old } = await addEndpoint(receiver.url);
    try {
      const before = Date.now();
      const rotated = await call<WebhookWithSecret>('POST', `/api/webhooks/${endpoint.id}/secret`, { headers: owner.auth });
      expect(rotated.status).toBe(200);
      const { secret: current } = rotated.body;
      const grace = Date.parse(rotated.body.endpoint.previousSecretExpiresAt!);
      expect(grace, 'the grace ends 24 h after the rotation').toBeGreaterThanOrEqual(before + 24 * 3_600_000);
      expect(grace).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
      expect((await endpointOf(endpoint.id)).previousSecretExpiresAt).toBe(rotated.body.endpoint.previousSecretExpiresAt);

      const first = await emit();
      await deliveryOf(endpoint.id, first);
      const [during] = receiver.arrivals;
      expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
      // The official Standard Webhooks library, as a receiver runs it: either secret verifies.
      expect(new Webhook(old).verify(during!.body, during!.headers as Record<string, string>)).toMatchObject({ type: 'link.created' });
      expect(new Webhook(current).verify(during!.body, during!.headers as Record<string, string>)).toMatchObject({ type: 'link.created' });

      // The grace over (its end moved to a second ago): only the new secret signs.
      await endpoints.updateWebhookEndpoint(
        owner.user.teamId,
        endpoint.id,
        { previousSecretExpiresAt: new Date(Date.now() - 1_000).toISOString() },
        new Date().toISOString(),
      );
      expect((await endpointOf(endpoint.id)).previousSecretExpiresAt).toBeUndefined();
      const second = await emit();
      await deliveryOf(endpoint.id, second);
      const after = receiver.arrivals[1]!;
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(() => new Webhook(old).verify(after.body, after.headers as Record<string, string>)).toThrow();
      expect(new Webhook(current).verify(after.body, after.headers as Record<string, string>)).toMatchObject({ type: 'link.created' });
    } finally {
      await removeEndpoint(endpoint.id);
      await receiver.close();
    }
  });
});

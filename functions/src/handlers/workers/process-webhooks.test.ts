import { CreateQueueCommand, GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import type { WebhookWithSecret } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { until } from '#test-support/until.js';
import { linkCreatedEvent, pollWebhookQueue } from '#test-support/webhook-worker.js';
import { httpReceiver, type Receiver } from '#test-support/webhook-receivers.js';

// The webhook worker as the local runtime runs it — the poller (2 lanes of 10-message batches) and
// this handler — on an SQS queue of this file's own, with attempts bounded at 1 s. One team's
// receiver hangs with 40 events queued for it; another team's event is queued after them.
const HANGING_EVENTS = 40;
const LANES = 2;
const BATCH = 10;

let owners: Session[];
let receivers: Receiver[] = [];
const stop = new AbortController();
let polling: Promise<void> | undefined;

beforeAll(async () => {
  const env = inject('runtime')?.env;
  if (!env) throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime"))');
  Object.assign(process.env, env, {
    WEBHOOK_ATTEMPT_TIMEOUT_MS: '1000',
    WEBHOOK_RETRY_BASE_SECONDS: '1',
    WEBHOOK_MAX_ATTEMPTS: '3',
    WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  const { sqs } = await import('#lib/clients.js');
  const { QueueUrl } = await sqs().send(
    new CreateQueueCommand({ QueueName: `webhooks-batch-test-${randomUUID().slice(0, 8)}`, Attributes: { VisibilityTimeout: '30' } }),
  );
  process.env.WEBHOOK_QUEUE_URL = QueueUrl!;
  owners = await Promise.all([verifiedSession('hook-hanging'), verifiedSession('hook-healthy', 'Ayşe Çelik')]);
});

afterAll(async () => {
  stop.abort();
  await polling;
  await Promise.all(receivers.map((r) => r.close()));
});

async function addEndpoint(owner: Session, url: string): Promise<WebhookWithSecret> {
  const res = await call<WebhookWithSecret>('POST', '/api/webhooks', { headers: owner.auth, json: { url, events: ['link.created'] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('the webhook worker, shared by every team', () => {
  it('reports exactly the messages it could not work: a garbled body, and a delivery whose stored item is malformed', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('#data/table.js');
    const { webhookDeliveryKey } = await import('#data/webhooks/webhook-delivery-item.js');
    const endpointId = randomUUID();
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...webhookDeliveryKey(endpointId, 'msg_garbled'), status: 'pending', attempts: 'many' } }),
    );
    const deliver = (deliveryId: string) => JSON.stringify({ kind: 'deliver', teamId: 't-none', endpointId, deliveryId, attempt: 0 });
    const records = [
      { messageId: 'gone', body: deliver('msg_gone') },
      { messageId: 'not-json', body: '{"kind":"deliver",' },
      { messageId: 'not-a-message', body: '{"kind":"deliver","teamId":1}' },
      { messageId: 'malformed-item', body: deliver('msg_garbled') },
    ];
    const { handler } = await import('./process-webhooks.js');
    const answer = await (handler as unknown as (event: unknown, context: unknown) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>)(
      { Records: records },
      { awsRequestId: 'test', functionName: 'process-webhooks' },
    );
    expect(answer.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['malformed-item', 'not-a-message', 'not-json']);
  });

  it('delivers another team’s event after the first wave of a hanging receiver’s attempts, not after all of them', async () => {
    const [hanging, healthy] = (receivers = [await httpReceiver('hang'), await httpReceiver({ status: 200 })]);
    await addEndpoint(owners[0]!, hanging!.url);
    await addEndpoint(owners[1]!, healthy!.url);
    const { sendWebhookMessages } = await import('#data/webhooks/webhook-queue.js');
    const event = (owner: Session, n: number) => linkCreatedEvent(owner.user.teamId, n, `Bağlantı ${n} 🔗`);
    await sendWebhookMessages(
      await Promise.all([...Array.from({ length: HANGING_EVENTS }, (_, n) => event(owners[0]!, n)), event(owners[1]!, HANGING_EVENTS)]),
    );

    const { sqs } = await import('#lib/clients.js');
    polling = pollWebhookQueue(stop.signal, { lanes: LANES, batch: BATCH, queueName: 'webhooks-batch-test' });

    const [delivered] = await until(
      'the healthy receiver’s delivery',
      () => healthy!.arrivals,
      (a) => a.length >= 1,
      60_000,
    );
    const before = hanging!.arrivals.filter((a) => a.at <= delivered!.at).length;
    // Not behind all of the hanging receiver's attempts: about one wave (every lane's batch) goes
    // first, then it gets one attempt at a time and its other deliveries wait for their turn. How
    // many of the first wave start before the healthy one's depends on timing (24 of 40 seen on a
    // loaded machine, 21 at most on a quiet one), so the bound is the backlog, not the wave.
    expect(before, `the hanging receiver's requests before the healthy one's (of ${HANGING_EVENTS} queued first)`).toBeLessThan(HANGING_EVENTS);
    // Its deliveries are not dropped: still queued (waiting for its turn or their retry).
    const { Attributes } = await sqs().send(
      new GetQueueAttributesCommand({
        QueueUrl: process.env.WEBHOOK_QUEUE_URL!,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesDelayed', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    const queued = Object.values(Attributes ?? {}).reduce((sum, n) => sum + Number(n), 0);
    expect(queued + before, 'the hanging receiver’s deliveries, made or still queued').toBeGreaterThanOrEqual(HANGING_EVENTS);
  });
});

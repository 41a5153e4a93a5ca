import { CreateQueueCommand, GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession } from '#test-support/accounts.js';
import { runtime } from '#test-support/api.js';
import { KMS_FAULTS, startFaultyEndpoint, type Fault } from '#test-support/faulty-aws-endpoint.js';
import { httpReceiver, type Receiver } from '#test-support/webhook-receivers.js';

/**
 * Webhook signing secrets under KMS, through the real core (create, rotate) and the real worker
 * (processWebhookMessage) against the test runtime's table and its KMS stand-in, behind a stand-in
 * endpoint that fails KMS on demand: refused by IAM, a disabled key, throttled, 500, an HTML 502,
 * garbage, no data key, never answered. Creating answers 503 and stores nothing; rotating answers
 * 503 and changes nothing (the old secret keeps signing); a delivery takes nothing (no claim, no
 * attempt) and is queued again with a delay, so an outage never dead-letters it, and is delivered
 * once KMS heals. Deliveries go to this
 * file's own queue, which the runtime's pollers never read.
 */
const env = runtime().env;
const kms = await startFaultyEndpoint(env.KMS_ENDPOINT!);
Object.assign(process.env, env, {
  KMS_ENDPOINT: kms.url,
  WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
  WEBHOOK_ATTEMPT_TIMEOUT_MS: '2000',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { sqs } = await import('#lib/clients.js');
process.env.WEBHOOK_QUEUE_URL = (await sqs().send(new CreateQueueCommand({ QueueName: `webhook-secrets-test-${randomUUID().slice(0, 8)}` }))).QueueUrl!;
const { db, tableName } = await import('#data/table.js');
const { createWebhook } = await import('./create-webhook.js');
const { rotateWebhookSecret } = await import('./rotate-webhook-secret.js');
const { processWebhookMessage } = await import('./process-webhook-message.js');
const { forgetOpenedSecrets } = await import('./signing-secrets.js');
const { putWebhookDelivery, getWebhookDelivery } = await import('#data/webhooks/deliveries-repo.js');
const { deleteWebhookEndpoint, listWebhookEndpoints, storeSealedPlainSecrets } = await import('#data/webhooks/endpoints-repo.js');
const { webhookEndpointKey, webhookSecretKey, moderationWebhooksIndexKey, MODERATION_WEBHOOKS_INDEX } = await import('#data/webhooks/webhook-endpoint-item.js');
const { sealPlainWebhookSecrets } = await import('./seal-plain-webhook-secrets.js');
type Caller = import('../accounts/caller.js').Caller;

let caller: Caller;
let receiver: Receiver;
beforeAll(async () => {
  // The owner of a team of their own, as the API chain makes the caller (its role's scopes).
  caller = { ...(await verifiedSession('hook-kms', 'Işıl Güneş 🔐')).user, scopes: ['webhooks:read', 'webhooks:write'] } as Caller;
  receiver = await httpReceiver({ status: 204 });
}, 120_000);
afterAll(async () => {
  await receiver.close();
  await kms.close();
});

const raw = async (key: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** A delivery of a link.created event to the endpoint, made by the worker as the queue would hand it over. */
async function deliver(endpointId: string): Promise<{ deliveryId: string; run: () => Promise<void> }> {
  const deliveryId = `msg_${randomUUID()}`;
  const body = JSON.stringify({ type: 'link.created', timestamp: new Date().toISOString(), data: { title: 'İstanbul’da bahar 🌷' } });
  await putWebhookDelivery({ teamId: caller.teamId, endpointId, deliveryId, event: 'link.created', body, createdAt: new Date().toISOString() }, 0);
  return { deliveryId, run: () => processWebhookMessage({ kind: 'deliver', teamId: caller.teamId, endpointId, deliveryId, attempt: 0 }) };
}

/** Messages on the webhook queue waiting out a delay. */
async function delayedMessages(): Promise<number> {
  const { Attributes } = await sqs().send(
    new GetQueueAttributesCommand({ QueueUrl: process.env.WEBHOOK_QUEUE_URL!, AttributeNames: ['ApproximateNumberOfMessagesDelayed'] }),
  );
  return Number(Attributes?.ApproximateNumberOfMessagesDelayed ?? 0);
}

/** The receiver's arrival of `deliveryId`, verified with each secret given (the Standard Webhooks library). */
function verifiedArrival(deliveryId: string, ...secrets: string[]) {
  const arrival = receiver.arrivals.find((a) => a.headers['webhook-id'] === deliveryId);
  expect(arrival, `an arrival of ${deliveryId}`).toBeDefined();
  for (const secret of secrets)
    expect(new Webhook(secret).verify(arrival!.body, arrival!.headers as Record<string, string>)).toMatchObject({ type: 'link.created' });
  return arrival!;
}

/** An endpoint as stored before secrets were sealed: its plain secret (and a replaced one still signing) on its item; a moderation endpoint also in GSI1. */
async function plainEndpoint(options: { previous?: boolean; moderation?: boolean } = {}) {
  const endpointId = randomUUID();
  const secretOf = (label: string) => `whsec_${Buffer.from(`${label}-${randomUUID()}`).toString('base64')}`;
  const plain = secretOf('eski-sır');
  const previous = options.previous ? secretOf('önceki-sır') : undefined;
  const now = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...webhookEndpointKey(caller.teamId, endpointId),
        ...(options.moderation ? moderationWebhooksIndexKey(caller.teamId, endpointId) : {}),
        type: 'webhookEndpoint',
        teamId: caller.teamId,
        endpointId,
        url: receiver.url,
        events: ['link.created'],
        filter: null,
        secret: plain,
        ...(previous ? { previousSecret: previous, previousSecretExpiresAt: new Date(Date.now() + 3_600_000).toISOString() } : {}),
        ...(options.moderation ? { adminId: caller.id } : {}),
        enabled: true,
        createdAt: now,
        updatedAt: now,
      },
    }),
  );
  return { endpointId, plain, previous };
}

/** The secret attributes on an item, by name. */
const secretFields = (item: Record<string, unknown> | undefined) => Object.keys(item ?? {}).filter((k) => /secret/i.test(k) && k !== 'previousSecretExpiresAt');

describe('a webhook secret sealed under KMS', () => {
  it('is stored sealed in an item of its own, with no index keys; the endpoint holds none; deliveries are signed with it', async () => {
    const made = await createWebhook(caller, { url: receiver.url, events: ['link.created'], description: 'Kanca İı 🌷' });
    const endpoint = await raw(webhookEndpointKey(caller.teamId, made.endpoint.id));
    expect(Object.keys(endpoint!).filter((k) => /secret/i.test(k))).toEqual([]);
    const secrets = await raw(webhookSecretKey(caller.teamId, made.endpoint.id));
    expect(secrets!.sealed).toMatch(/^kms1\./);
    expect(JSON.stringify(secrets)).not.toContain(made.secret.slice('whsec_'.length));
    expect(Object.keys(secrets!).filter((k) => k.startsWith('GSI'))).toEqual([]);

    const { deliveryId, run } = await deliver(made.endpoint.id);
    await run();
    expect((await getWebhookDelivery(made.endpoint.id, deliveryId))?.status).toBe('delivered');
    verifiedArrival(deliveryId, made.secret);
  }, 60_000);

  it('an endpoint from before sealing signs with its plain secret; its rotation seals both and removes the plain one', async () => {
    const { endpointId, plain } = await plainEndpoint();
    const before = await deliver(endpointId);
    await before.run();
    verifiedArrival(before.deliveryId, plain);

    const rotated = await rotateWebhookSecret(caller, endpointId);
    expect(Object.keys((await raw(webhookEndpointKey(caller.teamId, endpointId)))!).filter((k) => /^(secret|previousSecret)$/.test(k))).toEqual([]);
    const sealed = await raw(webhookSecretKey(caller.teamId, endpointId));
    expect([sealed!.sealed, sealed!.previousSealed].every((s) => String(s).startsWith('kms1.'))).toBe(true);
    const during = await deliver(endpointId);
    await during.run();
    expect(String(verifiedArrival(during.deliveryId, plain, rotated.secret).headers['webhook-signature']).split(' ')).toHaveLength(2);
  }, 60_000);

  it('the one-off sealing run moves plain secrets (a replaced one too, a moderation endpoint out of GSI1) to sealed items; the same secrets sign; a KMS refusal leaves that endpoint plain for the next run', async () => {
    const a = await plainEndpoint({ previous: true });
    const b = await plainEndpoint({ moderation: true });
    // KMS refuses the data key for a only (its encryption context names it).
    kms.fail({ fault: KMS_FAULTS.accessDenied, when: (r) => r.operation === 'GenerateDataKey' && r.body.includes(a.endpointId) });
    let first: Awaited<ReturnType<typeof sealPlainWebhookSecrets>>;
    try {
      first = await sealPlainWebhookSecrets();
    } finally {
      kms.heal();
    }
    expect(first.failed, 'a refused').toBeGreaterThanOrEqual(1);
    expect(first.sealed, 'b sealed').toBeGreaterThanOrEqual(1);
    expect((await raw(webhookEndpointKey(caller.teamId, a.endpointId)))?.secret, 'a still plain after the refusal').toBe(a.plain);
    expect(await raw(webhookSecretKey(caller.teamId, a.endpointId)), 'no sealed item for a').toBeUndefined();
    expect(secretFields(await raw(webhookEndpointKey(caller.teamId, b.endpointId)))).toEqual([]);
    expect(String((await raw(webhookSecretKey(caller.teamId, b.endpointId)))?.sealed)).toMatch(/^kms1\./);
    const { Items: indexed } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: MODERATION_WEBHOOKS_INDEX,
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
        ExpressionAttributeValues: {
          ':pk': moderationWebhooksIndexKey(caller.teamId, b.endpointId).GSI1PK,
          ':sk': moderationWebhooksIndexKey(caller.teamId, b.endpointId).GSI1SK,
        },
      }),
    );
    expect(indexed, 'b still in GSI1').toHaveLength(1);
    expect(secretFields(indexed![0]), "GSI1's copy of b holds no secret").toEqual([]);

    const second = await sealPlainWebhookSecrets();
    expect(second.sealed, 'a sealed by the next run').toBeGreaterThanOrEqual(1);
    expect(secretFields(await raw(webhookEndpointKey(caller.teamId, a.endpointId)))).toEqual([]);
    const sealedA = await raw(webhookSecretKey(caller.teamId, a.endpointId));
    expect([sealedA?.sealed, sealedA?.previousSealed].every((v) => String(v).startsWith('kms1.'))).toBe(true);
    expect(JSON.stringify(sealedA)).not.toContain(a.plain.slice('whsec_'.length));
    // A run that finds a changed endpoint (a rotation sealed it meanwhile) writes nothing.
    expect(await storeSealedPlainSecrets({ teamId: caller.teamId, endpointId: a.endpointId, sealed: 'kms1.x' }, a.plain)).toBe(false);
    expect(await raw(webhookSecretKey(caller.teamId, a.endpointId))).toEqual(sealedA);

    // The same secrets sign as before: receivers notice nothing.
    forgetOpenedSecrets();
    const toA = await deliver(a.endpointId);
    await toA.run();
    expect(String(verifiedArrival(toA.deliveryId, a.plain, a.previous!).headers['webhook-signature']).split(' ')).toHaveLength(2);
    const toB = await deliver(b.endpointId);
    await toB.run();
    verifiedArrival(toB.deliveryId, b.plain);
    for (const e of [a, b]) await deleteWebhookEndpoint(caller.teamId, e.endpointId);
  }, 90_000);

  const faults: Record<string, Fault> = { ...KMS_FAULTS, hang: { kind: 'hang' } };
  for (const [name, fault] of Object.entries(faults)) {
    it(`${name}: create answers 503 and stores nothing, rotate answers 503 and changes nothing, a delivery waits and is made once KMS heals`, async () => {
      const made = await createWebhook(caller, { url: receiver.url, events: ['link.created'] });
      const count = (await listWebhookEndpoints(caller.teamId)).length;
      const sealedBefore = await raw(webhookSecretKey(caller.teamId, made.endpoint.id));
      const pending = await deliver(made.endpoint.id);
      forgetOpenedSecrets();
      kms.fail({ fault });
      try {
        await expect(createWebhook(caller, { url: receiver.url, events: ['link.created'] })).rejects.toMatchObject({ status: 503 });
        expect((await listWebhookEndpoints(caller.teamId)).length).toBe(count);
        await expect(rotateWebhookSecret(caller, made.endpoint.id)).rejects.toMatchObject({ status: 503 });
        expect(await raw(webhookSecretKey(caller.teamId, made.endpoint.id))).toEqual(sealedBefore);
        // The delivery waits as a new delayed message rather than failing its message into the DLQ.
        const delayedBefore = await delayedMessages();
        await pending.run();
        expect(await delayedMessages(), 'the delivery queued again with a delay').toBe(delayedBefore + 1);
        expect(await getWebhookDelivery(made.endpoint.id, pending.deliveryId)).toMatchObject({ status: 'pending', attempts: 0 });
        expect(kms.failed.map((r) => r.operation)).toEqual(expect.arrayContaining(['GenerateDataKey', 'Decrypt']));
      } finally {
        kms.heal();
      }
      await pending.run();
      expect((await getWebhookDelivery(made.endpoint.id, pending.deliveryId))?.status).toBe('delivered');
      verifiedArrival(pending.deliveryId, made.secret);
      // The team keeps room for the next case's endpoints (WEBHOOKS_PER_TEAM_MAX).
      await deleteWebhookEndpoint(caller.teamId, made.endpoint.id);
    }, 90_000);
  }
});

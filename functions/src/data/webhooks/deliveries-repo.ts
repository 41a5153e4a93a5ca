import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_TTL_ATTRIBUTE } from '@kisa/shared';
import { db, isConditionFailed, tableName } from '../table.js';
import { queryOffsetPage } from '../paging.js';
import { updateIf } from '../conditional-update.js';
import {
  deliveryClaimOf,
  webhookDeliveriesQuery,
  webhookDeliveryKey,
  webhookDeliveryOf,
  type DeliveryStatus,
  type WebhookDeliveryRecord,
} from './webhook-delivery-item.js';

/**
 * Webhook deliveries (webhook-delivery-item.ts): the signed body each sends on every attempt and
 * the last attempt's outcome; deleted by TTL after WEBHOOK_DELIVERY_DAYS. `attempts` only grows
 * (conditional writes), so a duplicate queue message can never record an older attempt over a
 * newer one, and an attempt is claimed before it is made (`claimWebhookAttempt`), so two never
 * run at once.
 */

/** Writes a new delivery (pending, no attempt yet); 'exists' when a redelivered event made it already. */
export async function putWebhookDelivery(
  delivery: Pick<WebhookDeliveryRecord, 'teamId' | 'endpointId' | 'deliveryId' | 'event' | 'body' | 'createdAt'>,
  ttlSeconds: number,
): Promise<'created' | 'exists'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...webhookDeliveryKey(delivery.endpointId, delivery.deliveryId),
          type: 'webhookDelivery',
          ...delivery,
          status: 'pending',
          attempts: 0,
          responseStatus: null,
          responseBody: null,
          latencyMs: null,
          [TABLE_TTL_ATTRIBUTE]: ttlSeconds,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return 'created';
  } catch (error) {
    if (isConditionFailed(error)) return 'exists';
    throw error;
  }
}

export async function getWebhookDelivery(endpointId: string, deliveryId: string): Promise<WebhookDeliveryRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: webhookDeliveryKey(endpointId, deliveryId), ConsistentRead: true }));
  return Item ? webhookDeliveryOf(Item) : null;
}

/**
 * A page of the endpoint's deliveries, newest first (ids are time-ordered): the most recent, or
 * those older than the delivery `before` (a previous page's `next`: its last delivery's id).
 * One more than the page is read to know whether another follows; `next` is absent on the last.
 */
export async function listWebhookDeliveries(endpointId: string, limit: number, before?: string): Promise<{ items: WebhookDeliveryRecord[]; next?: string }> {
  const { PK, skPrefix } = webhookDeliveriesQuery(endpointId);
  // Below the delivery `before`: BETWEEN is inclusive, so that delivery itself is dropped below.
  const range =
    before === undefined
      ? { condition: 'begins_with(SK, :sk)', values: { ':sk': skPrefix } }
      : { condition: 'SK BETWEEN :sk AND :before', values: { ':sk': skPrefix, ':before': `${skPrefix}${before}` } };
  const rows = await queryOffsetPage(
    {
      TableName: tableName(),
      KeyConditionExpression: `PK = :pk AND ${range.condition}`,
      ExpressionAttributeValues: { ':pk': PK, ...range.values },
      ScanIndexForward: false,
    },
    { skip: 0, limit: limit + 2 },
    (item) => webhookDeliveryOf(item),
  );
  const older = rows.filter((delivery) => delivery.deliveryId !== before);
  const items = older.slice(0, limit);
  return { items, ...(older.length > limit ? { next: items.at(-1)!.deliveryId } : {}) };
}

export interface AttemptOutcome {
  status: DeliveryStatus;
  responseStatus: number | null;
  responseBody: string | null;
  error?: string;
  latencyMs: number;
  lastAttemptAt: string;
  nextAttemptAt?: string;
}

/** Records attempt number `attempt` (1, 2, …); false when a later attempt is recorded already (a duplicate message). */
export async function recordWebhookAttempt(endpointId: string, deliveryId: string, attempt: number, outcome: AttemptOutcome): Promise<boolean> {
  // An absent error or next attempt is removed: what the last attempt left is not this one's.
  return updateIf(webhookDeliveryKey(endpointId, deliveryId), {
    fields: {
      attempts: attempt,
      status: outcome.status,
      responseStatus: outcome.responseStatus,
      responseBody: outcome.responseBody,
      latencyMs: outcome.latencyMs,
      lastAttemptAt: outcome.lastAttemptAt,
      error: outcome.error,
      nextAttemptAt: outcome.nextAttemptAt,
    },
    condition: { expression: 'attribute_exists(PK) AND attempts < :attempt', values: { ':attempt': attempt } },
  });
}

export type AttemptClaim = { claimed: true } | { claimed: false; heldUntil?: string };

/**
 * Claims attempt number `attempt` until `until` (`claimedAttempt`, `claimedUntil`): one worker at
 * a time makes an attempt, however many queue messages name it — a redelivered event's second
 * `deliver` message, a retry queued twice around a crash. Not claimed when the attempt was made
 * already or the delivery is no longer pending (nothing to do), or while another worker holds it:
 * `heldUntil` says till when (a claimant that died leaves its claim to expire).
 */
export async function claimWebhookAttempt(endpointId: string, deliveryId: string, attempt: number, now: string, until: string): Promise<AttemptClaim> {
  const Key = webhookDeliveryKey(endpointId, deliveryId);
  const claimed = await updateIf(Key, {
    fields: { claimedAttempt: attempt, claimedUntil: until },
    condition: {
      expression:
        'attribute_exists(PK) AND #status = :pending AND attempts < :attempt AND (attribute_not_exists(claimedAttempt) OR claimedAttempt < :attempt OR claimedUntil < :now)',
      names: { '#status': 'status' },
      values: { ':attempt': attempt, ':now': now, ':pending': 'pending' },
    },
  });
  if (claimed) return { claimed: true };
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key,
      ConsistentRead: true,
      ProjectionExpression: '#status, attempts, claimedUntil',
      ExpressionAttributeNames: { '#status': 'status' },
    }),
  );
  const current = Item && deliveryClaimOf(Item, Key);
  const held = current?.status === 'pending' && current.attempts < attempt ? current.claimedUntil : undefined;
  return held !== undefined ? { claimed: false, heldUntil: held } : { claimed: false };
}

/** A resend: pending again, for one more attempt; false when it is pending already. */
export async function markWebhookDeliveryResent(endpointId: string, deliveryId: string): Promise<boolean> {
  return updateIf(webhookDeliveryKey(endpointId, deliveryId), {
    fields: { status: 'pending', manual: true, nextAttemptAt: undefined },
    condition: { expression: 'attribute_exists(PK) AND #status <> :pending', names: { '#status': 'status' }, values: { ':pending': 'pending' } },
  });
}

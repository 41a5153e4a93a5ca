import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A webhook delivery (docs/DATA-MODEL.md "Webhooks"): one item per message and endpoint, in the
 * endpoint's own partition (`WEBHOOK#{endpointId}` / `DELIVERY#{deliveryId}`), newest first by id
 * (ids are time-ordered), with a `ttl` (WEBHOOK_DELIVERY_DAYS).
 */

const ENDPOINT_PREFIX = 'WEBHOOK#';
const DELIVERY_PREFIX = 'DELIVERY#';

export const webhookDeliveryKey = (endpointId: string, deliveryId: string): Key => ({
  PK: `${ENDPOINT_PREFIX}${endpointId}`,
  SK: `${DELIVERY_PREFIX}${deliveryId}`,
});

/** Query bounds for an endpoint's deliveries. */
export const webhookDeliveriesQuery = (endpointId: string) => ({ PK: `${ENDPOINT_PREFIX}${endpointId}`, skPrefix: DELIVERY_PREFIX });

const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface WebhookDeliveryRecord {
  teamId: string;
  endpointId: string;
  deliveryId: string;
  event: string;
  /** The exact JSON body signed and sent. */
  body: string;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  error?: string;
  latencyMs: number | null;
  createdAt: string;
  lastAttemptAt?: string;
  nextAttemptAt?: string;
  /** A resend: one attempt, no automatic retries after it. */
  manual?: boolean;
}

const webhookDeliveryItemSchema = z.object({
  teamId: z.string(),
  endpointId: z.string(),
  deliveryId: z.string(),
  event: z.string(),
  body: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().optional(),
  responseStatus: z.number().nullish(),
  responseBody: z.string().nullish(),
  error: z.string().optional(),
  latencyMs: z.number().nullish(),
  createdAt: z.string(),
  lastAttemptAt: z.string().optional(),
  nextAttemptAt: z.string().optional(),
  manual: z.boolean().optional(),
  /** The attempt a worker claimed and till when it holds it (claimWebhookAttempt). */
  claimedUntil: z.string().optional(),
});

/** A stored delivery item as the record the repo answers; a malformed one throws, naming its key. */
export function webhookDeliveryOf(item: Record<string, unknown>, key?: Key): WebhookDeliveryRecord {
  const d = parseItem('webhook delivery', webhookDeliveryItemSchema, item, key);
  return {
    teamId: d.teamId,
    endpointId: d.endpointId,
    deliveryId: d.deliveryId,
    event: d.event,
    body: d.body,
    status: d.status,
    attempts: d.attempts ?? 0,
    responseStatus: d.responseStatus ?? null,
    responseBody: d.responseBody ?? null,
    ...(d.error ? { error: d.error } : {}),
    latencyMs: d.latencyMs ?? null,
    createdAt: d.createdAt,
    ...(d.lastAttemptAt ? { lastAttemptAt: d.lastAttemptAt } : {}),
    ...(d.nextAttemptAt ? { nextAttemptAt: d.nextAttemptAt } : {}),
    ...(d.manual ? { manual: true } : {}),
  };
}

/** A delivery's claim as a projected read (`status`, `attempts`, `claimedUntil`) answers it. */
export const deliveryClaimOf = (item: Record<string, unknown>, key: Key) => {
  const d = parseItem('webhook delivery', webhookDeliveryItemSchema.pick({ status: true, attempts: true, claimedUntil: true }), item, key);
  return { status: d.status, attempts: d.attempts ?? 0, ...(d.claimedUntil !== undefined ? { claimedUntil: d.claimedUntil } : {}) };
};

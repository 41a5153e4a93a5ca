import type { WebhookDelivery, WebhookEndpoint } from '@kisa/shared';
import type { WebhookDeliveryRecord } from '#data/webhooks/webhook-delivery-item.js';
import type { WebhookEndpointRecord } from '#data/webhooks/webhook-endpoint-item.js';

/** The API's shape of an endpoint: everything but its secrets (a rotated-out one: only till when it still signs). */
export function toWebhookEndpoint(r: WebhookEndpointRecord, now = Date.now()): WebhookEndpoint {
  const grace = r.previousSecretExpiresAt && Date.parse(r.previousSecretExpiresAt) > now ? { previousSecretExpiresAt: r.previousSecretExpiresAt } : {};
  return {
    id: r.endpointId,
    url: r.url,
    description: r.description,
    events: r.events,
    filter: r.filter,
    enabled: r.enabled,
    ...(r.disabledReason ? { disabledReason: r.disabledReason } : {}),
    consecutiveFailures: r.consecutiveFailures,
    ...grace,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function toWebhookDelivery(r: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: r.deliveryId,
    endpointId: r.endpointId,
    event: r.event,
    status: r.status,
    attempts: r.attempts,
    responseStatus: r.responseStatus,
    responseBody: r.responseBody,
    ...(r.error ? { error: r.error } : {}),
    latencyMs: r.latencyMs,
    createdAt: r.createdAt,
    ...(r.lastAttemptAt ? { lastAttemptAt: r.lastAttemptAt } : {}),
    ...(r.nextAttemptAt ? { nextAttemptAt: r.nextAttemptAt } : {}),
  };
}

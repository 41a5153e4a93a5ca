import type { CreateWebhookInput, UpdateWebhookInput, WebhookDelivery, WebhookDeliveryList, WebhookEndpoint, WebhookEndpointList } from '@kisa/shared';
import { apiCall, apiKey, withShownOnce } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/** The team's webhook endpoints: every member reads them and their deliveries, owners change them. */
export const WEBHOOKS_KEY = apiKey('/api/webhooks');

export const deliveriesKey = (id: string) => apiKey('/api/webhooks/{id}/deliveries', { path: { id } });

/** How often an endpoint's deliveries are read again while one of them is still pending. */
export const PENDING_REFRESH_MS = 2_000;

export function useWebhooks() {
  return useApi(WEBHOOKS_KEY);
}

/** An endpoint's recent deliveries, newest first; read again every 2 s while one is pending (a test event on its way, a retry). */
export function useDeliveries(endpointId: string) {
  return useApi(deliveriesKey(endpointId), {
    refreshInterval: (list) => (list?.items.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : 0),
  });
}

export const webhooksApi = {
  /** Adds an endpoint: 201 with its signing secret, answered only now. */
  add: async (input: CreateWebhookInput) => withShownOnce(await apiCall('POST', '/api/webhooks', { body: input }), 'secret'),
  /** Its URL, events, filter, description, or enabled (enabling clears its failures). */
  update: (id: string, patch: UpdateWebhookInput) => apiCall('PATCH', '/api/webhooks/{id}', { path: { id }, body: patch }),
  remove: (id: string) => apiCall('DELETE', '/api/webhooks/{id}', { path: { id } }),
  /** A new signing secret, answered only now; the old one stops at once. */
  rotateSecret: async (id: string) => withShownOnce(await apiCall('POST', '/api/webhooks/{id}/secret', { path: { id } }), 'secret'),
  /** Queues a `webhook.test` event for the endpoint (409 while it is disabled). */
  sendTest: (id: string) => apiCall('POST', '/api/webhooks/{id}/test', { path: { id } }),
  /** Sends a delivery again: the same message and webhook-id, one more attempt. */
  resend: (id: string, deliveryId: string) => apiCall('POST', '/api/webhooks/{id}/deliveries/{deliveryId}/resend', { path: { id, deliveryId } }),
};

/** The list with `endpoint` in place of its old self (or added after the others). */
export function withEndpoint(list: WebhookEndpointList, endpoint: WebhookEndpoint): WebhookEndpointList {
  const at = list.items.findIndex((e) => e.id === endpoint.id);
  return { ...list, items: at < 0 ? [...list.items, endpoint] : list.items.map((e, i) => (i === at ? endpoint : e)) };
}

/** The list without the endpoint `id`. */
export function withoutEndpoint(list: WebhookEndpointList, id: string): WebhookEndpointList {
  return { ...list, items: list.items.filter((e) => e.id !== id) };
}

/** The deliveries with `delivery` in place of its old self, or first (the newest) when it is new. */
export function withDelivery(list: WebhookDeliveryList | undefined, delivery: WebhookDelivery): WebhookDeliveryList {
  const items = list?.items ?? [];
  const at = items.findIndex((d) => d.id === delivery.id);
  return { items: at < 0 ? [delivery, ...items] : items.map((d, i) => (i === at ? delivery : d)) };
}

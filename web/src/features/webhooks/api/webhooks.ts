import useSWR from 'swr';
import type { CreateWebhookInput, MessageResponse, UpdateWebhookInput, WebhookDelivery, WebhookDeliveryList, WebhookEndpoint, WebhookEndpointList, WebhookWithSecret } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/** The team's webhook endpoints (issue 26): every member reads them and their deliveries, owners change them. */
export const WEBHOOKS_KEY = '/api/webhooks';

const endpointPath = (id: string) => `${WEBHOOKS_KEY}/${encodeURIComponent(id)}`;
export const deliveriesKey = (id: string) => `${endpointPath(id)}/deliveries`;

/** How often an endpoint's deliveries are read again while one of them is still pending. */
export const PENDING_REFRESH_MS = 2_000;

export function useWebhooks() {
  return useSWR<WebhookEndpointList>(WEBHOOKS_KEY);
}

/** An endpoint's recent deliveries, newest first; read again every 2 s while one is pending (a test event on its way, a retry). */
export function useDeliveries(endpointId: string) {
  return useSWR<WebhookDeliveryList>(deliveriesKey(endpointId), {
    refreshInterval: (list) => (list?.items.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : 0),
  });
}

export const webhooksApi = {
  /** Adds an endpoint: 201 with its signing secret, answered only now. */
  add: (input: CreateWebhookInput) => api.post<WebhookWithSecret>(WEBHOOKS_KEY, input),
  /** Its URL, events, filter, description, or enabled (enabling clears its failures). */
  update: (id: string, patch: UpdateWebhookInput) => api.patch<WebhookEndpoint>(endpointPath(id), patch),
  remove: (id: string) => api.delete<MessageResponse>(endpointPath(id)),
  /** A new signing secret, answered only now; the old one stops at once. */
  rotateSecret: (id: string) => api.post<WebhookWithSecret>(`${endpointPath(id)}/secret`),
  /** Queues a `webhook.test` event for the endpoint (409 while it is disabled). */
  sendTest: (id: string) => api.post<WebhookDelivery>(`${endpointPath(id)}/test`),
  /** Sends a delivery again: the same message and webhook-id, one more attempt. */
  resend: (id: string, deliveryId: string) => api.post<WebhookDelivery>(`${deliveriesKey(id)}/${encodeURIComponent(deliveryId)}/resend`),
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

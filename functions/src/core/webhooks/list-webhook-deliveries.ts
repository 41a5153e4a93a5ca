import type { ListWebhookDeliveriesQuery, WebhookDeliveryList } from '@kisa/shared';
import { listWebhookDeliveries as readDeliveries } from '#data/webhooks/deliveries-repo.js';
import { decodeListCursor, encodeListCursor } from '#lib/list-cursor.js';
import type { Caller } from '../accounts/caller.js';
import { teamWebhook } from './team-webhook.js';
import { isMessageId } from './webhook-messages.js';
import { toWebhookDelivery } from './webhook-view.js';

/**
 * A page of an endpoint's deliveries (newest first, the last 30 days at most), after the
 * previous page's cursor if given. The cursor is bound to the endpoint: another endpoint's → 400.
 */
export async function listWebhookDeliveries(caller: Caller, endpointId: string | undefined, query: ListWebhookDeliveriesQuery): Promise<WebhookDeliveryList> {
  const endpoint = await teamWebhook(caller, endpointId);
  const list = `deliveries:${endpoint.endpointId}`;
  const page = await readDeliveries(endpoint.endpointId, query.limit, decodeListCursor(query.cursor, list, isMessageId));
  return { items: page.items.map(toWebhookDelivery), ...(page.next ? { nextCursor: encodeListCursor(list, page.next) } : {}) };
}

import { WEBHOOK_DELIVERIES_LISTED, type WebhookDeliveryList } from '@kisa/shared';
import { listWebhookDeliveries as readDeliveries } from '#data/webhooks/deliveries-repo.js';
import type { Caller } from '../accounts/caller.js';
import { teamWebhook } from './team-webhook.js';
import { toWebhookDelivery } from './webhook-view.js';

/** An endpoint's most recent deliveries (newest first, the last 30 days at most). */
export async function listWebhookDeliveries(caller: Caller, endpointId: string | undefined): Promise<WebhookDeliveryList> {
  const endpoint = await teamWebhook(caller, endpointId);
  return { items: (await readDeliveries(endpoint.endpointId, WEBHOOK_DELIVERIES_LISTED)).map(toWebhookDelivery) };
}

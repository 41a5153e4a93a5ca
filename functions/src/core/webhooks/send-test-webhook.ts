import { WEBHOOK_DELIVERY_DAYS, WEBHOOK_MSG, WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@kisa/shared';
import { getWebhookDelivery, putWebhookDelivery } from '#data/webhooks/deliveries-repo.js';
import { sendWebhookMessage } from '#data/webhooks/webhook-queue.js';
import { conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { teamWebhook } from './team-webhook.js';
import { newMessageId, type WebhookDeliverMessage } from './webhook-messages.js';
import { toWebhookDelivery } from './webhook-view.js';

/** A team owner sends the endpoint a `webhook.test` event (whatever it subscribes to), delivered and retried like any other. */
export async function sendTestWebhook(caller: Caller, endpointId: string | undefined): Promise<WebhookDelivery> {
  requireScope(caller, 'webhooks:write');
  const endpoint = await teamWebhook(caller, endpointId);
  if (!endpoint.enabled) throw conflict(WEBHOOK_MSG.disabled);
  const now = Date.now();
  const deliveryId = newMessageId(now);
  const timestamp = new Date(now).toISOString();
  const body = JSON.stringify({ type: WEBHOOK_TEST_EVENT, timestamp, data: { endpointId: endpoint.endpointId, message: 'A test event from Kisa' } });
  await putWebhookDelivery(
    { teamId: caller.teamId, endpointId: endpoint.endpointId, deliveryId, event: WEBHOOK_TEST_EVENT, body, createdAt: timestamp },
    Math.floor(now / 1000) + WEBHOOK_DELIVERY_DAYS * 86_400,
  );
  const message: WebhookDeliverMessage = { kind: 'deliver', teamId: caller.teamId, endpointId: endpoint.endpointId, deliveryId, attempt: 0 };
  await sendWebhookMessage(JSON.stringify(message));
  return toWebhookDelivery((await getWebhookDelivery(endpoint.endpointId, deliveryId))!);
}

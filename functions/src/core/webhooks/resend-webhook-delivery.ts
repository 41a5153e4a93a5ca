import { WEBHOOK_MSG, type WebhookDelivery } from '@kisa/shared';
import { getWebhookDelivery, markWebhookDeliveryResent } from '#data/webhooks/deliveries-repo.js';
import { sendWebhookMessage } from '#data/webhooks/webhook-queue.js';
import { conflict, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { teamWebhook } from './team-webhook.js';
import { isMessageId, type WebhookDeliverMessage } from './webhook-messages.js';
import { toWebhookDelivery } from './webhook-view.js';

/**
 * A team owner sends a finished delivery again: the same message (`webhook-id`, body), one
 * more attempt, no automatic retries after it. A delivery still pending answers as it is.
 */
export async function resendWebhookDelivery(caller: Caller, endpointId: string | undefined, deliveryId: string | undefined): Promise<WebhookDelivery> {
  requireScope(caller, 'webhooks:write');
  const endpoint = await teamWebhook(caller, endpointId);
  const delivery = deliveryId && isMessageId(deliveryId) ? await getWebhookDelivery(endpoint.endpointId, deliveryId) : null;
  if (!delivery) throw notFound(WEBHOOK_MSG.deliveryNotFound);
  if (!endpoint.enabled) throw conflict(WEBHOOK_MSG.disabled);
  if (await markWebhookDeliveryResent(endpoint.endpointId, delivery.deliveryId)) {
    const message: WebhookDeliverMessage = {
      kind: 'deliver',
      teamId: caller.teamId,
      endpointId: endpoint.endpointId,
      deliveryId: delivery.deliveryId,
      attempt: delivery.attempts,
    };
    await sendWebhookMessage(JSON.stringify(message));
  }
  return toWebhookDelivery((await getWebhookDelivery(endpoint.endpointId, delivery.deliveryId)) ?? delivery);
}

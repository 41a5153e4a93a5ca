import { resendWebhookDelivery } from '#core/webhooks/resend-webhook-delivery.js';
import { webhookOperations } from '@kisa/shared/api/operations/webhooks';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(webhookOperations.resendWebhookDelivery, async ({ caller, params }) => ({
  status: 202,
  body: await resendWebhookDelivery(caller, params.id, params.deliveryId),
}));

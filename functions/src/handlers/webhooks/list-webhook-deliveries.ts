import { listWebhookDeliveries } from '#core/webhooks/list-webhook-deliveries.js';
import { webhookOperations } from '@kisa/shared/api/operations/webhooks';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(webhookOperations.listWebhookDeliveries, async ({ caller, params, query }) => ({
  body: await listWebhookDeliveries(caller, params.id, query),
}));

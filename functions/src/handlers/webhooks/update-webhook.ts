import { updateWebhook } from '#core/webhooks/update-webhook.js';
import { webhookOperations } from '@kisa/shared/api/operations/webhooks';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(webhookOperations.updateWebhook, async ({ caller, params, body }) => ({
  body: await updateWebhook(caller, params.id, body),
}));

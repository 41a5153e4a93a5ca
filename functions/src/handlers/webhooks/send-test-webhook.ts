import { sendTestWebhook } from '#core/webhooks/send-test-webhook.js';
import { webhookOperations } from '@kisa/shared/api/operations/webhooks';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(webhookOperations.sendTestWebhook, async ({ caller, params }) => ({
  status: 202,
  body: await sendTestWebhook(caller, params.id),
}));

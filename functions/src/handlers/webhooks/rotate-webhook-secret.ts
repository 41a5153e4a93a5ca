import { rotateWebhookSecret } from '#core/webhooks/rotate-webhook-secret.js';
import { webhookOperations } from '@kisa/shared/api/operations/webhooks';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(webhookOperations.rotateWebhookSecret, async ({ caller, params }) => ({
  body: await rotateWebhookSecret(caller, params.id),
}));

import { deleteWebhook } from '#core/webhooks/delete-webhook.js';
import { webhookOperations } from '@kisa/shared/api/operations/webhooks';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(webhookOperations.deleteWebhook, async ({ caller, params }) => ({ body: await deleteWebhook(caller, params.id) }));

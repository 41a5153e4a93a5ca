import { createWebhook } from '#core/webhooks/create-webhook.js';
import { webhookOperations } from '@kisa/shared/api/operations/webhooks';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(webhookOperations.createWebhook, async ({ caller, body }) => ({ status: 201, body: await createWebhook(caller, body) }));

import { listWebhooks } from '#core/webhooks/list-webhooks.js';
import { webhookOperations } from '@kisa/shared/api/operations/webhooks';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(webhookOperations.listWebhooks, async ({ caller }) => ({ body: await listWebhooks(caller) }));

import { listWebhooks } from '#domain/webhooks/list-webhooks.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: await listWebhooks(caller) }), { auth: 'user' });

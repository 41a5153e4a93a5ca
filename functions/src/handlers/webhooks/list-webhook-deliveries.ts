import { listWebhookDeliveries } from '#domain/webhooks/list-webhook-deliveries.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, params }) => ({ body: await listWebhookDeliveries(caller, params.id) }), { auth: 'user' });

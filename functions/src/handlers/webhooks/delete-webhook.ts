import { deleteWebhook } from '#domain/webhooks/delete-webhook.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, params }) => ({ body: await deleteWebhook(caller, params.id) }), { auth: 'user' });

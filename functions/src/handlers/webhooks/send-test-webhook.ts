import { sendTestWebhook } from '#domain/webhooks/send-test-webhook.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, params }) => ({ status: 202, body: await sendTestWebhook(caller, params.id) }), { auth: 'user' });

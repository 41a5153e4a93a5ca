import { rotateWebhookSecret } from '#domain/webhooks/rotate-webhook-secret.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, params }) => ({ body: await rotateWebhookSecret(caller, params.id) }), { auth: 'user' });

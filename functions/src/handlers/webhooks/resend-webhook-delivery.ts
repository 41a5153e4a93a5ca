import { resendWebhookDelivery } from '#domain/webhooks/resend-webhook-delivery.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, params }) => ({ status: 202, body: await resendWebhookDelivery(caller, params.id, params.deliveryId) }), { auth: 'user' });

import { updateWebhookSchema } from '@kisa/shared';
import { updateWebhook } from '#domain/webhooks/update-webhook.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, params, body }) => ({ body: await updateWebhook(caller, params.id, parseInput(updateWebhookSchema, body)) }), { auth: 'user' });

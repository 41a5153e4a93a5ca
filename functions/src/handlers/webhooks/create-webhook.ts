import { createWebhookSchema } from '@kisa/shared';
import { createWebhook } from '#domain/webhooks/create-webhook.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, body }) => ({ status: 201, body: await createWebhook(caller, parseInput(createWebhookSchema, body)) }), { auth: 'user' });

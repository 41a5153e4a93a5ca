import { createWebhookSchema, messageSchema, updateWebhookSchema, webhookDeliveryListSchema, webhookDeliverySchema, webhookEndpointListSchema, webhookEndpointSchema, webhookWithSecretSchema } from '@kisa/shared';
import type { OperationDoc } from '../operation-doc.js';

/** Webhook endpoints and their deliveries (issue 26). The payloads are in the document's `webhooks` section. */
export const webhookOperations: Record<string, OperationDoc> = {
  'GET /api/webhooks': {
    summary: "The team's webhook endpoints (never their secrets)",
    tags: ['webhooks'],
    responses: { 200: ['Endpoints', webhookEndpointListSchema] },
  },
  'POST /api/webhooks': {
    summary: 'Add an endpoint (team owners): an https URL, its events and an optional filter; the signing secret is answered only now',
    tags: ['webhooks'],
    body: createWebhookSchema,
    responses: { 201: ['Endpoint added, with its signing secret', webhookWithSecretSchema] },
    errors: { 400: 'Not an https URL, a private address, or no or unknown events', 403: 'Not a team owner', 409: 'The team has 20 endpoints' },
  },
  'PATCH /api/webhooks/{id}': {
    summary: 'Change an endpoint’s URL, events, filter or description, or enable / disable it (team owners; enabling clears its failures)',
    tags: ['webhooks'],
    body: updateWebhookSchema,
    responses: { 200: ['Endpoint updated', webhookEndpointSchema] },
    errors: { 400: 'Invalid input', 403: 'Not a team owner', 404: 'No such endpoint of the team' },
  },
  'DELETE /api/webhooks/{id}': {
    summary: 'Delete an endpoint (team owners); deliveries still queued for it are dropped',
    tags: ['webhooks'],
    responses: { 200: ['Endpoint deleted', messageSchema] },
    errors: { 403: 'Not a team owner', 404: 'No such endpoint of the team' },
  },
  'POST /api/webhooks/{id}/secret': {
    summary: 'Replace the endpoint’s signing secret (team owners); the new one is answered only now, and the replaced one keeps signing beside it for 24 hours (`endpoint.previousSecretExpiresAt`)',
    tags: ['webhooks'],
    responses: { 200: ['The endpoint and its new secret', webhookWithSecretSchema] },
    errors: { 403: 'Not a team owner', 404: 'No such endpoint of the team' },
  },
  'GET /api/webhooks/{id}/deliveries': {
    summary: 'The endpoint’s recent deliveries, newest first (50 at most, 30 days): event, status, attempts, last answer',
    tags: ['webhooks'],
    responses: { 200: ['Deliveries', webhookDeliveryListSchema] },
    errors: { 404: 'No such endpoint of the team' },
  },
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/resend': {
    summary: 'Send a delivery again (team owners): the same message and webhook-id, one more attempt',
    tags: ['webhooks'],
    responses: { 202: ['Queued again', webhookDeliverySchema] },
    errors: { 403: 'Not a team owner', 404: 'No such endpoint or delivery', 409: 'The endpoint is disabled' },
  },
  'POST /api/webhooks/{id}/test': {
    summary: 'Send the endpoint a `webhook.test` event (team owners)',
    tags: ['webhooks'],
    responses: { 202: ['Queued', webhookDeliverySchema] },
    errors: { 403: 'Not a team owner', 404: 'No such endpoint of the team', 409: 'The endpoint is disabled' },
  },
};

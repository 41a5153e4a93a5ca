import { apiKeyListSchema, apiKeysRevokedSchema, createApiKeySchema, createdApiKeySchema, messageSchema } from '@kisa/shared';
import type { OperationDoc } from '../operation-doc.js';

/** Personal API keys. */
export const apiKeyOperations: Record<string, OperationDoc> = {
  'GET /api/keys': {
    summary: "The caller's personal API keys (prefix only, never the key)",
    tags: ['keys'],
    responses: { 200: ['Keys', apiKeyListSchema] },
  },
  'POST /api/keys': {
    summary: 'Create a personal API key; the answer is the only time the key is shown',
    tags: ['keys'],
    body: createApiKeySchema,
    responses: { 201: ['Key created', createdApiKeySchema] },
    errors: { 400: 'Invalid input' },
  },
  'DELETE /api/keys': {
    summary: "Revoke all the caller's API keys",
    tags: ['keys'],
    responses: { 200: ['Keys revoked, and how many', apiKeysRevokedSchema] },
  },
  'DELETE /api/keys/{id}': {
    summary: 'Revoke one API key (stops working at once)',
    tags: ['keys'],
    responses: { 200: ['Key revoked', messageSchema] },
    errors: { 404: 'No such key of yours' },
  },
};

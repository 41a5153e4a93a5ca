import { apiKeyListSchema, apiKeysRevokedSchema, createApiKeySchema, createdApiKeySchema, messageSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/** Personal API keys. */
export const apiKeyOperations = declareOperations({
  listApiKeys: {
    method: 'GET',
    path: '/api/keys',
    auth: 'user',
    uses: ['tableRead'],
    capability: 'api-keys',
    summary: "The caller's personal API keys (prefix only, never the key)",
    tags: ['keys'],
    responses: { 200: ['Keys', apiKeyListSchema] },
  },
  createApiKey: {
    method: 'POST',
    path: '/api/keys',
    auth: 'user',
    uses: ['table'],
    capability: 'api-keys',
    summary: 'Create a personal API key; the answer is the only time the key is shown',
    tags: ['keys'],
    body: createApiKeySchema,
    idempotent: true,
    shownOnce: ['key'],
    responses: { 201: ['Key created', createdApiKeySchema] },
    errors: { 400: 'Invalid input' },
  },
  revokeAllApiKeys: {
    method: 'DELETE',
    path: '/api/keys',
    auth: 'user',
    uses: ['table'],
    capability: 'api-keys',
    summary: "Revoke all the caller's API keys",
    tags: ['keys'],
    responses: { 200: ['Keys revoked, and how many', apiKeysRevokedSchema] },
  },
  revokeApiKey: {
    method: 'DELETE',
    path: '/api/keys/{id}',
    auth: 'user',
    uses: ['table'],
    capability: 'api-keys',
    summary: 'Revoke one API key (stops working at once)',
    tags: ['keys'],
    responses: { 200: ['Key revoked', messageSchema] },
    errors: { 404: 'No such key of yours' },
  },
});

import { apiKeyListSchema, apiKeysRevokedSchema, createApiKeySchema, createdApiKeySchema, messageSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/** Personal API keys. */
export const apiKeyOperations = declareOperations({
  listApiKeys: {
    method: 'GET',
    path: '/api/keys',
    auth: 'user',
    scope: 'account:read',
    uses: ['tableRead'],
    capability: 'api-keys',
    summary:
      "API keys of the caller's current team: for owners and admins every key of the team with its creator, for others their own (prefix only, never the key); expired keys are listed as such",
    tags: ['keys'],
    responses: { 200: ['Keys', apiKeyListSchema] },
  },
  createApiKey: {
    method: 'POST',
    path: '/api/keys',
    auth: 'user',
    scope: 'account:write',
    uses: ['table'],
    capability: 'api-keys',
    summary:
      "Create an API key bound to the caller's current team, with scopes (each within the caller's role; default: all the key scopes the role has) and an optional expiry (at most a year); the answer is the only time the key is shown",
    tags: ['keys'],
    body: createApiKeySchema,
    idempotent: true,
    shownOnce: ['key'],
    responses: { 201: ['Key created', createdApiKeySchema] },
    errors: { 400: 'Invalid input, a scope beyond your role, or an expiry in the past or more than a year away' },
  },
  revokeAllApiKeys: {
    method: 'DELETE',
    path: '/api/keys',
    auth: 'user',
    scope: 'account:write',
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
    scope: 'account:write',
    uses: ['table'],
    capability: 'api-keys',
    summary: 'Revoke one API key (stops working at once): your own, or — for owners and admins — any key of the team',
    tags: ['keys'],
    responses: { 200: ['Key revoked', messageSchema] },
    errors: { 404: 'No such key of yours (or of your team, for owners and admins)' },
  },
});

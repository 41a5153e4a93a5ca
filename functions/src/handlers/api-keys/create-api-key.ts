import { createApiKey } from '#core/api-keys/create-api-key.js';
import { apiKeyOperations } from '@kisa/shared/api/operations/api-keys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(apiKeyOperations.createApiKey, async ({ body, caller }) => ({ status: 201, body: await createApiKey(caller, body) }));

import { listCallersApiKeys } from '#core/api-keys/list-api-keys.js';
import { apiKeyOperations } from '@kisa/shared/api/operations/api-keys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(apiKeyOperations.listApiKeys, async ({ caller }) => ({ body: { items: await listCallersApiKeys(caller) } }));

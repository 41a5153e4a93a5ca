import { MSG } from '@kisa/shared';
import { revokeApiKey } from '#core/api-keys/revoke-api-key.js';
import { apiKeyOperations } from '@kisa/shared/api/operations/api-keys';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(apiKeyOperations.revokeApiKey, async ({ params, caller }) => {
  await revokeApiKey(caller, parseId('apiKey', params.id, MSG.apiKeyNotFound));
  return { body: { message: MSG.apiKeyRevoked } };
});

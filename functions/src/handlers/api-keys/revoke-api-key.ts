import { MSG } from '@kisa/shared';
import { revokeApiKey } from '#domain/api-keys/revoke-api-key.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ params, caller }) => {
    await revokeApiKey(caller, parseId('apiKey', params.id, MSG.apiKeyNotFound));
    return { body: { message: MSG.apiKeyRevoked } };
  },
  { auth: 'user' },
);

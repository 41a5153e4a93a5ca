import { MSG } from '@kisa/shared';
import { revokeApiKey } from '../../domain/api-keys/manage-api-keys.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(
  async ({ params, caller }) => {
    await revokeApiKey(caller, params.id);
    return { body: { message: MSG.apiKeyRevoked } };
  },
  { auth: 'user' },
);

import { MSG } from '@kisa/shared';
import { revokeAllApiKeys } from '#domain/api-keys/revoke-all-api-keys.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(
  async ({ caller }) => ({ body: { message: MSG.apiKeysRevoked, revoked: await revokeAllApiKeys(caller) } }),
  { auth: 'user' },
);

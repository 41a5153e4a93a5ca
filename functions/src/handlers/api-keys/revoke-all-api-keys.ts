import { MSG } from '@kisa/shared';
import { revokeAllApiKeys } from '#core/api-keys/revoke-all-api-keys.js';
import { apiKeyOperations } from '@kisa/shared/api/operations/api-keys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(apiKeyOperations.revokeAllApiKeys, async ({ caller }) => ({
  body: { message: MSG.apiKeysRevoked, revoked: await revokeAllApiKeys(caller) },
}));

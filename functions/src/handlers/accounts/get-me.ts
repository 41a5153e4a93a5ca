import { pendingInvitationsOf } from '#core/team/pending-invitations.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

// The auth middleware already loaded the caller's profile (the User, less the API key it came with); invitations to their address ride along.
export const handler = apiOperation(accountOperations.getMe, async ({ caller }) => {
  const { apiKeyId: _apiKeyId, scopeRefusal: _scopeRefusal, ...user } = caller;
  return { body: { ...user, invitations: await pendingInvitationsOf(caller) } };
});

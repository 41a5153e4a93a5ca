import { pendingInvitationsOf } from '#domain/team/pending-invitations.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

// The auth middleware already loaded the caller's profile; invitations to their address ride along (issue 22).
export const handler = apiOperation(accountOperations.getMe, async ({ caller }) => ({ body: { ...caller, invitations: await pendingInvitationsOf(caller) } }));

import { pendingInvitationsOf } from '#domain/team/pending-invitations.js';
import { apiHandler } from '../api-handler.js';

// The auth middleware already loaded the caller's profile; invitations to their address ride along (issue 22).
export const handler = apiHandler(async ({ caller }) => ({ body: { ...caller, invitations: await pendingInvitationsOf(caller) } }), { auth: 'user' });

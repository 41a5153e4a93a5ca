import type { PendingInvitation } from '@kisa/shared';
import { listInvitationsForEmail } from '#data/accounts/invitations-repo.js';
import { listMembershipsOfUser } from '#data/accounts/memberships-repo.js';
import { getTeam } from '#data/accounts/teams-repo.js';
import type { Caller } from '../accounts/caller.js';
import { nowSeconds } from './invitations.js';

/**
 * Live invitations addressed to the caller's own address from teams they are not in: a person
 * who signed up with an invited address has an account of their own, and sees here what they
 * may accept or decline — never silently a member of the inviting team. Only verified
 * addresses: the address must be the caller's.
 */
export async function pendingInvitationsOf(caller: Caller): Promise<PendingInvitation[]> {
  if (!caller.verified) return [];
  const now = nowSeconds();
  const live = (await listInvitationsForEmail(caller.email)).filter((i) => i.expiresAt > now && i.teamId !== caller.teamId);
  if (live.length === 0) return [];
  // Invitations to teams the caller is in already are not offered (accepting does nothing more).
  const mine = new Set((await listMembershipsOfUser(caller.id)).map((m) => m.teamId));
  return offered(live.filter((i) => !mine.has(i.teamId)));
}

async function offered(live: Awaited<ReturnType<typeof listInvitationsForEmail>>): Promise<PendingInvitation[]> {
  const teams = await Promise.all(live.map((i) => getTeam(i.teamId)));
  return live.flatMap((i, n) => {
    const team = teams[n];
    if (!team) return [];
    return [
      { id: i.invitationId, teamName: team.name, inviterName: i.invitedBy.name, invitedAt: i.invitedAt, expiresAt: new Date(i.expiresAt * 1000).toISOString() },
    ];
  });
}

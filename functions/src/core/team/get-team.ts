import type { Member, Team } from '@kisa/shared';
import { listTeamInvitations } from '#data/accounts/invitations-repo.js';
import type { TeamMemberRecord } from '#data/accounts/member-item.js';
import { getTeam, listTeamMembers } from '#data/accounts/teams-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { toInvitation } from './invitations.js';

/**
 * The caller's team with its members, owners first, then by member-since date. Owners also
 * see the pending invitations (newest first, expired ones too, to send again); members do not
 * need the addresses the owners invited.
 */
export async function getCallersTeam(caller: Caller): Promise<Team> {
  const isOwner = caller.teamRole === 'owner';
  const [team, members, invitations] = await Promise.all([
    getTeam(caller.teamId),
    listTeamMembers(caller.teamId),
    isOwner ? listTeamInvitations(caller.teamId) : Promise.resolve([]),
  ]);
  if (!team) throw notFound();
  const order = (m: TeamMemberRecord) => (m.role === 'owner' ? 0 : 1);
  members.sort((a, b) => order(a) - order(b) || a.memberSince.localeCompare(b.memberSince));
  invitations.sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  return { id: team.teamId, name: team.name, members: members.map(toMember), invitations: invitations.map(toInvitation) };
}

export function toMember(m: TeamMemberRecord): Member {
  return { id: m.userId, name: m.name, email: m.email, role: m.role, memberSince: m.memberSince };
}

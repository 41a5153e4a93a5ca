import type { Member, Team } from '@kisa/shared';
import { listTeamInvitations } from '#data/accounts/invitations-repo.js';
import { getTeam, listTeamMembers, type TeamMemberView } from '#data/accounts/teams-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { toInvitation } from './invitations.js';

const ROLE_ORDER = { owner: 0, admin: 1, member: 2, viewer: 3 } as const;

/**
 * The caller's current team with its members, by role (owners first), then by member-since date,
 * and its settings. Who may manage members (team:write) also sees the pending invitations (newest
 * first, expired ones too, to send again); others do not need the addresses invited.
 */
export async function getCallersTeam(caller: Caller): Promise<Team> {
  const managesMembers = caller.scopes?.includes('team:write') === true;
  const [team, members, invitations] = await Promise.all([
    getTeam(caller.teamId),
    listTeamMembers(caller.teamId),
    managesMembers ? listTeamInvitations(caller.teamId) : Promise.resolve([]),
  ]);
  if (!team) throw notFound();
  members.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.memberSince.localeCompare(b.memberSince));
  invitations.sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  return {
    id: team.teamId,
    name: team.name,
    members: members.map(toMember),
    invitations: invitations.map(toInvitation),
    settings: { name: team.name, viewersExportVisitors: team.viewersExportVisitors, secondFactorRequired: team.secondFactorRequired },
  };
}

export function toMember(m: TeamMemberView): Member {
  return { id: m.userId, name: m.name, email: m.email, role: m.role, memberSince: m.memberSince };
}

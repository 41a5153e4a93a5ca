import type { Member, Team } from '@kisa/shared';
import { getTeam, listTeamMembers, type TeamMemberRecord } from '../../data/teams-repo.js';
import { notFound } from '../../lib/errors.js';
import type { Caller } from '../accounts/caller.js';

/** The caller's team with its members, owners first, then by member-since date. */
export async function getCallersTeam(caller: Caller): Promise<Team> {
  const [team, members] = await Promise.all([getTeam(caller.teamId), listTeamMembers(caller.teamId)]);
  if (!team) throw notFound();
  const order = (m: TeamMemberRecord) => (m.role === 'owner' ? 0 : 1);
  members.sort((a, b) => order(a) - order(b) || a.memberSince.localeCompare(b.memberSince));
  return { id: team.teamId, name: team.name, members: members.map(toMember) };
}

export function toMember(m: TeamMemberRecord): Member {
  return { id: m.userId, name: m.name, email: m.email, role: m.role, memberSince: m.memberSince };
}

import { MSG, type MyTeams } from '@kisa/shared';
import { getMembership, getTeams, listMembershipsOfUser, setDefaultTeam } from '#data/accounts/memberships-repo.js';
import { setSessionTeam } from '#data/accounts/sessions-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import type { SessionRef } from '../accounts/sessions.js';

/**
 * The caller's teams by name, their role in each, the current one marked. The current team is
 * listed even before its row is in the person's teams index (a row from before it, or a team
 * joined a moment ago).
 */
export async function listMyTeams(caller: Pick<Caller, 'id' | 'teamId' | 'teamRole'>): Promise<MyTeams> {
  const memberships = await listMembershipsOfUser(caller.id);
  const roles = new Map(memberships.map((m) => [m.teamId, m.role]));
  if (!roles.has(caller.teamId)) roles.set(caller.teamId, caller.teamRole);
  const teams = await getTeams([...roles.keys()]);
  const items = [...roles].flatMap(([teamId, role]) => {
    const team = teams.get(teamId);
    return team ? [{ id: teamId, name: team.name, role, current: teamId === caller.teamId }] : [];
  });
  items.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { items };
}

/**
 * Works in another of the caller's teams: this session's team from the next request, and the
 * person's default team (where their next sign-in starts). A team they are not in: 404.
 */
export async function switchTeam(caller: Caller, teamId: string, session?: SessionRef): Promise<MyTeams> {
  const membership = await getMembership(teamId, caller.id);
  if (!membership) throw notFound(MSG.teamNotFound);
  await Promise.all([session ? setSessionTeam(caller.id, session.id, teamId) : null, setDefaultTeam(caller.id, teamId)]);
  return listMyTeams({ id: caller.id, teamId, teamRole: membership.role });
}

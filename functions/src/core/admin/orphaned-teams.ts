import { MSG, type AdminTeams, type MessageResponse } from '@kisa/shared';
import { handOverTeam as storeHandOver } from '#data/accounts/team-members-repo.js';
import { getTeam, listOrphanedTeams } from '#data/accounts/teams-repo.js';
import { getUserIdByEmail } from '#data/accounts/users-repo.js';
import { AppError, conflict, notFound } from '#lib/errors.js';

/**
 * Teams whose last member left are kept, never deleted: their links keep redirecting and stay
 * the team's. A platform admin finds them here and hands one to a person, who becomes its only
 * owner and sees its links at once.
 */
export async function listAdminTeams(): Promise<AdminTeams> {
  const orphaned = await listOrphanedTeams();
  return {
    items: orphaned.map(({ team, orphanedAt }) => ({ id: team.teamId, name: team.name, createdAt: team.createdAt, orphanedAt, links: team.links })),
  };
}

export async function handOverTeam(teamId: string | undefined, email: string): Promise<MessageResponse> {
  const team = teamId ? await getTeam(teamId) : null;
  if (!team) throw notFound(MSG.teamNotFound);
  const userId = await getUserIdByEmail(email);
  if (!userId) throw notFound(MSG.teamOwnerUnknown);
  const outcome = await storeHandOver(team.teamId, userId, new Date().toISOString());
  if (outcome === 'handedOver') return { message: MSG.teamHandedOver(email) };
  if (outcome === 'gone' || outcome === 'already') throw conflict(MSG.teamStillHasMembers);
  if (outcome === 'noTeam') throw notFound(MSG.teamNotFound);
  throw new AppError(409, MSG.unknownError);
}

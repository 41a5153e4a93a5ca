import { MSG, type MessageResponse } from '@kisa/shared';
import { getMembership } from '#data/accounts/memberships-repo.js';
import { setSessionTeam } from '#data/accounts/sessions-repo.js';
import { removeMembership } from '#data/accounts/team-members-repo.js';
import { getUser } from '#data/accounts/users-repo.js';
import { AppError, conflict, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import type { SessionRef } from '../accounts/sessions.js';
import { planDeparture } from './departure.js';

/**
 * The caller leaves their current team and keeps their others; this session moves to their
 * default team (another one, when it was the default). Nobody leaves their only team (every
 * account is in one), and the last owner of a team with other members stays until another is
 * made owner. The last member leaving keeps the team: marked orphaned, its links keep redirecting,
 * and a platform admin may hand it to someone (admin/hand-over-team.ts).
 */
export async function leaveTeam(caller: Caller, session?: SessionRef): Promise<MessageResponse> {
  const [profile, membership] = await Promise.all([getUser(caller.id, { consistent: true }), getMembership(caller.teamId, caller.id)]);
  if (!profile || !membership) throw notFound(MSG.teamNotFound);
  const plan = await planDeparture(profile, caller.teamId);
  if (!plan.nextDefaultTeamId) throw conflict(MSG.onlyTeamCannotLeave);
  const outcome = await removeMembership(membership, profile, plan);
  if (outcome === 'lastOwner') throw conflict(MSG.lastOwnerCannotLeave);
  if (outcome !== 'removed') throw new AppError(409, MSG.unknownError);
  const next = profile.teamId !== caller.teamId ? profile.teamId : plan.nextDefaultTeamId;
  // The profile's default moved in the transaction when it was the team left.
  if (session) await setSessionTeam(caller.id, session.id, next);
  return { message: MSG.leftTeam };
}

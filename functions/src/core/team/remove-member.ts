import { requireScope } from '../accounts/require-scope.js';
import { MSG } from '@kisa/shared';
import { deleteApiKey, listApiKeys } from '#data/accounts/api-keys-repo.js';
import { deleteInvitation, listTeamInvitations } from '#data/accounts/invitations-repo.js';
import { getMembership } from '#data/accounts/memberships-repo.js';
import { removeMember as storeRemoval, removeMembership } from '#data/accounts/team-members-repo.js';
import { getUser } from '#data/accounts/users-repo.js';
import { deleteIdentity } from '#identity/user-pool.js';
import { AppError, conflict, notFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import type { Caller } from '../accounts/caller.js';
import { planDeparture } from './departure.js';
import { requireOwnerPowerFor } from './team-access.js';

/**
 * An owner or admin removes a member from the team (an owner only an owner): their membership
 * goes, and their links stay with the team. A person in other teams stays in those (their default
 * team moves to one of them). A person in no other team loses their account as before — profile,
 * membership and e-mail claim in one transaction (no sign-in, no session), then the Cognito
 * identity and their API keys: every account is in a team. The team's last owner cannot be removed.
 *
 * The id of one of the team's pending invitations withdraws it (its link stops working):
 * the team table lists both, and one route for both keeps the API's routes few.
 */
export async function removeMember(caller: Caller, memberId: string | undefined): Promise<'removed' | 'withdrawn'> {
  requireScope(caller, 'team:write');
  const [membership, profile] = memberId ? await Promise.all([getMembership(caller.teamId, memberId), getUser(memberId, { consistent: true })]) : [null, null];
  if (!membership || !profile) {
    const invitation = (await listTeamInvitations(caller.teamId)).find((i) => i.invitationId === memberId);
    if (!invitation || !(await deleteInvitation(invitation))) throw notFound(MSG.memberNotFound);
    return 'withdrawn';
  }
  requireOwnerPowerFor(caller, membership.role);
  // Removal never empties a team: its last owner stays (only leaving may leave a team with nobody).
  const plan = { ...(await planDeparture(profile, caller.teamId)), lastMember: false };
  const lastTeam = plan.otherTeamIds.length === 0;
  const outcome = lastTeam ? await storeRemoval(profile, membership, plan) : await removeMembership(membership, profile, plan);
  if (outcome === 'lastOwner') throw conflict(MSG.lastOwner);
  if (outcome !== 'removed') throw new AppError(409, MSG.unknownError);
  if (!lastTeam) return 'removed';

  try {
    await deleteIdentity(profile.userId);
  } catch (error) {
    // The identity is unusable without the profile and e-mail claim; log and move on.
    logger.error('Could not remove the Cognito user of a removed member', { userId: profile.userId, error: error as Error });
  }
  // Keys of a removed user no longer authenticate (no profile); this just tidies up.
  for (const key of await listApiKeys(profile.userId)) await deleteApiKey(key.keyHash, profile.userId);
  return 'removed';
}

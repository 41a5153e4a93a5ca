import { requireScope } from '../accounts/require-scope.js';
import { MSG } from '@kisa/shared';
import { deleteApiKey, listApiKeys } from '#data/accounts/api-keys-repo.js';
import { deleteInvitation, listTeamInvitations } from '#data/accounts/invitations-repo.js';
import { removeMember as storeRemoval } from '#data/accounts/team-members-repo.js';
import { deleteIdentity } from '#identity/user-pool.js';
import { AppError, conflict, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { logger } from '#lib/logger.js';
import { getUser } from '#data/accounts/users-repo.js';

/**
 * An owner removes a member: profile, membership and e-mail claim go in one transaction
 * (so the member can no longer sign in or use a session), then the Cognito identity and
 * the member's API keys. Links the member made stay with the team; their creator shows as
 * unknown once the profile is gone. The team's last owner cannot be removed.
 *
 * The id of one of the team's pending invitations withdraws it (its link stops working):
 * the team table lists both, and one route for both keeps the API's routes few.
 */
export async function removeMember(caller: Caller, memberId: string | undefined): Promise<'removed' | 'withdrawn'> {
  requireScope(caller, 'team:write');
  const current = memberId ? await getUser(memberId) : null;
  if (!current || current.teamId !== caller.teamId) {
    const invitation = (await listTeamInvitations(caller.teamId)).find((i) => i.invitationId === memberId);
    if (!invitation || !(await deleteInvitation(invitation))) throw notFound(MSG.memberNotFound);
    return 'withdrawn';
  }
  const outcome = await storeRemoval(current);
  if (outcome === 'lastOwner') throw conflict(MSG.lastOwner);
  if (outcome !== 'removed') throw new AppError(409, MSG.unknownError);

  try {
    await deleteIdentity(current.userId);
  } catch (error) {
    // The identity is unusable without the profile and e-mail claim; log and move on.
    logger.error('Could not remove the Cognito user of a removed member', { userId: current.userId, error: error as Error });
  }
  // Keys of a removed user no longer authenticate (no profile); this just tidies up.
  for (const key of await listApiKeys(current.userId)) await deleteApiKey(key.keyHash, current.userId);
  return 'removed';
}

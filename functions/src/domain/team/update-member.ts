import { MSG, type Member, type MemberPatch } from '@kisa/shared';
import { updateMember as storeChange } from '../../data/team-members-repo.js';
import { getUserIdByEmail } from '../../data/users-repo.js';
import { updateIdentityAttributes } from '../../identity/user-pool.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { logger } from '../../lib/logger.js';
import { memberOfCallersTeam, requireOwner } from './team-access.js';

/**
 * An owner changes a member's name, e-mail (must stay unique) or role. Demoting the team's
 * last owner is refused (409), also when two owners demote each other at once.
 */
export async function updateMember(caller: Caller, memberId: string | undefined, patch: MemberPatch): Promise<Member> {
  requireOwner(caller);
  const current = await memberOfCallersTeam(caller, memberId);
  if (patch.email && patch.email !== current.email) {
    const holder = await getUserIdByEmail(patch.email);
    if (holder && holder !== current.userId) throw conflict(MSG.emailInUse);
  }
  const outcome = await storeChange(current, patch);
  if (outcome === 'emailTaken') throw conflict(MSG.emailInUse);
  if (outcome === 'lastOwner') throw conflict(MSG.lastOwner);
  if (outcome !== 'updated') throw new AppError(409, MSG.unknownError);

  const name = patch.name ?? current.name;
  const email = patch.email ?? current.email;
  if (name !== current.name || email !== current.email) {
    try {
      await updateIdentityAttributes(current.userId, { name, email });
    } catch (error) {
      // Cognito's copy is informational (sign-in goes through our e-mail claim).
      logger.warn('Could not update the Cognito attributes of a member', { userId: current.userId, error: error as Error });
    }
  }
  return { id: current.userId, name, email, role: patch.role ?? current.teamRole, memberSince: current.createdAt };
}

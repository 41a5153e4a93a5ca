import { MSG } from '@kisa/shared';
import { getMembership } from '#data/accounts/memberships-repo.js';
import { updateMember as storeChange } from '#data/accounts/team-members-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';
import { getUser } from '#data/accounts/users-repo.js';
import { updateIdentityAttributes } from '#identity/user-pool.js';
import { badRequest, conflict } from '#lib/errors.js';
import { logger } from '#lib/logger.js';

/**
 * Sets a member's new e-mail address once its holder followed the confirmation link an
 * owner's change mailed there (update-member.ts). A taken address is refused here, to the
 * one person who may learn it: the address's holder. Sessions stay: the person is the same.
 */
export async function confirmEmailChange(userId: string, sealed: string): Promise<UserProfile> {
  const { email: newEmail, teamId } = JSON.parse(sealed) as { email: string; teamId: string };
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await getUser(userId, { consistent: true });
    if (!current || !(await getMembership(teamId, userId))) throw badRequest(MSG.invalidToken);
    if (current.email === newEmail) return current;
    const outcome = await storeChange(current, { email: newEmail });
    if (outcome === 'emailTaken') throw conflict(MSG.emailInUse);
    if (outcome !== 'updated') continue; // changed meanwhile (a rename, a role): read again
    try {
      await updateIdentityAttributes(userId, { name: current.name, email: newEmail });
    } catch (error) {
      // Cognito's copy is informational (sign-in goes through our e-mail claim).
      logger.warn('Could not update the Cognito e-mail of a member', { userId, error: error as Error });
    }
    return { ...current, email: newEmail };
  }
  throw badRequest(MSG.invalidToken);
}

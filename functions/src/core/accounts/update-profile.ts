import { MSG, type ProfilePatch } from '@kisa/shared';
import { getUser, setUserLocale } from '#data/accounts/users-repo.js';
import { updateMember } from '#data/accounts/team-members-repo.js';
import { updateIdentityAttributes } from '#identity/user-pool.js';
import { AppError, notFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import type { Caller } from './caller.js';

/**
 * PATCH /api/me: the caller changes their own name (any member, not only an owner: it is their
 * name) or language. The e-mail stays an owner's change with its confirmation mail (team/update-member.ts).
 * Answers what was saved: the name's message when a name was given, else the language's.
 */
export async function updateProfile(caller: Caller, patch: ProfilePatch): Promise<string> {
  const current = await getUser(caller.id, { consistent: true });
  if (!current) throw notFound(MSG.unknownError);
  if (patch.locale !== undefined && patch.locale !== current.locale && !(await setUserLocale(current.userId, patch.locale))) throw notFound(MSG.unknownError);
  if (patch.name === undefined) return MSG.languageSaved;
  if (patch.name === current.name) return MSG.profileSaved;
  if ((await updateMember(current, { name: patch.name })) !== 'updated') throw new AppError(409, MSG.unknownError);
  try {
    await updateIdentityAttributes(current.userId, { name: patch.name, email: current.email });
  } catch (error) {
    // Cognito's copy is informational (sign-in goes through our e-mail claim).
    logger.warn('Could not update the Cognito name of a user', { userId: current.userId, error: error as Error });
  }
  return MSG.profileSaved;
}

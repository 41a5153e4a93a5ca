import { DEFAULT_PLAN } from '@kisa/shared';
import type { UserProfile } from '#data/accounts/user-item.js';
import { createIdentity, deleteIdentity } from '#identity/user-pool.js';
import { logger } from '#lib/logger.js';

/** A new person's profile: a platform user on the default plan (Enterprise), `teamId` their default team (their role there is on the membership row). */
export function newUserProfile(user: Pick<UserProfile, 'userId' | 'name' | 'email' | 'teamId' | 'verified'>): UserProfile {
  return { ...user, role: 'user', plan: DEFAULT_PLAN, createdAt: new Date().toISOString() };
}

/**
 * The create-user sequence of a sign-up and of an accepted invitation: the Cognito identity
 * first (it validates the password), then `writeProfile` (the profile's transaction). When that
 * throws or answers anything but 'created' (the address was claimed meanwhile…), the identity
 * is removed again: an identity never outlives a profile that was not written.
 */
export async function createUser<Outcome extends string>(profile: UserProfile, password: string, writeProfile: () => Promise<Outcome>): Promise<Outcome> {
  await createIdentity({ userId: profile.userId, email: profile.email, name: profile.name, password });
  let outcome: Outcome;
  try {
    outcome = await writeProfile();
  } catch (error) {
    await removeIdentity(profile.userId);
    throw error;
  }
  if (outcome !== 'created') await removeIdentity(profile.userId);
  return outcome;
}

async function removeIdentity(userId: string): Promise<void> {
  try {
    await deleteIdentity(userId);
  } catch (error) {
    // Without a profile and an e-mail claim the orphaned identity can never sign in.
    logger.error('Could not remove the Cognito user of a user creation that failed', { userId, error: error as Error });
  }
}

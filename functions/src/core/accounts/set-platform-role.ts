import type { PlatformRole, User } from '@kisa/shared';
import { getUserIdByEmail, setPlatformRole as storeRole } from '#data/accounts/users-repo.js';
import { notFound } from '#lib/errors.js';
import { signedInUser } from './to-user.js';

/** Grants or revokes the platform admin role by e-mail (operator tooling, not an API route). */
export async function setPlatformRole(email: string, role: PlatformRole): Promise<User> {
  const userId = await getUserIdByEmail(email);
  const profile = userId ? await storeRole(userId, role) : null;
  if (!profile) throw notFound(`No account with the e-mail ${email.trim().toLowerCase()}`);
  return await signedInUser(profile);
}

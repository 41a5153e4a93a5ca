import type { User } from '@kisa/shared';
import { getUser } from '#data/accounts/users-repo.js';
import { toUser } from './to-user.js';

export async function getUserById(userId: string): Promise<User | null> {
  const profile = await getUser(userId);
  return profile ? toUser(profile) : null;
}

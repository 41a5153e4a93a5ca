import { MSG, type CreateMemberInput, type Member } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { createMember as storeMember } from '../../data/team-members-repo.js';
import { getUserIdByEmail, type UserProfile } from '../../data/users-repo.js';
import { createIdentity, deleteIdentity } from '../../identity/user-pool.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { logger } from '../../lib/logger.js';
import { requireOwner } from './team-access.js';

/**
 * An owner adds a member: a Cognito identity with the password the owner chose (permanent,
 * verified, since the owner vouches for the address), then profile, e-mail claim and
 * membership in one transaction. The member signs in with that password and sees the team's
 * links (links are team-scoped by the profile's teamId).
 */
export async function createMember(caller: Caller, input: CreateMemberInput): Promise<Member> {
  requireOwner(caller);
  if (await getUserIdByEmail(input.email)) throw conflict(MSG.emailInUse);

  const userId = randomUUID();
  const now = new Date().toISOString();
  const profile: UserProfile = {
    userId,
    name: input.name,
    email: input.email,
    role: 'user',
    teamId: caller.teamId,
    teamRole: 'member',
    plan: caller.plan,
    verified: true,
    createdAt: now,
  };

  await createIdentity({ userId, email: input.email, name: input.name, password: input.password });
  let outcome: Awaited<ReturnType<typeof storeMember>>;
  try {
    outcome = await storeMember(profile);
  } catch (error) {
    await removeIdentity(userId);
    throw error;
  }
  if (outcome !== 'created') {
    await removeIdentity(userId);
    if (outcome === 'emailTaken') throw conflict(MSG.emailInUse);
    throw notFound();
  }
  return { id: userId, name: profile.name, email: profile.email, role: 'member', memberSince: now };
}

async function removeIdentity(userId: string): Promise<void> {
  try {
    await deleteIdentity(userId);
  } catch (error) {
    // Without a profile and e-mail claim the orphaned identity can never sign in.
    logger.error('Could not remove the Cognito user of a failed member creation', { userId, error: error as Error });
  }
}

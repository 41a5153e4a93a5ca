import { MSG, PLAN_ENTERPRISE, type SignupInput } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { createAccount, getUserIdByEmail, type UserProfile } from '../../data/users-repo.js';
import { createIdentity, deleteIdentity, signInWithPassword } from '../../identity/user-pool.js';
import { conflict } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { mailVerificationLink } from './mail-verification-link.js';

/**
 * Creates an account: Cognito identity first (it validates the password), then the
 * profile, e-mail claim, own team and owner membership in one transaction. If the
 * e-mail was claimed meanwhile, the new identity is removed again and the caller gets
 * 409. Finally the verification link is mailed. Limited per client address and per
 * e-mail: each sign-up mails someone.
 */
export async function signUp(input: SignupInput, from: { ip: string }): Promise<void> {
  await checkRateLimits([
    { rule: RATE_LIMITS.signUpsPerIp, subject: from.ip },
    { rule: RATE_LIMITS.signUpsPerEmail, subject: input.email },
  ]);
  // Cheap early answer for the common duplicate; the transaction is what guarantees it.
  if (await getUserIdByEmail(input.email)) throw conflict(MSG.emailInUse);

  const userId = randomUUID();
  const now = new Date().toISOString();
  const profile: UserProfile = {
    userId,
    name: input.name,
    email: input.email,
    role: 'user',
    teamId: randomUUID(),
    teamRole: 'owner',
    plan: PLAN_ENTERPRISE,
    verified: false,
    createdAt: now,
  };

  await createIdentity({ userId, email: input.email, name: input.name, password: input.password });
  let outcome: Awaited<ReturnType<typeof createAccount>>;
  try {
    outcome = await createAccount(profile, { teamId: profile.teamId, name: `${input.name}'s team`, createdAt: now });
  } catch (error) {
    await removeIdentity(userId);
    throw error;
  }
  if (outcome === 'emailTaken') {
    await removeIdentity(userId);
    throw conflict(MSG.emailInUse);
  }

  // The password is at hand only now: a refresh token lets the verify link sign the user in.
  const session = await signInWithPassword(userId, input.password);
  await mailVerificationLink(profile, session?.refreshToken);
}

async function removeIdentity(userId: string): Promise<void> {
  try {
    await deleteIdentity(userId);
  } catch (error) {
    // An orphaned identity has no profile and no e-mail claim, so it can never sign in.
    logger.error('Could not remove the Cognito user of a failed sign-up', { userId, error: error as Error });
  }
}

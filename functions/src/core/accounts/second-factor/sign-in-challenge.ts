import { randomUUID } from 'node:crypto';
import { SIGN_IN_CHALLENGE_SECONDS, type SecondFactorChallenge, type SecondFactorMethod } from '@kisa/shared';
import { putSignInChallenge } from '#data/accounts/second-factor-challenge-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';
import { passkeyAssertionOptions } from '../passkeys/verify-passkey-assertion.js';
import { signChallenge } from './account-keys.js';

/** The ways this person may take the second step. */
export function secondFactorMethods(profile: Pick<UserProfile, 'secondFactors'>): SecondFactorMethod[] {
  return [
    ...(profile.secondFactors?.totp ? (['totp', 'recovery'] as const) : []),
    ...((profile.secondFactors?.passkeys ?? 0) > 0 ? (['passkey'] as const) : []),
  ];
}

/**
 * The password step's answer for a person with a second factor: no session yet, but a challenge
 * for the second step — signed, naming the person and when the password step began, valid 5
 * minutes, and single-use through its item (complete-second-factor.ts).
 */
export async function startSecondFactorStep(profile: UserProfile, passwordAt: number, now = Date.now()): Promise<SecondFactorChallenge> {
  const claims = { challengeId: randomUUID(), userId: profile.userId, passwordAt, expiresAt: Math.floor(now / 1000) + SIGN_IN_CHALLENGE_SECONDS };
  await putSignInChallenge(claims);
  const methods = secondFactorMethods(profile);
  // A passkey's own single-use challenge (core/accounts/passkeys), bound to this person.
  const passkey = methods.includes('passkey')
    ? await passkeyAssertionOptions({ purpose: 'second-factor', userId: profile.userId, userVerification: 'preferred' })
    : undefined;
  return { secondFactor: { challenge: await signChallenge(claims), methods, ...(passkey ? { passkey } : {}) } };
}

import { type AuthResponse, MSG, normaliseRecoveryCode, SECOND_FACTOR_MSG, type SecondFactorStepInput, SIGN_IN_CHALLENGE_MAX_WRONG } from '@kisa/shared';
import { consumeSignInChallenge, countWrongCode, getLiveSignInChallenge } from '#data/accounts/second-factor-challenge-repo.js';
import { acceptTotpStep, getTotpFactor, useRecoveryCode } from '#data/accounts/second-factor-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';
import { getUser } from '#data/accounts/users-repo.js';
import type { AuthMethod } from '#lib/auth/kisa-session-token.js';
import { AppError } from '#lib/errors.js';
import { checkRateLimits } from '../../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/limits.js';
import { recordSignIn } from '../../audit/record-sign-in.js';
import { verifyPasskeyAssertion } from '../passkeys/verify-passkey-assertion.js';
import { startKisaSession } from '../start-kisa-session.js';
import { signedInUser } from '../to-user.js';
import { hashRecoveryCode } from './recovery-codes.js';
import { openSecret, verifyChallenge } from './account-keys.js';
import { secondFactorMethods } from './sign-in-challenge.js';
import { matchingStep } from './totp.js';

/**
 * The sign-in's second step: the password step's challenge and one proof — a code from the
 * authenticator app (its time step ±1, never one already accepted), a recovery code (each works
 * once) or a passkey (core/accounts/passkeys, its own single-use challenge). Right: the challenge is used up and a Kisa session starts, authenticated as of the
 * password step. Wrong: counted on the challenge (the 5th wrong one ends it) and against sign-in's
 * limits per address and per e-mail, as a wrong password is. An expired, forged, used or ended
 * challenge: 401 "sign in again".
 */
export async function completeSecondFactor(input: SecondFactorStepInput, from: { ip: string }, nowMs = Date.now()): Promise<AuthResponse> {
  const ended = new AppError(401, SECOND_FACTOR_MSG.stepEnded);
  const nowSeconds = Math.floor(nowMs / 1000);
  const claims = await verifyChallenge(input.challenge, nowSeconds);
  if (!claims) throw ended;
  const profile = await getUser(claims.userId);
  if (!profile) throw ended;
  const attempt = await checkRateLimits([
    { rule: RATE_LIMITS.signInFailuresPerIp, subject: from.ip },
    { rule: RATE_LIMITS.signInFailuresPerEmail, subject: profile.email },
  ]);
  const challenge = await getLiveSignInChallenge(claims.challengeId, nowSeconds, SIGN_IN_CHALLENGE_MAX_WRONG);
  if (!challenge || challenge.userId !== profile.userId) throw ended;
  if (profile.disabled) throw new AppError(403, MSG.accountDisabled);
  const method = await prove(profile, input, nowMs);
  if (!method) {
    await countWrongCode(challenge.challengeId, SIGN_IN_CHALLENGE_MAX_WRONG);
    const tried = input.code !== undefined ? 'totp' : input.recoveryCode !== undefined ? 'recoveryCode' : 'passkey';
    await recordSignIn(profile, tried, undefined, 'signInFailed');
    throw new AppError(
      401,
      input.code !== undefined ? SECOND_FACTOR_MSG.wrongCode : input.recoveryCode !== undefined ? SECOND_FACTOR_MSG.wrongRecoveryCode : MSG.passkeySignInFailed,
    );
  }
  if (!(await consumeSignInChallenge(challenge.challengeId, nowSeconds, SIGN_IN_CHALLENGE_MAX_WRONG))) throw ended;
  // Null when the person's sessions were ended after the password step (a reset): that password may be the old one.
  const token = await startKisaSession(profile, challenge.passwordAt, ['pwd', method]);
  if (!token) throw ended;
  await attempt.refund();
  return { token, user: await signedInUser(profile) };
}

/** The method the input proves, or null when its code is wrong or already used. */
async function prove(profile: UserProfile, input: SecondFactorStepInput, nowMs: number): Promise<AuthMethod | null> {
  const offered = secondFactorMethods(profile);
  if (input.code !== undefined) {
    if (!offered.includes('totp')) throw new AppError(400, SECOND_FACTOR_MSG.methodNotOffered);
    const factor = await getTotpFactor(profile.userId);
    if (factor?.state !== 'active') throw new AppError(400, SECOND_FACTOR_MSG.methodNotOffered);
    const secret = await openSecret(profile.userId, factor.sealedSecret);
    if (secret === null) throw new Error(`The authenticator secret of ${profile.userId} does not open under the account key`);
    const step = matchingStep(secret, input.code, nowMs);
    return step !== null && (await acceptTotpStep(profile.userId, step)) ? 'otp' : null;
  }
  if (input.recoveryCode !== undefined) {
    if (!offered.includes('recovery')) throw new AppError(400, SECOND_FACTOR_MSG.methodNotOffered);
    const code = normaliseRecoveryCode(input.recoveryCode);
    return code && (await useRecoveryCode(profile.userId, hashRecoveryCode(code))) ? 'rec' : null;
  }
  if (input.passkey !== undefined) {
    if (!offered.includes('passkey')) throw new AppError(400, SECOND_FACTOR_MSG.methodNotOffered);
    const proved = await verifyPasskeyAssertion({ ...input.passkey, purpose: 'second-factor', userId: profile.userId, requireUserVerification: false });
    return proved ? 'hwk' : null;
  }
  throw new AppError(400, SECOND_FACTOR_MSG.oneMethod);
}

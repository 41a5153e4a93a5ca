import type { SigninInput, SignInResponse } from '@kisa/shared';
import { AppError } from '#lib/errors.js';
import { recordingRefusal } from '../audit/record-sign-in.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { evenAnswer } from './even-answer.js';
import { passwordSignIn } from './password-sign-in.js';

/**
 * Sign-in: the password check (`passwordSignIn`) under its rate limits: wrong passwords per
 * client address and per e-mail (known or not, so a 429 says nothing about the account). Every attempt is
 * counted before the password is checked — parallel guesses cannot overtake the limit — and
 * one whose password was right (signed in, or only unverified: 403) is taken back, so only
 * failures count. Once over a limit, even the right password waits for the window's end.
 * A refusal answers at a floor (`evenAnswer`): an unknown e-mail (one lookup) would otherwise
 * be refused sooner than a wrong password for a known one (Cognito checks it). A right password
 * of a person with a second factor answers the second step's challenge (second-factor/).
 */
export async function signIn(input: SigninInput, from: { ip: string; userAgent?: string }): Promise<SignInResponse> {
  const attempt = await checkRateLimits([
    { rule: RATE_LIMITS.signInFailuresPerIp, subject: from.ip },
    { rule: RATE_LIMITS.signInFailuresPerEmail, subject: input.email },
  ]);
  try {
    const session = await evenAnswer('signInRefusal', () => passwordSignIn(input, from).catch(recordingRefusal(input.email)));
    await attempt.refund();
    return session;
  } catch (error) {
    if (error instanceof AppError && error.status === 403) await attempt.refund();
    throw error;
  }
}

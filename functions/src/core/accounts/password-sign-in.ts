import { MSG, SSO_MSG, type SigninInput, type SignInResponse } from '@kisa/shared';
import { hasSecondFactor } from '#data/accounts/user-item.js';
import { getUser, getUserIdByEmail } from '#data/accounts/users-repo.js';
import { signInWithPassword } from '#identity/user-pool.js';
import { AppError } from '#lib/errors.js';
import { passwordSignInRefusedBySso } from '../sso/password-sign-in-refused.js';
import { startSecondFactorStep } from './second-factor/sign-in-challenge.js';
import type { SignInFrom } from './session-device.js';
import { startSession } from './sessions.js';
import { signedInUser } from './to-user.js';

/**
 * The password check of sign-in (sign-in.ts adds its rate limits). Unknown e-mail and wrong
 * password answer the same 401, so the endpoint does not reveal which e-mails have accounts;
 * "disabled" and "not verified" (403) are only said once the password has checked out — a
 * wrong password to a disabled account is just a wrong password. A person with a second factor
 * gets no session yet, only the second step's challenge (second-factor/sign-in-challenge.ts):
 * Cognito's tokens are dropped, and the session Kisa mints after the second step counts as
 * authenticated when this step began.
 */
export async function passwordSignIn(input: SigninInput, from?: SignInFrom): Promise<SignInResponse> {
  const wrong = new AppError(401, MSG.wrongCredentials);
  const userId = await getUserIdByEmail(input.email);
  if (!userId) throw wrong;
  const startedAt = Date.now();
  const session = await signInWithPassword(userId, input.password);
  if (!session) throw wrong;
  const profile = await getUser(userId);
  if (!profile) throw wrong;
  // Disabled by an admin (the profile's flag; Cognito keeps the identity enabled so that it
  // checks the password first): the password was right, so say so. The tokens are dropped.
  if (profile.disabled) throw new AppError(403, MSG.accountDisabled);
  if (!profile.verified) throw new AppError(403, MSG.notVerified);
  if (await passwordSignInRefusedBySso(userId, profile.teamId)) throw new AppError(403, SSO_MSG.passwordSignInRefused);
  if (hasSecondFactor(profile)) return startSecondFactorStep(profile, startedAt);
  // Refused when the password was changed while this sign-in ran: it may have proved the old one.
  if (!(await startSession(profile, session.accessToken, startedAt, from))) throw wrong;
  return { token: session.accessToken, user: await signedInUser(profile) };
}

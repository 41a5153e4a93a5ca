import { MSG, type User } from '@kisa/shared';
import type { UserProfile } from '#data/accounts/user-item.js';
import { markVerified } from '#data/accounts/users-repo.js';
import { refreshAccessToken } from '#identity/user-pool.js';
import type { Credential } from '#lib/auth/credential.js';
import { badRequest } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { authenticateCaller } from './authenticate-caller.js';
import { confirmEmailChange } from './confirm-email-change.js';
import { redeemToken } from './one-time-tokens.js';
import type { SignInFrom } from './session-device.js';
import { startSession } from './sessions.js';
import { signedInUser } from './to-user.js';

export interface VerifiedAccount {
  message: string;
  user: User;
  /** Session token for the cookie; null when the link carried no session (a resent link). */
  token: string | null;
}

/** Where the verification request came from (the handler reads it off the HTTP request). */
export interface VerifyRequest {
  /** A same-origin fetch, a navigation the user began, or no browser (same-origin.ts#isOwnOriginRequest). */
  ownOrigin: boolean;
  /** The session the browser already holds (cookie or bearer), if any. */
  credential: Credential | null;
  /** The browser's sign-up mark (shared VERIFY_BROWSER_COOKIE), if it has one. */
  browser?: string;
  /** Where the request came from (kept with the session it starts). */
  from?: SignInFrom;
}

/**
 * Uses a verification token, marks the account verified and, when the link carries a
 * sealed refresh token (links mailed at sign-up), exchanges it for a session. Cognito
 * cannot mint a session without the password or a refresh token, and the server keeps
 * no usable credential: the refresh token is sealed with the raw link token.
 *
 * Login CSRF: whoever holds a link can send someone else's browser to it. So the
 * link starts a session only for a request of the app's own origin, and never replaces a
 * live session of another user: an attacker's link followed by a signed-in victim verifies
 * the attacker's address and leaves the victim in their own account. Either way the address
 * is verified and the answer says to sign in (token null, no cookie). And the session sealed
 * in the link opens only with the mark of the browser that signed up: the app's own /verify
 * page fetches same-origin, so an attacker's link opened there by a browser with no session
 * would otherwise sign it into the attacker's account.
 */
export async function verifyAccount(rawToken: string, request: VerifyRequest): Promise<VerifiedAccount> {
  const redeemed = await redeemToken('verify', rawToken, request.browser);
  if (!redeemed) return confirmAddress(rawToken);
  const profile = await markVerified(redeemed.userId);
  if (!profile) throw badRequest(MSG.invalidToken);
  const user = await signedInUser(profile);
  const token = redeemed.secret && (await maySignIn(profile.userId, request)) ? await sessionFrom(redeemed.secret, profile, request.from) : null;
  return { message: token ? MSG.verified : MSG.verifiedPleaseSignIn, user, token };
}

/**
 * The same /verify/{token} link also confirms a member's new address (an owner's
 * e-mail change waits for it): verifying an address is what both do. Never a session.
 */
async function confirmAddress(rawToken: string): Promise<VerifiedAccount> {
  const redeemed = await redeemToken('email', rawToken);
  if (!redeemed?.secret) throw badRequest(MSG.invalidToken);
  const profile = await confirmEmailChange(redeemed.userId, redeemed.secret);
  return { message: MSG.emailChanged, user: await signedInUser(profile), token: null };
}

async function maySignIn(userId: string, { ownOrigin, credential }: VerifyRequest): Promise<boolean> {
  if (!ownOrigin) return false;
  const current = await authenticateCaller(credential);
  return !current || current.id === userId;
}

/**
 * The account is verified at this point and the link is used up; a failing exchange
 * must not turn that into an error, the user then simply signs in. The sealed refresh
 * token comes from the sign-in at sign-up, so its session dates from the account's
 * creation: if the password was reset since, the link no longer signs anyone in.
 */
async function sessionFrom(refreshToken: string, profile: UserProfile, from?: SignInFrom): Promise<string | null> {
  try {
    const token = await refreshAccessToken(refreshToken);
    return token && (await startSession(profile, token, Date.parse(profile.createdAt), from)) ? token : null;
  } catch (error) {
    logger.warn('Could not exchange the verification link session', { error: error as Error });
    return null;
  }
}

import { MSG, type User } from '@kisa/shared';
import { markVerified, type UserProfile } from '../../data/users-repo.js';
import { refreshAccessToken } from '../../identity/user-pool.js';
import { badRequest } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { redeemToken } from './one-time-tokens.js';
import { startSession } from './sessions.js';
import { toUser } from './to-user.js';

export interface VerifiedAccount {
  user: User;
  /** Session token for the cookie; null when the link carried no session (a resent link). */
  token: string | null;
}

/**
 * Uses a verification token, marks the account verified and, when the link carries a
 * sealed refresh token (links mailed at sign-up), exchanges it for a session. Cognito
 * cannot mint a session without the password or a refresh token, and the server keeps
 * no usable credential: the refresh token is sealed with the raw link token.
 */
export async function verifyAccount(rawToken: string): Promise<VerifiedAccount> {
  const redeemed = await redeemToken('verify', rawToken);
  if (!redeemed) throw badRequest(MSG.invalidToken);
  const profile = await markVerified(redeemed.userId);
  if (!profile) throw badRequest(MSG.invalidToken);
  return { user: toUser(profile), token: redeemed.secret ? await sessionFrom(redeemed.secret, profile) : null };
}

/**
 * The account is verified at this point and the link is used up; a failing exchange
 * must not turn that into an error, the user then simply signs in. The sealed refresh
 * token comes from the sign-in at sign-up, so its session dates from the account's
 * creation: if the password was reset since, the link no longer signs anyone in.
 */
async function sessionFrom(refreshToken: string, profile: UserProfile): Promise<string | null> {
  try {
    const token = await refreshAccessToken(refreshToken);
    return token && (await startSession(profile, token, Date.parse(profile.createdAt))) ? token : null;
  } catch (error) {
    logger.warn('Could not exchange the verification link session', { error: error as Error });
    return null;
  }
}

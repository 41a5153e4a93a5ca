import { addSession, removeAllSessions } from '#data/accounts/sessions-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';
import { revokeRefreshTokens } from '#identity/user-pool.js';
import type { Credential } from '#lib/auth/credential.js';
import { sessionOfTrustedToken } from '#lib/auth/session-token.js';
import { sessionDevice, type SignInFrom } from './session-device.js';

/**
 * Sessions can be ended before their token expires. A session token (Cognito access token,
 * valid for a day) is honoured only while its session item exists (data/accounts/sessions-repo.ts;
 * checked in authenticate-caller.ts, read with the profile in the one call every request
 * makes):
 *
 * - sign-in and the verification link list the new session;
 * - sign-out ends the session it was called with (that one only: other devices stay signed in;
 *   sign-out.ts);
 * - a password reset, or an owner setting a member's password, ends all the user's sessions;
 *   an owner setting their own password keeps the session that did it.
 */

/**
 * Lists a session Cognito just issued (a password sign-in, or the verification link's), with the
 * device it came from (`from`). `authenticatedAt` (epoch ms) is when the
 * authentication began; false if the user's sessions were ended since (the password it
 * proved may be the old one), or the user is disabled or gone: the token must not be handed out.
 */
export async function startSession(profile: UserProfile, accessToken: string, authenticatedAt: number, from?: SignInFrom): Promise<boolean> {
  const session = sessionOfTrustedToken(accessToken);
  // A disabled account's tokens (its verification link's, say) start no session.
  if (!session || session.userId !== profile.userId || profile.disabled) return false;
  const outcome = await addSession(profile.userId, { id: session.sessionId, expiresAt: session.expiresAt, ...sessionDevice(from, ['pwd']) }, authenticatedAt);
  return outcome === 'added';
}

/** A session: its id and expiry. */
export interface SessionRef {
  id: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/**
 * Ends every session of the user (password reset, password set by the owner), except
 * `keep`: the current session of a user who changed their own password. Also revokes the
 * user's Cognito refresh tokens.
 */
export async function endAllSessions(userId: string, keep?: SessionRef): Promise<void> {
  await removeAllSessions(userId, Date.now(), keep);
  await revokeRefreshTokens(userId);
}

/**
 * The session of the token that authenticated this request. Only for requests the auth
 * middleware accepted with this credential (it checked the signature and the session).
 */
export function currentSession(credential: Credential | null): SessionRef | undefined {
  const session = credential?.kind === 'jwt' ? sessionOfTrustedToken(credential.value) : null;
  return session ? { id: session.sessionId, expiresAt: session.expiresAt } : undefined;
}

import { RECENT_SIGN_IN_SECONDS, SECOND_FACTOR_MSG } from '@kisa/shared';
import type { Credential } from '#lib/auth/credential.js';
import { sessionOfTrustedToken } from '#lib/auth/session-token.js';
import { AppError } from '#lib/errors.js';

/**
 * A change of one's second factors (turning one off, new recovery codes) needs the person to have
 * proved who they are within the last 10 minutes — not just to hold a session token, which may
 * be a day old on a borrowed laptop. Else 403 (SECOND_FACTOR_MSG.recentSignInRequired): the web
 * app then asks for the password (and code) again and retries. Only for a credential the chain
 * authenticated this request with.
 */
export function requireRecentSignIn(credential: Credential | null, nowMs = Date.now()): void {
  const session = credential?.kind === 'jwt' ? sessionOfTrustedToken(credential.value) : null;
  if (!session || nowMs / 1000 - session.authenticatedAt > RECENT_SIGN_IN_SECONDS) throw new AppError(403, SECOND_FACTOR_MSG.recentSignInRequired);
}

import { removeSession } from '#data/accounts/sessions-repo.js';
import type { Credential } from '#lib/auth/credential.js';
import { verifySessionToken } from '#lib/auth/session-token.js';

/** Sign-out: ends the session of the presented token, if it is a valid one (API keys are revoked under /api/keys). */
export async function signOut(credential: Credential | null): Promise<void> {
  if (credential?.kind !== 'jwt') return;
  const session = await verifySessionToken(credential.value);
  if (session) await removeSession(session.userId, session.sessionId);
}

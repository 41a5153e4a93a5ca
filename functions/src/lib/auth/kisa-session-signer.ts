import { authSubkey } from '../crypto/auth-key.js';
import { decodeKisaSessionToken, encodeKisaSessionToken, type KisaSessionClaims, type NewSession } from './kisa-session-token.js';

/** Kisa's session tokens with the account key's `session-token` key (kisa-session-token.ts holds the format). */

/** A new session token for the user, valid until `expiresAt` (epoch s), signed with the account key's session-token key. */
export async function signKisaSessionToken(claims: NewSession): Promise<{ token: string; sessionId: string }> {
  return encodeKisaSessionToken(claims, await authSubkey('session-token'));
}

/** The claims of a valid, unexpired Kisa session token; null for anything else. */
export async function verifyKisaSessionToken(token: string): Promise<KisaSessionClaims | null> {
  return decodeKisaSessionToken(token, await authSubkey('session-token'));
}

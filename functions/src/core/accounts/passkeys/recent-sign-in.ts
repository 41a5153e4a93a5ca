import type { Credential } from '#lib/auth/credential.js';

/**
 * "Signed in recently": removing a passkey takes a session whose sign-in is at most this old,
 * so a session left open on a shared computer cannot quietly take one's second factor away.
 * When the session claims carry `authenticatedAt` (the second-factor work), that replaces this.
 */
export const RECENT_SIGN_IN_SECONDS = 15 * 60;

/**
 * When the session behind a credential signed in (epoch s): Cognito's `auth_time` (kept across
 * refreshes), else the token's `iat` (Kisa's own tokens are minted at sign-in). Null for an API
 * key or a token without either. Only for a credential the chain has already verified.
 */
export function sessionSignedInAt(credential: Credential | null): number | null {
  if (credential?.kind !== 'jwt') return null;
  try {
    const payload = JSON.parse(Buffer.from(credential.value.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const at = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
    return typeof at === 'number' ? at : null;
  } catch {
    return null;
  }
}

export const signedInRecently = (signedInAt: number | null, nowSeconds = Math.floor(Date.now() / 1000)): boolean =>
  signedInAt !== null && nowSeconds - signedInAt <= RECENT_SIGN_IN_SECONDS;

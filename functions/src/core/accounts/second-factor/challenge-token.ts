import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The value the password step hands out for the second step: which challenge (its item is the
 * single-use part), whose, when the password step began and until when it holds, signed with the
 * account key's sign-in-challenge key. A forged or altered value is refused before any read.
 * `<payload>.<signature>`, base64url.
 */

export interface ChallengeClaims {
  challengeId: string;
  userId: string;
  /** Epoch ms. */
  passwordAt: number;
  /** Epoch seconds. */
  expiresAt: number;
}

const sign = (payload: string, key: Buffer) => createHmac('sha256', key).update(payload).digest();

export function encodeChallenge(claims: ChallengeClaims, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ c: claims.challengeId, u: claims.userId, p: claims.passwordAt, e: claims.expiresAt })).toString('base64url');
  return `${payload}.${sign(payload, key).toString('base64url')}`;
}

export function decodeChallenge(value: string, key: Buffer, nowSeconds: number): ChallengeClaims | null {
  const [payload, sig, extra] = value.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const expected = sign(payload, key);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { c, u, p, e } = parsed;
  if (typeof c !== 'string' || typeof u !== 'string' || typeof p !== 'number' || typeof e !== 'number' || e <= nowSeconds) return null;
  return { challengeId: c, userId: u, passwordAt: p, expiresAt: e };
}

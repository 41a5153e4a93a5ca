import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SHARE_ACCESS_TTL_SECONDS } from '@kisa/shared';
import { authSubkey } from '#lib/crypto/auth-key.js';

/**
 * What a password-protected share hands out once its password checked out: `<payload>.<signature>`
 * (base64url), the payload naming the share, a fingerprint of its password hash and the expiry,
 * signed with the account key's `share-access` key. So it opens that share only, for
 * SHARE_ACCESS_TTL_SECONDS, and never once the share is revoked (checked on every read) or gets
 * another password. Nothing is stored: the signature is the proof.
 */

const sign = (payload: string, key: Buffer) => createHmac('sha256', key).update(payload).digest();
const fingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

export async function issueShareAccess(share: { shareId: string; passwordHash: string }, nowSeconds: number): Promise<{ access: string; expiresAt: number }> {
  const expiresAt = nowSeconds + SHARE_ACCESS_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify({ s: share.shareId, p: fingerprint(share.passwordHash), e: expiresAt })).toString('base64url');
  return { access: `${payload}.${sign(payload, await authSubkey('share-access')).toString('base64url')}`, expiresAt };
}

/** True when `access` was issued for this share and password and has not expired. */
export async function checkShareAccess(access: string | undefined, share: { shareId: string; passwordHash: string }, nowSeconds: number): Promise<boolean> {
  const [payload, sig, extra] = (access ?? '').split('.');
  if (!payload || !sig || extra !== undefined || access!.length > 512) return false;
  const expected = sign(payload, await authSubkey('share-access'));
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return false;
  }
  return claims.s === share.shareId && claims.p === fingerprint(share.passwordHash) && typeof claims.e === 'number' && claims.e > nowSeconds;
}

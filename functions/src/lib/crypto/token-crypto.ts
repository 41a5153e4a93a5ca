import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * One-time tokens (verify / reset links). The raw token exists only in the mail; the
 * table stores its SHA-256, so a leaked table cannot be replayed as links. 32 random
 * bytes make guessing hopeless, which is also why a fast unsalted hash is enough.
 */

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

/**
 * Seals a secret so that only the holder of the raw token can open it: the key is
 * derived from the raw token (domain-separated from the stored hash), so the table
 * alone holds ciphertext nobody can use. Used to carry a Cognito refresh token inside a
 * verification link without keeping a usable credential at rest.
 */
export function sealWithToken(raw: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(raw), iv);
  cipher.setAAD(Buffer.from(hashToken(raw)));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** Opens what sealWithToken sealed; null if the token does not fit or the data was altered. */
export function openWithToken(raw: string, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(raw), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(hashToken(raw)));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function sealKey(raw: string): Buffer {
  return createHmac('sha256', raw).update('kisa/token-seal/v1').digest();
}

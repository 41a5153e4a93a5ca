import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * An authenticator app's secret at rest: AES-256-GCM under the account key's second-factor key,
 * bound to its owner (the user id is the additional data), so a sealed secret copied onto another
 * person's item does not open. `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */

export function sealWith(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`totp:${userId}`, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** What sealWith sealed for this user; null for anything altered, sealed for another user or under another key. */
export function openWith(key: Buffer, userId: string, sealed: string): string | null {
  const [version, iv, body, tag, extra] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`totp:${userId}`, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

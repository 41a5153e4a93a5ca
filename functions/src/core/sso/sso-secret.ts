import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { authSubkey } from '#lib/crypto/auth-key.js';

/**
 * Secrets an identity provider gave a team (the OIDC client secret), sealed with AES-256-GCM
 * under the account key's `sso-secret` key; the team's id is the additional data, so a sealed
 * secret copied to another team's settings does not open.
 */

export async function sealSsoSecret(teamId: string, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await authSubkey('sso-secret'), iv);
  cipher.setAAD(Buffer.from(`sso/${teamId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The secret, or null when it was altered or sealed for another team. */
export async function openSsoSecret(teamId: string, sealed: string): Promise<string | null> {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await authSubkey('sso-secret'), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`sso/${teamId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSubkey } from '#lib/crypto/auth-key.js';

/**
 * The unsubscribe link's token: the subscription (team, member) and its nonce, signed with a key
 * derived from the account key for this purpose alone. Unguessable without the key; a new nonce
 * (a subscription made again after it was deleted) voids the old links.
 */
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

async function mac(teamId: string, userId: string, nonce: string): Promise<string> {
  return createHmac('sha256', await authSubkey('report-unsubscribe'))
    .update(`${teamId}\n${userId}\n${nonce}`)
    .digest('base64url');
}

export async function unsubscribeToken(teamId: string, userId: string, nonce: string): Promise<string> {
  return `${b64(teamId)}.${b64(userId)}.${nonce}.${await mac(teamId, userId, nonce)}`;
}

/** The subscription a token names, or null when it is malformed or its signature does not hold. */
export async function readUnsubscribeToken(token: string): Promise<{ teamId: string; userId: string; nonce: string } | null> {
  const parts = token.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  const [team, user, nonce, signature] = parts as [string, string, string, string];
  const teamId = Buffer.from(team, 'base64url').toString('utf8');
  const userId = Buffer.from(user, 'base64url').toString('utf8');
  const expected = Buffer.from(await mac(teamId, userId, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { teamId, userId, nonce } : null;
}

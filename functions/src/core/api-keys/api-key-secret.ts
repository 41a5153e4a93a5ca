import { API_KEY_PREFIX, API_KEY_PREFIX_LENGTH } from '@kisa/shared';
import { createHash, randomBytes } from 'node:crypto';

/** A new key: `kisa_` + 32 random bytes in base64url (256 bits; 48 characters in all). */
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** What the table stores and looks keys up by. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The part shown in listings: the first characters after `kisa_`. */
export function apiKeyPrefix(key: string): string {
  return key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + API_KEY_PREFIX_LENGTH);
}

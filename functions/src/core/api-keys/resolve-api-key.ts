import { API_KEY_TOUCH_INTERVAL_MS, type Scope } from '@kisa/shared';
import { getApiKey, touchApiKey } from '#data/accounts/api-keys-repo.js';
import { logger } from '#lib/logger.js';
import { hashApiKey } from './api-key-secret.js';

/**
 * Personal API keys (`Authorization: Bearer kisa_…`): the key's SHA-256 is looked up on
 * every request (strongly consistent, no cache), so a revoked key stops working at once.
 * lastUsedAt is refreshed at most once a minute per key (a conditional write) to save
 * writes. Returns the owning user id, the key's id (its hash, what the key list shows) and its scopes.
 */
export async function resolveApiKey(key: string, now = new Date()): Promise<{ userId: string; keyId: string; scopes?: Scope[] } | null> {
  const keyHash = hashApiKey(key);
  const record = await getApiKey(keyHash);
  if (!record) return null;
  const lastUsed = record.lastUsedAt ? Date.parse(record.lastUsedAt) : 0;
  if (now.getTime() - lastUsed >= API_KEY_TOUCH_INTERVAL_MS) {
    try {
      await touchApiKey(keyHash, now.toISOString(), new Date(now.getTime() - API_KEY_TOUCH_INTERVAL_MS).toISOString());
    } catch (error) {
      // Bookkeeping only: a failed touch must not fail the caller's request.
      logger.warn('Could not record an API key use', { error: error as Error });
    }
  }
  return { userId: record.userId, keyId: keyHash, ...(record.scopes ? { scopes: record.scopes } : {}) };
}

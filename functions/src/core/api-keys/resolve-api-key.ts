import { API_KEY_TOUCH_INTERVAL_MS, MSG, type Scope } from '@kisa/shared';
import { getApiKey, touchApiKey } from '#data/accounts/api-keys-repo.js';
import { AppError, BEARER_CHALLENGE } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { hashApiKey } from './api-key-secret.js';
import { isExpired } from './to-api-key-info.js';

/** A key past its expiry: 401 saying so (not the bare 'Unauthorized' of an unknown key), so its holder knows to make another. */
const expiredKey = () =>
  new AppError(401, MSG.apiKeyExpired, { 'www-authenticate': `${BEARER_CHALLENGE}, error="invalid_token", error_description="expired"` });

/**
 * Personal API keys (`Authorization: Bearer kisa_…`): the key's SHA-256 is looked up on
 * every request (strongly consistent, no cache), so a revoked key stops working at once.
 * lastUsedAt is refreshed at most once a minute per key (a conditional write) to save
 * writes. Returns the owning user id, the key's id (its hash, what the key list shows), its scopes
 * and the team it is bound to (absent for keys from before: the creator's current team). A key
 * past its expiry throws a 401 that says so.
 */
export async function resolveApiKey(key: string, now = new Date()): Promise<{ userId: string; keyId: string; scopes?: Scope[]; teamId?: string } | null> {
  const keyHash = hashApiKey(key);
  const record = await getApiKey(keyHash);
  if (!record) return null;
  if (isExpired(record, now)) throw expiredKey();
  const lastUsed = record.lastUsedAt ? Date.parse(record.lastUsedAt) : 0;
  if (now.getTime() - lastUsed >= API_KEY_TOUCH_INTERVAL_MS) {
    try {
      await touchApiKey(keyHash, now.toISOString(), new Date(now.getTime() - API_KEY_TOUCH_INTERVAL_MS).toISOString());
    } catch (error) {
      // Bookkeeping only: a failed touch must not fail the caller's request.
      logger.warn('Could not record an API key use', { error: error as Error });
    }
  }
  return { userId: record.userId, keyId: keyHash, ...(record.scopes ? { scopes: record.scopes } : {}), ...(record.teamId ? { teamId: record.teamId } : {}) };
}

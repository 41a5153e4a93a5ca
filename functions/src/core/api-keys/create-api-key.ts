import type { CreatedApiKey } from '@kisa/shared';
import type { ApiKeyRecord } from '#data/accounts/api-key-item.js';
import { putApiKey } from '#data/accounts/api-keys-repo.js';
import type { Caller } from '../accounts/caller.js';
import { apiKeyPrefix, hashApiKey, newApiKey } from './api-key-secret.js';
import { toApiKeyInfo } from './to-api-key-info.js';

/**
 * Personal API keys. The key is answered once, at creation; the table keeps its SHA-256
 * only. A key's id is that hash: revoking needs no lookup, and the hash of a 256-bit
 * random secret gives nothing away.
 */
export async function createApiKey(caller: Caller, name: string): Promise<CreatedApiKey> {
  const key = newApiKey();
  const record: ApiKeyRecord = { keyHash: hashApiKey(key), userId: caller.id, name, prefix: apiKeyPrefix(key), createdAt: new Date().toISOString() };
  await putApiKey(record);
  return { ...toApiKeyInfo(record), key };
}

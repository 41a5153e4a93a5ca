import { MSG, type ApiKeyInfo, type CreatedApiKey } from '@kisa/shared';
import { deleteApiKey, listApiKeys, putApiKey, type ApiKeyRecord } from '../../data/api-keys-repo.js';
import { notFound } from '../../lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { apiKeyPrefix, hashApiKey, newApiKey } from './api-key-secret.js';

/**
 * Personal API keys. The key is answered once, at creation; the table keeps its SHA-256
 * only. A key's id is that hash: revoking needs no lookup, and the hash of a 256-bit
 * random secret gives nothing away.
 */
export async function createApiKey(caller: Caller, name: string): Promise<CreatedApiKey> {
  const key = newApiKey();
  const record: ApiKeyRecord = { keyHash: hashApiKey(key), userId: caller.id, name, prefix: apiKeyPrefix(key), createdAt: new Date().toISOString() };
  await putApiKey(record);
  return { ...toInfo(record), key };
}

export async function listCallersApiKeys(caller: Caller): Promise<ApiKeyInfo[]> {
  return (await listApiKeys(caller.id)).map(toInfo);
}

/** Revokes one key of the caller's (id already of the key-id shape); another user's key id answers 404 like an unknown one. */
export async function revokeApiKey(caller: Caller, id: string): Promise<void> {
  if (!(await deleteApiKey(id, caller.id))) throw notFound(MSG.apiKeyNotFound);
}

/** Revokes every key of the caller's; answers how many. */
export async function revokeAllApiKeys(caller: Caller): Promise<number> {
  const keys = await listApiKeys(caller.id);
  let revoked = 0;
  for (const key of keys) if (await deleteApiKey(key.keyHash, caller.id)) revoked++;
  return revoked;
}

function toInfo(r: ApiKeyRecord): ApiKeyInfo {
  return { id: r.keyHash, name: r.name, prefix: r.prefix, createdAt: r.createdAt, lastUsedAt: r.lastUsedAt ?? null };
}

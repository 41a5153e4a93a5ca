import type { ApiKeyInfo } from '@kisa/shared';
import type { ApiKeyRecord } from '#data/accounts/api-key-item.js';

/** A key as the API lists it: its id is the key's hash; the key itself is never shown again. */
export function toApiKeyInfo(r: ApiKeyRecord): ApiKeyInfo {
  return { id: r.keyHash, name: r.name, prefix: r.prefix, createdAt: r.createdAt, lastUsedAt: r.lastUsedAt ?? null };
}

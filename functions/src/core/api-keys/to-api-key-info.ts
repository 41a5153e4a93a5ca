import type { ApiKeyInfo } from '@kisa/shared';
import type { ApiKeyRecord } from '#data/accounts/api-key-item.js';

/**
 * A key as the API lists it: its id is the key's hash; the key itself is never shown again. A key
 * from before scopes lists none (it may do what its creator's role may, but account changes).
 */
export function toApiKeyInfo(r: ApiKeyRecord, creator: { id: string; name: string }, now: Date): ApiKeyInfo {
  return {
    id: r.keyHash,
    name: r.name,
    prefix: r.prefix,
    createdAt: r.createdAt,
    lastUsedAt: r.lastUsedAt ?? null,
    scopes: r.scopes ?? [],
    expiresAt: r.expiresAt ?? null,
    expired: isExpired(r, now),
    teamId: r.teamId ?? null,
    creator,
  };
}

/** Whether the key has stopped working by its expiry. */
export const isExpired = (r: Pick<ApiKeyRecord, 'expiresAt'>, now: Date): boolean => !!r.expiresAt && Date.parse(r.expiresAt) <= now.getTime();

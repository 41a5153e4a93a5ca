import { API_KEY_MAX_DAYS, type CreatedApiKey, grantableKeyScopes, MSG, type Scope } from '@kisa/shared';
import type { ApiKeyRecord } from '#data/accounts/api-key-item.js';
import { putApiKey } from '#data/accounts/api-keys-repo.js';
import { AppError } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { apiKeyPrefix, hashApiKey, newApiKey } from './api-key-secret.js';
import { toApiKeyInfo } from './to-api-key-info.js';

const DAY_MS = 86_400_000;

/** What a key is created with: the schema has checked each scope is a key scope and the expiry an instant. */
export interface NewApiKey {
  name: string;
  scopes?: Scope[];
  expiresAt?: string;
}

/**
 * API keys. The key is answered once, at creation; the table keeps its SHA-256 only. A key's id
 * is that hash: revoking needs no lookup, and the hash of a 256-bit random secret gives nothing
 * away. A key is bound to the caller's current team, and never exceeds its creator's role: asked
 * scopes beyond it are refused by name (the default is every key scope the role has); at each
 * request the key's scopes are narrowed again to the creator's role of the day.
 */
export async function createApiKey(caller: Caller, input: NewApiKey, now = new Date()): Promise<CreatedApiKey> {
  const grantable = grantableKeyScopes(caller.scopes ?? []);
  const beyond = (input.scopes ?? []).filter((s) => !grantable.includes(s));
  if (beyond.length) throw new AppError(400, MSG.apiKeyScopesBeyondRole([...new Set(beyond)]));
  const record: ApiKeyRecord = {
    keyHash: '',
    userId: caller.id,
    name: input.name,
    prefix: '',
    createdAt: now.toISOString(),
    scopes: input.scopes ? grantable.filter((s) => input.scopes?.includes(s)) : grantable,
    teamId: caller.teamId,
    ...(input.expiresAt ? { expiresAt: checkedExpiry(input.expiresAt, now) } : {}),
  };
  const key = newApiKey();
  record.keyHash = hashApiKey(key);
  record.prefix = apiKeyPrefix(key);
  await putApiKey(record);
  return { ...toApiKeyInfo(record, { id: caller.id, name: caller.name }, now), key };
}

/** The expiry as an ISO instant in UTC: after now, at most API_KEY_MAX_DAYS away. */
function checkedExpiry(value: string, now: Date): string {
  const at = Date.parse(value);
  if (!(at > now.getTime()) || at > now.getTime() + API_KEY_MAX_DAYS * DAY_MS) throw new AppError(400, MSG.apiKeyExpiryInvalid(API_KEY_MAX_DAYS));
  return new Date(at).toISOString();
}

import type { ApiKeyInfo } from '@kisa/shared';
import { listApiKeys, listTeamApiKeys } from '#data/accounts/api-keys-repo.js';
import { getUserNames } from '#data/accounts/users-repo.js';
import type { Caller } from '../accounts/caller.js';
import { toApiKeyInfo } from './to-api-key-info.js';

/**
 * The keys of the caller's current team. Owners and admins (team:write) see every key of the team
 * with its creator, so they can revoke what they do not recognise; others see their own. The
 * caller's keys from before keys were bound to a team (they work in the current team) are listed too.
 */
export async function listCallersApiKeys(caller: Caller, now = new Date()): Promise<ApiKeyInfo[]> {
  const own = await listApiKeys(caller.id);
  const unbound = own.filter((k) => !k.teamId);
  const bound = caller.scopes?.includes('team:write') ? await listTeamApiKeys(caller.teamId) : own.filter((k) => k.teamId === caller.teamId);
  const keys = [...unbound, ...bound].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.keyHash.localeCompare(b.keyHash));
  const others = [...new Set(keys.map((k) => k.userId).filter((id) => id !== caller.id))];
  const names = others.length ? await getUserNames(others) : new Map<string, string>();
  names.set(caller.id, caller.name);
  return keys.map((k) => toApiKeyInfo(k, { id: k.userId, name: names.get(k.userId) ?? '' }, now));
}

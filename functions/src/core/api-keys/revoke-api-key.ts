import { MSG } from '@kisa/shared';
import { deleteApiKey } from '#data/accounts/api-keys-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';

/**
 * Revokes one key (id already of the key-id shape): one of the caller's own, or — for owners and
 * admins (team:write) — any key bound to the current team. Anyone else's key answers 404 like an unknown one.
 */
export async function revokeApiKey(caller: Caller, id: string): Promise<void> {
  if (await deleteApiKey(id, caller.id)) return;
  if (caller.scopes?.includes('team:write') && (await deleteApiKey(id, { teamId: caller.teamId }))) return;
  throw notFound(MSG.apiKeyNotFound);
}

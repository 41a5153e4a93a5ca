import { MSG } from '@kisa/shared';
import { deleteApiKey } from '#data/accounts/api-keys-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';

/** Revokes one key of the caller's (id already of the key-id shape); another user's key id answers 404 like an unknown one. */
export async function revokeApiKey(caller: Caller, id: string): Promise<void> {
  if (!(await deleteApiKey(id, caller.id))) throw notFound(MSG.apiKeyNotFound);
}

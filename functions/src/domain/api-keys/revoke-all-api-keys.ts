import { deleteApiKey, listApiKeys } from '../../data/api-keys-repo.js';
import type { Caller } from '../accounts/caller.js';

/** Revokes every key of the caller's; answers how many. */
export async function revokeAllApiKeys(caller: Caller): Promise<number> {
  const keys = await listApiKeys(caller.id);
  let revoked = 0;
  for (const key of keys) if (await deleteApiKey(key.keyHash, caller.id)) revoked++;
  return revoked;
}

import { deleteApiKey, listApiKeys } from '#data/accounts/api-keys-repo.js';
import type { Caller } from '../accounts/caller.js';

/** Revokes every key of the caller's; answers how many. */
export function revokeAllApiKeys(caller: Caller): Promise<number> {
  return revokeUserApiKeys(caller.id);
}

/** Revokes every key of a user's (also when their password is reset: an intruder's key must not outlive it); answers how many. */
export async function revokeUserApiKeys(userId: string): Promise<number> {
  const keys = await listApiKeys(userId);
  let revoked = 0;
  for (const key of keys) if (await deleteApiKey(key.keyHash, userId)) revoked++;
  return revoked;
}

import { MSG, type AdminUserPatch, type AdminUserRow } from '@kisa/shared';
import { getUser, setUserFlags } from '../../data/users-repo.js';
import { setIdentityEnabled } from '../../identity/user-pool.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { toAdminUserRow } from './list-users.js';

/**
 * An admin marks a user verified or disabled. Disabling turns the Cognito identity off
 * (no new sign-ins) and the flag on the profile stops existing sessions and API keys at
 * their next request; enabling reverses both.
 */
export async function updateUser(caller: Caller, userId: string | undefined, patch: AdminUserPatch): Promise<AdminUserRow> {
  if (patch.disabled === true && userId === caller.id) throw badRequest(MSG.cannotDisableSelf);
  const current = userId ? await getUser(userId) : null;
  if (!current) throw notFound(MSG.userNotFound);
  if (patch.disabled !== undefined && patch.disabled !== (current.disabled === true)) {
    // Identity first: if it fails, the profile still says what Cognito enforces.
    await setIdentityEnabled(current.userId, !patch.disabled);
  }
  const updated = await setUserFlags(current.userId, patch);
  if (!updated) throw notFound(MSG.userNotFound);
  return toAdminUserRow(updated);
}

import { MSG, type AdminUserPatch, type AdminUserRow } from '@kisa/shared';
import { getUser, setUserFlags } from '#data/accounts/users-repo.js';
import { enableIdentity, revokeRefreshTokens } from '#identity/user-pool.js';
import { logger } from '#lib/logger.js';
import { badRequest, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { adminUserRows } from './list-users.js';
import { setSubjectDisabled } from '#data/moderation/moderation-repo.js';
import { recordAction } from '../moderation/record-action.js';

/**
 * An admin marks a user verified or disabled, or puts them on a plan (their request limits from
 * their next request: the profile is read on every one). The profile's flag is the switch: sign-in
 * refuses it once the password checked out (password-sign-in.ts), and sessions and API keys
 * stop at their next request (authenticate-caller.ts). The Cognito identity stays enabled —
 * Cognito refuses a disabled identity before checking its password, so sign-in could not
 * say 'disabled' only to the right password — but disabling revokes its refresh tokens.
 */
export async function updateUser(caller: Caller, userId: string | undefined, patch: AdminUserPatch): Promise<AdminUserRow> {
  if (patch.disabled === true && userId === caller.id) throw badRequest(MSG.cannotDisableSelf);
  const current = userId ? await getUser(userId) : null;
  if (!current) throw notFound(MSG.userNotFound);
  const updated = await setUserFlags(current.userId, patch);
  if (!updated) throw notFound(MSG.userNotFound);
  if (patch.disabled !== undefined && patch.disabled !== (current.disabled === true)) {
    await updateIdentity(current.userId, patch.disabled);
    // A disabled user's links stop too (the redirect's disabled set), and the action is audited.
    await setSubjectDisabled('user', current.userId, patch.disabled);
    await recordAction(caller, { action: patch.disabled ? 'disableUser' : 'enableUser', userId: current.userId, teamId: current.teamId });
  }
  const [row] = await adminUserRows([updated]);
  return row as AdminUserRow;
}

/**
 * After the flag (which is what refuses the user): revoke the refresh tokens of a disabled
 * user, or re-enable an identity an earlier version disabled in Cognito. A failure here
 * leaves the account as the flag says, so it is logged, not the admin's error.
 */
async function updateIdentity(userId: string, disabled: boolean): Promise<void> {
  try {
    await (disabled ? revokeRefreshTokens(userId) : enableIdentity(userId));
  } catch (error) {
    logger.error('Could not update the Cognito identity after the disabled flag', { error: error as Error, userId, disabled });
  }
}

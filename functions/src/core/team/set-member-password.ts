import { requireScope } from '../accounts/require-scope.js';
import { endAllSessions, type SessionRef } from '../accounts/sessions.js';
import { setPassword } from '#identity/user-pool.js';
import { revokeUserApiKeys } from '../api-keys/revoke-all-api-keys.js';
import type { Caller } from '../accounts/caller.js';
import { memberOfCallersTeam, requireManagedByTeam, requireOwnerPowerFor } from './team-access.js';

/**
 * An owner or admin sets a member's password (permanent: the member signs in with it directly):
 * an owner's only by an owner, and only a person whose only team this is (one's own aside).
 * As a reset does, the member's sessions all end and every API key of theirs is revoked:
 * whoever knew the old password keeps no door open. Setting one's own password keeps
 * `current`, the session that did it, and loses every other session and every key.
 */
export async function setMemberPassword(caller: Caller, memberId: string | undefined, password: string, current?: SessionRef): Promise<void> {
  requireScope(caller, 'team:write');
  const { profile, membership } = await memberOfCallersTeam(caller, memberId);
  requireOwnerPowerFor(caller, membership.role);
  await requireManagedByTeam(caller, profile.userId);
  await setPassword(profile.userId, password);
  await endAllSessions(profile.userId, profile.userId === caller.id ? current : undefined);
  await revokeUserApiKeys(profile.userId);
}

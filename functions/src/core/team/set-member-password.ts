import { requireScope } from '../accounts/require-scope.js';
import { endAllSessions, type SessionRef } from '../accounts/sessions.js';
import { setPassword } from '#identity/user-pool.js';
import { revokeUserApiKeys } from '../api-keys/revoke-all-api-keys.js';
import type { Caller } from '../accounts/caller.js';
import { memberOfCallersTeam } from './team-access.js';

/**
 * An owner sets a member's password (permanent: the member signs in with it directly).
 * As a reset does, the member's sessions all end and every API key of theirs is revoked:
 * whoever knew the old password keeps no door open. An owner setting their own password
 * keeps `current`, the session that did it, and loses every other session and every key.
 */
export async function setMemberPassword(caller: Caller, memberId: string | undefined, password: string, current?: SessionRef): Promise<void> {
  requireScope(caller, 'team:write');
  const member = await memberOfCallersTeam(caller, memberId);
  await setPassword(member.userId, password);
  await endAllSessions(member.userId, member.userId === caller.id ? current : undefined);
  await revokeUserApiKeys(member.userId);
}

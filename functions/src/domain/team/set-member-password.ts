import { endAllSessions, type SessionRef } from '../accounts/sessions.js';
import { setPassword } from '#identity/user-pool.js';
import type { Caller } from '../accounts/caller.js';
import { memberOfCallersTeam, requireOwner } from './team-access.js';

/**
 * An owner sets a member's password (permanent: the member signs in with it directly).
 * The member's sessions all end; an owner setting their own password keeps `current`,
 * the session that did it, and loses every other.
 */
export async function setMemberPassword(caller: Caller, memberId: string | undefined, password: string, current?: SessionRef): Promise<void> {
  requireOwner(caller);
  const member = await memberOfCallersTeam(caller, memberId);
  await setPassword(member.userId, password);
  await endAllSessions(member.userId, member.userId === caller.id ? current : undefined);
}

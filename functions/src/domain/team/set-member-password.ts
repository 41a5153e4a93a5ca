import { setPassword } from '../../identity/user-pool.js';
import type { Caller } from '../../lib/http/types.js';
import { memberOfCallersTeam, requireOwner } from './team-access.js';

/** An owner sets a member's password (permanent: the member signs in with it directly). */
export async function setMemberPassword(caller: Caller, memberId: string | undefined, password: string): Promise<void> {
  requireOwner(caller);
  const member = await memberOfCallersTeam(caller, memberId);
  await setPassword(member.userId, password);
}

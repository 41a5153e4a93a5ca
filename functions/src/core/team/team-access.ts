import { MSG } from '@kisa/shared';
import type { UserProfile } from '#data/accounts/user-item.js';
import { getUser } from '#data/accounts/users-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';

/**
 * The profile of a member of the caller's own team. Another team's member answers 404
 * exactly like an unknown id, so ids from other teams reveal nothing.
 */
export async function memberOfCallersTeam(caller: Caller, memberId: string | undefined): Promise<UserProfile> {
  const profile = memberId ? await getUser(memberId) : null;
  if (!profile || profile.teamId !== caller.teamId) throw notFound(MSG.memberNotFound);
  return profile;
}

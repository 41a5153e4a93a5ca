import { MSG, type TeamRole } from '@kisa/shared';
import type { TeamMemberRecord } from '#data/accounts/member-item.js';
import { getMembership, listMembershipsOfUser } from '#data/accounts/memberships-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';
import { getUser } from '#data/accounts/users-repo.js';
import { AppError, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';

export interface TeamMember {
  profile: UserProfile;
  membership: TeamMemberRecord;
}

/**
 * A member of the caller's current team: their profile and membership row. Another team's
 * member answers 404 exactly like an unknown id, so ids from other teams reveal nothing.
 */
export async function memberOfCallersTeam(caller: Caller, memberId: string | undefined): Promise<TeamMember> {
  const [membership, profile] = memberId ? await Promise.all([getMembership(caller.teamId, memberId), getUser(memberId, { consistent: true })]) : [null, null];
  if (!membership || !profile) throw notFound(MSG.memberNotFound);
  return { profile, membership };
}

/** Owners are invited, made, changed, demoted and removed by owners only (an admin: 403). */
export function requireOwnerPowerFor(caller: Caller, ...roles: TeamRole[]): void {
  if (roles.includes('owner') && !caller.scopes?.includes('team:owners')) throw new AppError(403, MSG.ownersOnlyByOwners);
}

/**
 * A person's name, e-mail and password are the team's to set only while it is their only team:
 * a team must not reach into an account that other teams rely on. One's own are always one's own.
 */
export async function requireManagedByTeam(caller: Caller, userId: string): Promise<void> {
  if (userId === caller.id) return;
  const teams = await listMembershipsOfUser(userId);
  if (teams.some((m) => m.teamId !== caller.teamId)) throw new AppError(403, MSG.memberInOtherTeams);
}

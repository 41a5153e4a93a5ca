import { listMembershipsOfUser } from '#data/accounts/memberships-repo.js';
import type { Departure } from '#data/accounts/team-members-repo.js';
import { listTeamMemberships } from '#data/accounts/teams-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';

/** What a person leaving `teamId` leaves behind: their other teams (the default first) and whether the team keeps anyone. */
export interface DeparturePlan extends Departure {
  otherTeamIds: string[];
}

export async function planDeparture(profile: UserProfile, teamId: string): Promise<DeparturePlan> {
  const [theirs, members] = await Promise.all([listMembershipsOfUser(profile.userId), listTeamMemberships(teamId)]);
  const others = new Set(theirs.map((m) => m.teamId).filter((id) => id !== teamId));
  // The default team leads (and counts even when its row is not listed yet: a row from before the index).
  const otherTeamIds = [...(profile.teamId !== teamId ? [profile.teamId] : []), ...[...others].filter((id) => id !== profile.teamId)];
  const [nextDefaultTeamId] = otherTeamIds;
  return {
    otherTeamIds,
    lastMember: members.every((m) => m.userId === profile.userId),
    now: new Date().toISOString(),
    ...(nextDefaultTeamId ? { nextDefaultTeamId } : {}),
  };
}

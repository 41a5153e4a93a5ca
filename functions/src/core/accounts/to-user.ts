import type { User } from '@kisa/shared';
import type { TeamMemberRecord } from '#data/accounts/member-item.js';
import { getMembership } from '#data/accounts/memberships-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';

/**
 * The API's User shape (BRIEF §5) of a stored profile in a team: the team and role are the
 * membership's (the profile's `teamId` is only the default team). Without a membership (none read)
 * the default team with the least role: this is an answer's copy, never what the chain trusts.
 */
export function toUser(profile: UserProfile, member?: Pick<TeamMemberRecord, 'teamId' | 'role'> | null): User {
  return {
    id: profile.userId,
    name: profile.name,
    email: profile.email,
    role: profile.role,
    teamId: member?.teamId ?? profile.teamId,
    teamRole: member?.role ?? 'viewer',
    plan: profile.plan,
    verified: profile.verified,
    ...(profile.locale ? { locale: profile.locale } : {}),
  };
}

/** The User a sign-in answers: the profile in its default team, with its role there (one GetItem). */
export async function signedInUser(profile: UserProfile): Promise<User> {
  return toUser(profile, await getMembership(profile.teamId, profile.userId));
}

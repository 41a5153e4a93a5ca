import type { User } from '@kisa/shared';
import type { UserProfile } from '#data/accounts/user-item.js';

/** The API's User shape (BRIEF §5) of a stored profile. */
export function toUser(profile: UserProfile): User {
  return {
    id: profile.userId,
    name: profile.name,
    email: profile.email,
    role: profile.role,
    teamId: profile.teamId,
    teamRole: profile.teamRole,
    plan: profile.plan,
    verified: profile.verified,
  };
}

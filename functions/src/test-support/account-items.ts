import { randomUUID } from 'node:crypto';
import type { UserProfile } from '#data/accounts/user-item.js';

/** A new owner's profile and team, as users-repo's createAccount takes them: an Enterprise team of its own. */
export function newAccountItems(name: string, options: { email?: string; verified?: boolean } = {}) {
  const createdAt = new Date().toISOString();
  const userId = randomUUID();
  const profile: UserProfile = {
    userId,
    name,
    email: options.email ?? `${name.toLowerCase().replace(/\W+/g, '-')}-${userId.slice(0, 8)}@example.com`,
    role: 'user',
    teamId: randomUUID(),
    plan: 'Enterprise',
    verified: options.verified ?? true,
    createdAt,
  };
  return { profile, team: { teamId: profile.teamId, name: `${name}'s team`, createdAt } };
}

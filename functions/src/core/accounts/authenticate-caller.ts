import { effectiveScopes, MSG, type Scope } from '@kisa/shared';
import type { TeamMemberRecord } from '#data/accounts/member-item.js';
import { getMembershipWithTeam, indexMembership, listMembershipsOfUser } from '#data/accounts/memberships-repo.js';
import { getProfileWithSession } from '#data/accounts/sessions-repo.js';
import type { TeamRecord } from '#data/accounts/team-item.js';
import { hasSecondFactor, type UserProfile } from '#data/accounts/user-item.js';
import { getUser } from '#data/accounts/users-repo.js';
import type { Credential } from '#lib/auth/credential.js';
import { verifySessionToken } from '#lib/auth/session-token.js';
import { logger } from '#lib/logger.js';
import { resolveApiKey } from '../api-keys/resolve-api-key.js';
import type { Caller } from './caller.js';
import { noteSessionSeen } from './session-seen.js';
import { toUser } from './to-user.js';

/**
 * Resolves a credential to the caller: the profile, and the team it works in with its role there.
 * A valid token for a user without a profile (deleted account) or with a disabled profile is not a
 * caller. A session token's session must also still exist (sign-out and password changes end it,
 * sessions.ts): its item is read with the profile in one BatchGetItem, strongly consistent, so a
 * sign-in or sign-out counts from the very next request.
 *
 * The team: the session's (set by switching), else the profile's default; an API key's own when it
 * is bound to one. Its membership row and team item are the second BatchGetItem: two round trips
 * a request (an API key: its item, then the profile beside the membership). A person no longer in
 * the session's team works in their default team; a key bound to a team they left is no caller.
 *
 * Scopes: the role's under the team's policy, narrowed to the key's scopes. A team that requires
 * a second factor withholds every scope but the caller's own account's from a person without one,
 * and its refusal says why. The API chain calls it (handlers/api-handler.ts hands it to lib/http).
 */
export async function authenticateCaller(credential: Credential | null): Promise<Caller | null> {
  if (!credential) return null;
  if (credential.kind === 'apiKey') {
    const key = await resolveApiKey(credential.value);
    if (!key) return null;
    // A key bound to a team works there only.
    const boundTeam = key.teamId;
    const [profile, bound] = await Promise.all([getUser(key.userId), boundTeam ? getMembershipWithTeam(boundTeam, key.userId) : null]);
    if (!profile || profile.disabled) return null;
    // An unbound (older) key works in its creator's default team.
    const place = bound ? (bound.membership && bound.team ? { membership: bound.membership, team: bound.team } : null) : await placeOf(profile, profile.teamId);
    return place ? { ...callerIn(profile, place, key.scopes), apiKeyId: key.keyId } : null;
  }
  const session = await verifySessionToken(credential.value);
  if (!session) return null;
  const { profile, live, teamId, lastSeenAt } = await getProfileWithSession(session.userId, session.sessionId);
  if (!profile || profile.disabled || !live) return null;
  await noteSessionSeen(session.userId, session.sessionId, lastSeenAt);
  const place = await placeOf(profile, teamId ?? profile.teamId);
  return place ? callerIn(profile, place) : null;
}

interface Place {
  membership: TeamMemberRecord;
  team: TeamRecord;
}

/**
 * The team a person works in: `teamId` if they are in it, else their default team, else any team
 * of theirs (the last two only after a removal raced the request: rare, one read more each).
 */
async function placeOf(profile: UserProfile, teamId: string): Promise<Place | null> {
  const tried = new Set<string>();
  for (const candidate of [teamId, profile.teamId]) {
    if (tried.has(candidate)) continue;
    tried.add(candidate);
    const { membership, team } = await getMembershipWithTeam(candidate, profile.userId);
    if (membership && team) return listed({ membership, team });
  }
  const other = (await listMembershipsOfUser(profile.userId)).find((m) => !tried.has(m.teamId));
  if (!other) return null;
  const { membership, team } = await getMembershipWithTeam(other.teamId, profile.userId);
  return membership && team ? { membership, team } : null;
}

/** A membership row from before the person's teams index is added to it on first use (once). */
async function listed(place: Place): Promise<Place> {
  if (!place.membership.indexed) {
    try {
      await indexMembership(place.membership.teamId, place.membership.userId);
    } catch (error) {
      // Bookkeeping: the caller is who they are either way; the next request tries again.
      logger.warn('Could not list a membership among the person’s teams', { error: error as Error });
    }
  }
  return place;
}

function callerIn(profile: UserProfile, { membership, team }: Place, keyScopes?: readonly Scope[]): Caller {
  const scopes = effectiveScopes(membership.role, team, keyScopes);
  const user = toUser(profile, membership);
  if (team.secondFactorRequired && !hasSecondFactor(profile)) {
    return { ...user, scopes: scopes.filter((s) => s === 'account:read' || s === 'account:write'), scopeRefusal: MSG.teamRequiresSecondFactor };
  }
  return { ...user, scopes };
}

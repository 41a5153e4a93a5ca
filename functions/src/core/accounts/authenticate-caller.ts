import { effectiveScopes } from '@kisa/shared';
import { getProfileWithSession } from '#data/accounts/sessions-repo.js';
import { getUser } from '#data/accounts/users-repo.js';
import type { Credential } from '#lib/auth/credential.js';
import { verifySessionToken } from '#lib/auth/session-token.js';
import { resolveApiKey } from '../api-keys/resolve-api-key.js';
import type { Caller } from './caller.js';
import { toUser } from './to-user.js';

/**
 * Resolves a credential to the caller's profile. A valid token for a user without a
 * profile (deleted account or removed member) or with a disabled profile is not a caller.
 * A session token's session must also still exist (sign-out and password changes end it,
 * sessions.ts): its item is read with the profile in one BatchGetItem, strongly consistent,
 * so a sign-in or sign-out counts from the very next request. Its scopes (what the chain lets it
 * do) are its team role's, narrowed to the key's scopes for an API key. The API chain calls it
 * (handlers/api-handler.ts hands it to lib/http/api-handler.ts).
 */
export async function authenticateCaller(credential: Credential | null): Promise<Caller | null> {
  if (!credential) return null;
  if (credential.kind === 'apiKey') {
    const key = await resolveApiKey(credential.value);
    if (!key) return null;
    const profile = await getUser(key.userId);
    return profile && !profile.disabled ? { ...toUser(profile), scopes: effectiveScopes(profile.teamRole, {}, key.scopes), apiKeyId: key.keyId } : null;
  }
  const session = await verifySessionToken(credential.value);
  if (!session) return null;
  const { profile, live } = await getProfileWithSession(session.userId, session.sessionId);
  if (!profile || profile.disabled || !live) return null;
  return { ...toUser(profile), scopes: effectiveScopes(profile.teamRole, {}) };
}

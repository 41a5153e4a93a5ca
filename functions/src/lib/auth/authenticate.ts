import { getUser } from '../../data/users-repo.js';
import { toUser } from '../../domain/accounts/to-user.js';
import type { Caller } from '../http/types.js';
import { userIdForApiKey } from './api-key.js';
import type { Credential } from './credential.js';
import { verifySessionToken } from './session-token.js';

/**
 * Resolves a credential to the caller's profile. A valid token for a user without a
 * profile (deleted account or removed member) or with a disabled profile is not a caller.
 */
export async function authenticate(credential: Credential | null): Promise<Caller | null> {
  if (!credential) return null;
  const userId = credential.kind === 'apiKey' ? await userIdForApiKey(credential.value) : await verifySessionToken(credential.value);
  if (!userId) return null;
  const profile = await getUser(userId);
  return profile && !profile.disabled ? toUser(profile) : null;
}

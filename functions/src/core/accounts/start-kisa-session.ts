import { SESSION_MAX_AGE_SECONDS } from '@kisa/shared';
import { addSession } from '#data/accounts/sessions-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';
import { auditOrigin } from '#lib/audit/audit-context.js';
import { signKisaSessionToken } from '#lib/auth/kisa-session-signer.js';
import type { AuthMethod } from '#lib/auth/kisa-session-token.js';
import { sessionDevice, type SignInFrom } from './session-device.js';

/**
 * Starts a session Kisa mints itself (lib/auth/kisa-session-token.ts): for a sign-in proved
 * without Cognito issuing tokens — single sign-on, a passkey, a password followed by a second
 * factor. `authenticatedAt` (epoch ms) as for startSession; null when the token must not be
 * handed out (sessions ended since, the account disabled or gone). `from`: the device, as the
 * sign-in's handler read it (user agent, address), kept with the session for Settings → Security;
 * by default the request's, as the API chain noted it.
 */
export async function startKisaSession(
  profile: UserProfile,
  authenticatedAt: number,
  amr: AuthMethod[],
  from: SignInFrom = auditOrigin(),
): Promise<string | null> {
  if (profile.disabled) return null;
  const expiresAt = Math.floor(Date.now() / 1000) + SESSION_MAX_AGE_SECONDS;
  const { token, sessionId } = await signKisaSessionToken({ userId: profile.userId, expiresAt, amr });
  const outcome = await addSession(profile.userId, { id: sessionId, expiresAt, ...sessionDevice(from, amr) }, authenticatedAt);
  return outcome === 'added' ? token : null;
}

import type { AuditActor } from '@kisa/shared';
import { getUser, getUserIdByEmail } from '#data/accounts/users-repo.js';
import { auditOrigin } from '#lib/audit/audit-context.js';
import { AppError } from '#lib/errors.js';
import { appendEntryOrLog } from './append-entry.js';
import { truncateIp } from './truncate-ip.js';

/** Where a sign-in came from, as the route saw it (the address untruncated: it is truncated here); by default the request's, as the API chain noted it. */
export interface SignInOrigin {
  ip: string;
  userAgent: string;
}

/**
 * Records a sign-in in the person's current team: for the routes that sign in without the
 * password route's answer (a second factor's step, a passkey, single sign-on's callback). `method`
 * says how (`password`, `totp`, `recoveryCode`, `passkey`, `sso:<connection>`), `action` defaults
 * to `signIn`. Never throws (a lost entry is logged).
 */
export async function recordSignIn(
  profile: { userId: string; name: string; teamId: string; plan?: string },
  method: string,
  origin: SignInOrigin = auditOrigin(),
  action = 'signIn',
): Promise<void> {
  const actor: AuditActor = { kind: 'user', id: profile.userId, name: profile.name };
  await appendEntryOrLog(
    profile.teamId,
    {
      actor,
      action,
      target: { type: 'user', id: profile.userId },
      ip: truncateIp(origin.ip),
      userAgent: origin.userAgent.slice(0, 256),
      changes: { method: { after: method } },
      status: action === 'signIn' ? 200 : 401,
    },
    profile.plan,
  );
}

/**
 * A refused sign-in, on the account's team when the e-mail has an account (none otherwise: there
 * is no team to tell). Call it inside the refusal's answer floor (core/accounts/even-answer.ts):
 * a known address costs a few more reads and a write, which must not show in when the answer comes.
 */
export async function recordFailedSignIn(email: string, method = 'password', origin: SignInOrigin = auditOrigin()): Promise<void> {
  const userId = await getUserIdByEmail(email);
  const profile = userId ? await getUser(userId) : null;
  if (!profile) return;
  await recordSignIn(profile, method, origin, 'signInFailed');
}

/** A `.catch` for a sign-in step: records a 401 as a refused sign-in of `email`, then throws it on. */
export const recordingRefusal =
  (email: string, method = 'password') =>
  async (error: unknown): Promise<never> => {
    if (error instanceof AppError && error.status === 401) await recordFailedSignIn(email, method);
    throw error;
  };

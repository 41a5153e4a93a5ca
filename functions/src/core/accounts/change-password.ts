import { MSG, type PasswordChange } from '@kisa/shared';
import { setPassword, signInWithPassword } from '#identity/user-pool.js';
import { badRequest } from '#lib/errors.js';
import { revokeUserApiKeys } from '../api-keys/revoke-all-api-keys.js';
import { checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import type { Caller } from './caller.js';
import { endAllSessions, type SessionRef } from './sessions.js';

/**
 * PUT /api/me/password: the caller sets a new password by giving the current one. A wrong
 * current password counts against sign-in's per-e-mail budget (this form is no faster way to
 * guess); a right one is taken back. As a reset does, every other session ends and the caller's
 * API keys are revoked: whoever knew the old password keeps no door open. `current`, the session
 * that made the change, stays signed in.
 */
export async function changePassword(caller: Caller, change: PasswordChange, current?: SessionRef): Promise<void> {
  const attempt = await checkRateLimits([{ rule: RATE_LIMITS.signInFailuresPerEmail, subject: caller.email }]);
  if (!(await signInWithPassword(caller.id, change.currentPassword))) throw badRequest(MSG.currentPasswordWrong);
  await attempt.refund();
  await setPassword(caller.id, change.password);
  await endAllSessions(caller.id, current);
  await revokeUserApiKeys(caller.id);
}

import { createHmac } from 'node:crypto';
import { MSG, type PasskeyRequestOptions, type PasskeySignInInput, type User } from '@kisa/shared';
import { listPasskeys } from '#data/accounts/passkeys-repo.js';
import { getUser, getUserIdByEmail } from '#data/accounts/users-repo.js';
import { authSubkey } from '#lib/crypto/auth-key.js';
import { AppError } from '#lib/errors.js';
import { RATE_LIMITS } from '../../rate-limits/limits.js';
import { checkRateLimits } from '../../rate-limits/check-rate-limit.js';
import { evenAnswer } from '../even-answer.js';
import { startKisaSession } from '../start-kisa-session.js';
import { signedInUser } from '../to-user.js';
import { passkeyAssertionOptions, verifyPasskeyAssertion } from './verify-passkey-assertion.js';

/**
 * Password-less sign-in with a passkey. The options name the account's passkeys when an e-mail is
 * given; an e-mail without an account or without passkeys gets one stand-in credential id (an
 * HMAC of the address under the account key: the same on every ask), so the answer's shape does
 * not tell whether the account exists. Without an e-mail, none: a discoverable passkey chooses.
 * User verification is required: the passkey stands for the password and a second factor.
 */
export async function passkeySignInOptions(input: { email?: string }): Promise<{ options: PasskeyRequestOptions; challengeId: string }> {
  if (!input.email) return passkeyAssertionOptions({ purpose: 'sign-in', userVerification: 'required' });
  const email = input.email.toLowerCase();
  const userId = await getUserIdByEmail(email);
  const passkeys = userId ? await listPasskeys(userId) : [];
  const allowCredentials = passkeys.length
    ? passkeys.map((p) => ({ id: p.credentialId, transports: p.transports }))
    : [
        {
          id: createHmac('sha256', await authSubkey('passkey-decoy'))
            .update(email)
            .digest()
            .subarray(0, 16)
            .toString('base64url'),
          transports: ['internal'],
        },
      ];
  return passkeyAssertionOptions({ purpose: 'sign-in', userVerification: 'required', allowCredentials, ...(userId ? { userId } : {}) });
}

/**
 * Verifies the answer and starts a Kisa session (amr `hwk`). Failures count against sign-in's
 * per-address limit (a success or a refusal of a proved account — disabled, unverified — is
 * taken back) and answer no sooner than a wrong password does.
 */
export async function passkeySignIn(input: PasskeySignInInput, from: { ip: string }): Promise<{ token: string; user: User }> {
  const attempt = await checkRateLimits([{ rule: RATE_LIMITS.signInFailuresPerIp, subject: from.ip }]);
  try {
    const session = await evenAnswer('signInRefusal', async () => {
      const startedAt = Date.now();
      const refused = new AppError(401, MSG.passkeySignInFailed);
      const proved = await verifyPasskeyAssertion({ ...input, purpose: 'sign-in', requireUserVerification: true });
      if (!proved) throw refused;
      const profile = await getUser(proved.userId);
      if (!profile) throw refused;
      if (profile.disabled) throw new AppError(403, MSG.accountDisabled);
      if (!profile.verified) throw new AppError(403, MSG.notVerified);
      const token = await startKisaSession(profile, startedAt, ['hwk']);
      if (!token) throw refused;
      return { token, user: await signedInUser(profile) };
    });
    await attempt.refund();
    return session;
  } catch (error) {
    if (error instanceof AppError && error.status === 403) await attempt.refund();
    throw error;
  }
}

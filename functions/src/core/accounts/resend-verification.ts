import { getUser, getUserIdByEmail } from '#data/accounts/users-repo.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { evenAnswer } from './even-answer.js';
import { mailVerificationLink } from './mail-verification-link.js';

/**
 * Mails a new verification link if the account exists and is unverified; otherwise does
 * nothing. The caller answers the same either way, at the same moment (`evenAnswer`), so
 * nothing tells whether the address has an account. Limited per client address and per
 * e-mail, counted whether or not it has an account.
 */
export async function resendVerification(email: string, from: { ip: string }): Promise<void> {
  await checkRateLimits([
    { rule: RATE_LIMITS.resendsPerIp, subject: from.ip },
    { rule: RATE_LIMITS.resendsPerEmail, subject: email },
  ]);
  await evenAnswer('resendVerification', async () => {
    const userId = await getUserIdByEmail(email);
    const profile = userId ? await getUser(userId) : null;
    if (!profile || profile.verified) return;
    await mailVerificationLink(profile);
  });
}

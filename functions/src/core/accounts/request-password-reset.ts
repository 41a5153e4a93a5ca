import { paths } from '@kisa/shared';
import { getUser, getUserIdByEmail } from '#data/accounts/users-repo.js';
import { config } from '#lib/config.js';
import { sendMail } from '#mail/send-mail.js';
import { passwordResetMail } from '#mail/templates.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { evenAnswer } from './even-answer.js';
import { TOKEN_TTL_SECONDS, issueToken } from './one-time-tokens.js';

/**
 * Mails a `/reset/{token}` link if the account exists; silent otherwise — the same answer
 * either way, at the same moment (`evenAnswer`: a lookup alone would answer sooner than a
 * token and a mail). Limited per client address and per e-mail, counted whether or not it
 * has an account.
 */
export async function requestPasswordReset(email: string, from: { ip: string }): Promise<void> {
  await checkRateLimits([
    { rule: RATE_LIMITS.recoversPerIp, subject: from.ip },
    { rule: RATE_LIMITS.recoversPerEmail, subject: email },
  ]);
  await evenAnswer('recover', async () => {
    const userId = await getUserIdByEmail(email);
    const profile = userId ? await getUser(userId) : null;
    if (!profile) return;
    const token = await issueToken('reset', profile.userId);
    const link = `${config.mail().appUrl}${paths.reset(token)}`;
    await sendMail(passwordResetMail(profile, link, TOKEN_TTL_SECONDS.reset / 60));
  });
}

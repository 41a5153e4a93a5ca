import { paths, type SignupInput } from '@kisa/shared';
import { DEFAULT_LOCALE } from '@kisa/shared/i18n';
import { translate } from '@kisa/shared/i18n/translate';
import { randomUUID } from 'node:crypto';
import { createAccount, getUser, getUserIdByEmail } from '#data/accounts/users-repo.js';
import { signInWithPassword } from '#identity/user-pool.js';
import { config } from '#lib/config.js';
import { sendMail } from '#mail/send-mail.js';
import { accountExistsMail } from '#mail/templates.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { createUser, newUserProfile } from './create-user.js';
import { evenAnswer } from './even-answer.js';
import { mailVerificationLink } from './mail-verification-link.js';

/**
 * Creates an account: Cognito identity first (it validates the password), then the
 * profile, e-mail claim, own team and owner membership in one transaction, then the
 * verification link is mailed.
 *
 * The answer is the same whether or not the address has an account (no enumeration): a
 * taken address (also one claimed meanwhile by a racing sign-up, whose new identity is
 * removed again) gets a mail saying someone tried, with sign-in and reset links, and the
 * call still succeeds; both paths answer at the same floor (`evenAnswer`). Limited per
 * client address and per e-mail (each sign-up mails someone).
 */
/** `from.browser`: the mark the handler gives the signing-up browser; only a browser holding it is signed in by the link. */
export async function signUp(input: SignupInput, from: { ip: string; browser: string }): Promise<void> {
  await checkRateLimits([
    { rule: RATE_LIMITS.signUpsPerIp, subject: from.ip },
    { rule: RATE_LIMITS.signUpsPerEmail, subject: input.email },
  ]);
  await evenAnswer('signUp', () => register(input, from.browser));
}

async function register(input: SignupInput, browser: string): Promise<void> {
  // Cheap early exit for the common duplicate; the transaction is what guarantees it.
  const existing = await getUserIdByEmail(input.email);
  if (existing) return mailAccountExists(existing);

  const profile = {
    ...newUserProfile({ userId: randomUUID(), name: input.name, email: input.email, teamId: randomUUID(), verified: false }),
    // The sign-up screen's language: the verification mail is written in it, and screens keep it.
    ...(input.locale ? { locale: input.locale } : {}),
  };
  const name = translate(input.locale ?? DEFAULT_LOCALE, 'account.defaultTeamName', { name: input.name });
  const team = { teamId: profile.teamId, name, createdAt: profile.createdAt };
  const outcome = await createUser(profile, input.password, () => createAccount(profile, team));
  if (outcome === 'emailTaken') {
    const winner = await getUserIdByEmail(input.email);
    if (winner) await mailAccountExists(winner);
    return;
  }

  // The password is at hand only now: a refresh token lets the verify link sign the user in.
  const session = await signInWithPassword(profile.userId, input.password);
  await mailVerificationLink(profile, session?.refreshToken, browser);
}

/** Tells the address's owner that someone tried to sign up with it (their own name, not the form's). */
async function mailAccountExists(userId: string): Promise<void> {
  const owner = await getUser(userId);
  if (!owner) return;
  const { appUrl } = config.mail();
  await sendMail(accountExistsMail(owner, { signIn: `${appUrl}${paths.signin}`, recover: `${appUrl}${paths.recover}` }));
}

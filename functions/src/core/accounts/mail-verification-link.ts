import { paths } from '@kisa/shared';
import type { UserProfile } from '#data/accounts/user-item.js';
import { config } from '#lib/config.js';
import { sendMail } from '#mail/send-mail.js';
import { verificationMail } from '#mail/templates.js';
import { TOKEN_TTL_SECONDS, issueToken } from './one-time-tokens.js';

/**
 * Mails a fresh `/verify/{token}` link. With a refresh token, the link also carries a
 * sealed session, sealed to the link and the signing-up browser's mark, so following it signs
 * the user in only in that browser (see verify-account.ts).
 */
export async function mailVerificationLink(profile: Pick<UserProfile, 'userId' | 'email' | 'name'>, refreshToken?: string, browser?: string): Promise<void> {
  const token = await issueToken('verify', profile.userId, refreshToken, browser);
  const link = `${config.mail().appUrl}${paths.verify(token)}`;
  await sendMail(verificationMail(profile, link, TOKEN_TTL_SECONDS.verify / 3600));
}

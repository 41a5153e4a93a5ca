import { paths } from '@kisa/shared';
import { getUser, getUserIdByEmail } from '../../data/users-repo.js';
import { config } from '../../lib/config.js';
import { sendMail } from '../../mail/send-mail.js';
import { passwordResetMail } from '../../mail/templates.js';
import { TOKEN_TTL_SECONDS, issueToken } from './one-time-tokens.js';

/** Mails a `/reset/{token}` link if the account exists; silent otherwise (same answer either way). */
export async function requestPasswordReset(email: string): Promise<void> {
  const userId = await getUserIdByEmail(email);
  const profile = userId ? await getUser(userId) : null;
  if (!profile) return;
  const token = await issueToken('reset', profile.userId);
  const link = `${config.mail().appUrl}${paths.reset(token)}`;
  await sendMail(passwordResetMail(profile, link, TOKEN_TTL_SECONDS.reset / 60));
}

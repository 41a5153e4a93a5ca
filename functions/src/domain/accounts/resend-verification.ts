import { getUser, getUserIdByEmail } from '../../data/users-repo.js';
import { mailVerificationLink } from './mail-verification-link.js';

/**
 * Mails a new verification link if the account exists and is unverified; otherwise does
 * nothing. The caller answers the same either way (no account enumeration).
 */
export async function resendVerification(email: string): Promise<void> {
  const userId = await getUserIdByEmail(email);
  const profile = userId ? await getUser(userId) : null;
  if (!profile || profile.verified) return;
  await mailVerificationLink(profile);
}

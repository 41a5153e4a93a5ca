import { MSG } from '@kisa/shared';
import { markVerified } from '#data/accounts/users-repo.js';
import { setPassword } from '#identity/user-pool.js';
import { badRequest } from '#lib/errors.js';
import { revokeUserApiKeys } from '../api-keys/revoke-all-api-keys.js';
import { redeemToken } from './one-time-tokens.js';
import { endAllSessions } from './sessions.js';

/**
 * Uses a reset token and sets the new password. Following a link from the mailbox also
 * proves the address, so the account counts as verified afterwards. Every session and every
 * API key of the user ends: whoever knew the old password is signed out everywhere, and a key
 * they made keeps no door open. The settings page says so; the owner makes new keys.
 */
export async function resetPassword(rawToken: string, password: string): Promise<void> {
  const redeemed = await redeemToken('reset', rawToken);
  if (!redeemed) throw badRequest(MSG.invalidToken);
  await setPassword(redeemed.userId, password);
  await endAllSessions(redeemed.userId);
  await revokeUserApiKeys(redeemed.userId);
  await markVerified(redeemed.userId);
}

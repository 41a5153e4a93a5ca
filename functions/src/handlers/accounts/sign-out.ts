import { MSG } from '@kisa/shared';
import { signOut } from '#core/accounts/sign-out.js';
import { readCredential } from '#lib/auth/credential.js';
import { config } from '#lib/config.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';
import { clearedSessionCookie } from '#lib/http/session-cookie.js';

// Ends the presented session server-side (its token stops working at once, wherever it was
// copied) and drops the browser's copy. An invalid or expired token signs out just the same.
export const handler = apiOperation(accountOperations.signOut, async ({ headers, cookies }) => {
  await signOut(readCredential(headers, cookies));
  return { body: { message: MSG.signedOut }, cookies: [clearedSessionCookie(config.cookie().secure)] };
});

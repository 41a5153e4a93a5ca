import { MSG } from '@kisa/shared';
import { verifyAccount } from '../../domain/accounts/verify-account.js';
import { config } from '../../lib/config.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '../../lib/http/parse-input.js';
import { sessionCookie } from '../../lib/http/session-cookie.js';

export const handler = apiHandler(
  async ({ params }) => {
    const { user, token } = await verifyAccount(parseId('token', params.token, MSG.invalidToken, 400));
    // A link without a session (a resent one) verifies, then the user signs in as usual.
    if (!token) return { body: { message: MSG.verifiedPleaseSignIn, token: null, user } };
    return { body: { message: MSG.verified, token, user }, cookies: [sessionCookie(token, config.cookie().secure)] };
  },
  { auth: 'public' },
);

import { MSG } from '@kisa/shared';
import { config } from '../../lib/config.js';
import { apiHandler } from '../../lib/http/api-handler.js';
import { clearedSessionCookie } from '../../lib/http/session-cookie.js';

// The JWT itself stays valid until it expires; signing out drops the browser's copy.
export const handler = apiHandler(
  async () => ({ body: { message: MSG.signedOut }, cookies: [clearedSessionCookie(config.cookie().secure)] }),
  { auth: 'public' },
);

import { unlockShare } from '#core/shares/open-share.js';
import { config } from '#lib/config.js';
import { clientIp } from '#lib/http/client-ip.js';
import { shareAccessCookie } from '#lib/http/middleware/share-authentication.js';
import { shareOperations } from '@kisa/shared/api/operations/shares';
import { shareOperation } from '../share-handler.js';

/** The access token answered (API clients send it as X-Share-Access) and set as the share's cookie (the browser's). */
export const handler = shareOperation(shareOperations.unlockSharedDashboard, false, async (grant, { body, headers, sourceIp, params }) => {
  const unlocked = await unlockShare(grant, body.password, clientIp(headers, sourceIp));
  return { body: unlocked, cookies: [shareAccessCookie(params.token ?? '', unlocked.access, config.cookie().secure)] };
});

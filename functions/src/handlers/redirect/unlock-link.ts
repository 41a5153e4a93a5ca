import { redirectRequestOf } from '#core/clicks/redirect-request.js';
import { unlockLink } from '#core/redirect/unlock-link.js';
import { config } from '#lib/config.js';
import { visitorCookie } from '#lib/http/visitor-cookie.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';
import { readViewer } from './read-viewer.js';

/** POST /api/public/unlock {shortUrl, password} → {location, deeplink?}; counts the click. */
export const handler = apiOperation(linkOperations.unlockLink, async ({ body, headers, cookies, sourceIp }) => {
  const request = redirectRequestOf(readViewer(headers, cookies, sourceIp));
  const unlocked = await unlockLink(body, request);
  return { body: unlocked, ...(request.isNew ? { cookies: [visitorCookie(request.visitorId, config.cookie().secure)] } : {}) };
});

import { visitorOf } from '#core/clicks/visitor.js';
import { unlockLink } from '#core/redirect/unlock-link.js';
import { config } from '#lib/config.js';
import { visitorCookie } from '#lib/http/visitor-cookie.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';
import { readViewer } from './read-viewer.js';

/** POST /api/public/unlock {shortUrl, password} → {location, deeplink?}; counts the click. */
export const handler = apiOperation(linkOperations.unlockLink, async ({ body, headers, cookies, sourceIp }) => {
  const visitor = visitorOf(readViewer(headers, cookies, sourceIp));
  const unlocked = await unlockLink(body, visitor);
  return { body: unlocked, ...(visitor.isNew ? { cookies: [visitorCookie(visitor.visitorId, config.cookie().secure)] } : {}) };
});

import { SESSION_SEEN_INTERVAL_MS } from '@kisa/shared';
import { touchSession } from '#data/accounts/sessions-repo.js';
import { logger } from '#lib/logger.js';

/**
 * A session's "last seen", at most once per 5 minutes: authenticate-caller.ts already read the
 * session item, so a request within the interval costs nothing more; one after it costs one
 * conditional write (two requests at once write once).
 */
export async function noteSessionSeen(userId: string, sessionId: string, lastSeenAt: string | undefined, now = new Date()): Promise<void> {
  const stale = now.getTime() - SESSION_SEEN_INTERVAL_MS;
  if (lastSeenAt && Date.parse(lastSeenAt) > stale) return;
  try {
    await touchSession(userId, sessionId, now.toISOString(), new Date(stale).toISOString());
  } catch (error) {
    // Bookkeeping only: a failed write must not fail the caller's request.
    logger.warn('Could not record a session use', { error: error as Error });
  }
}

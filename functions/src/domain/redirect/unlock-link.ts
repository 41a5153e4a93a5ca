import { MSG } from '@kisa/shared';
import { createHash } from 'node:crypto';
import { countUnlockAttempt } from '../../data/clicks-repo.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/crypto/password-hash.js';
import { enqueueClick } from '../clicks/enqueue-click.js';
import { clickEventOf, type Visitor } from '../clicks/visitor.js';
import { decideVisit, findShortLink } from './short-links.js';

/** Password-gate attempts allowed per client and link in one window. */
export const UNLOCK_MAX_ATTEMPTS = 5;
export const UNLOCK_WINDOW_SECONDS = 5 * 60;

export interface Unlocked {
  /** Where to go: the destination for the caller's device, UTM merged (or the expired location). */
  location: string;
  /** For mobile callers of a link with a deeplink: try this first, `location` after ~1.5 s. */
  deeplink?: string;
}

/**
 * POST /api/public/unlock: checks a link's password and answers the destination the
 * redirect would have sent this visitor to, counting the click like the redirect does.
 * Attempts are limited per client address and link (a fixed 5-minute window); the address
 * rather than the visitor cookie, because a cookie is dropped at will by whoever guesses.
 */
export async function unlockLink(input: unknown, visitor: Visitor, now = Date.now()): Promise<Unlocked> {
  const { shortUrl, password, source } = readInput(input);
  if (source) visitor.source = source;
  const link = await findShortLink(shortUrl, now);
  if (!link) throw notFound(MSG.linkNotFound);
  const decision = decideVisit(link, visitor.userAgent, { unlocked: true, now });
  if (decision.kind === 'expired') return { location: decision.location };

  if (link.passwordHash) {
    const windowStart = Math.floor(now / 1000 / UNLOCK_WINDOW_SECONDS) * UNLOCK_WINDOW_SECONDS;
    const client = createHash('sha256').update(visitor.ip).digest('base64url').slice(0, 22);
    const attempts = await countUnlockAttempt(link.linkId, client, windowStart, UNLOCK_WINDOW_SECONDS);
    if (attempts > UNLOCK_MAX_ATTEMPTS) throw new AppError(429, MSG.tooManyAttempts);
    if (!(await verifyPassword(password, link.passwordHash))) throw new AppError(401, MSG.wrongLinkPassword);
  }

  if (decision.kind === 'go' || decision.kind === 'deeplink') {
    await enqueueClick(clickEventOf(link, visitor));
    return decision.kind === 'deeplink' ? { location: decision.location, deeplink: decision.deeplink } : { location: decision.location };
  }
  throw new Error(`unexpected visit decision ${decision.kind}`);
}

function readInput(input: unknown): { shortUrl: string; password: string; source?: 'qr' } {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const shortUrl = typeof body.shortUrl === 'string' ? body.shortUrl.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!shortUrl || !password) throw badRequest(MSG.allFieldsRequired);
  if (shortUrl.length > 200 || password.length > 1024) throw new AppError(401, MSG.wrongLinkPassword);
  // The gate passes on the QR marker the redirect saw (`/loginurl/{code}?qr`).
  return body.source === 'qr' ? { shortUrl, password, source: 'qr' } : { shortUrl, password };
}

import { MSG, normalizeDomainHost, type UnlockInput, type Unlocked } from '@kisa/shared';
import { AppError, badRequest, notFound } from '#lib/errors.js';
import { verifyPassword } from '#lib/crypto/password-hash.js';
import type { RedirectRequest } from '../clicks/redirect-request.js';
import { countVisit } from './count-visit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { decideVisit, findShortLink } from './short-links.js';

/**
 * POST /api/public/unlock: checks a link's password and answers the destination the
 * redirect would have sent this visitor to, counting the click like the redirect does.
 * Wrong passwords are limited per client address and link, and per link from all addresses
 * together (a guess spread over many addresses): RATE_LIMITS.unlockFailures*, counted in
 * DynamoDB before the password is checked and taken back when it was right. The address
 * (request.ip) is CloudFront's viewer address or the connection's, never a client's header;
 * not the visitor cookie either, which whoever guesses drops at will.
 */
export async function unlockLink(input: UnlockInput, request: RedirectRequest, now = Date.now()): Promise<Unlocked> {
  const { shortUrl, password, source, domain } = readInput(input);
  if (source) request.source = source;
  const link = await findShortLink(shortUrl, now, domain);
  if (!link) throw notFound(MSG.linkNotFound);
  // Targeting rules see the visitor as the redirect did; the short link's query stayed behind at the gate.
  const decision = decideVisit(link, request.userAgent, {
    unlocked: true,
    now,
    context: { country: request.country, acceptLanguage: request.acceptLanguage, visitorId: request.visitorId },
  });
  if (decision.kind === 'disabled') throw new AppError(410, MSG.linkDisabled);
  if (decision.kind === 'expired') return { location: decision.location };

  if (link.passwordHash) {
    const attempt = await checkRateLimits(
      [
        { rule: RATE_LIMITS.unlockFailuresPerLinkAndIp, subject: `${link.linkId}#${request.ip}` },
        { rule: RATE_LIMITS.unlockFailuresPerLink, subject: link.linkId },
      ],
      now,
    );
    if (!(await verifyPassword(password, link.passwordHash))) throw new AppError(401, MSG.wrongLinkPassword);
    await attempt.refund();
  }

  if (decision.kind === 'go' || decision.kind === 'deeplink') {
    decision.location = await countVisit(link, request, decision.kind === 'go' ? decision : {}, decision.location);
    return decision.kind === 'deeplink' ? { location: decision.location, deeplink: decision.deeplink } : { location: decision.location };
  }
  throw new Error(`unexpected visit decision ${decision.kind}`);
}

/**
 * The gate's answer as the chain parsed it (unlockSchema: two strings, present): blank is
 * 'All fields are required' (400); too long reads as a wrong password (401), like any guess.
 */
function readInput(input: UnlockInput): { shortUrl: string; password: string; source?: 'qr'; domain?: string } {
  const shortUrl = input.shortUrl.trim();
  const { password } = input;
  if (!shortUrl || !password) throw badRequest(MSG.allFieldsRequired);
  if (shortUrl.length > 200 || password.length > 1024) throw new AppError(401, MSG.wrongLinkPassword);
  // The gate passes on the QR marker the redirect saw (`/loginurl/{code}?qr`), and the link's branded domain.
  const domain = input.domain ? normalizeDomainHost(input.domain) : null;
  return { shortUrl, password, ...(input.source === 'qr' ? { source: 'qr' as const } : {}), ...(domain ? { domain } : {}) };
}

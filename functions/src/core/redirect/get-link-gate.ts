import { MSG, shortLinkUrl, type LinkGate } from '@kisa/shared';
import { config } from '#lib/config.js';
import { notFound } from '#lib/errors.js';
import { decideVisit, findShortLink, type VisitDecision } from './short-links.js';

const isGate = (decision: VisitDecision) => decision.kind === 'gate' || (decision.kind === 'warning' && !decision.counted);

/**
 * GET /api/public/links/{code}/gate: what the password gate needs before it asks for a
 * password — whether the code is a link (404 'Link not found' if not) and whether a visit
 * would meet the gate now (an expired link sends visitors on without one), with the short link
 * to go on to (on the short domain, which the app's may not be). It says nothing a visit of
 * `/{code}` does not (302 to the gate, elsewhere, or 404): no destination, no hash.
 * The read is the redirect's own (findShortLink: cached, one GetItem per code per TTL), and
 * no password is checked, so the unlock's rate limits stand as they are.
 */
export async function getLinkGate(code: string, domain?: string, now = Date.now()): Promise<LinkGate> {
  const link = await findShortLink(code, now, domain);
  if (!link) throw notFound(MSG.linkNotFound);
  return {
    // A flagged password link's warning comes first and leads here: the gate is behind it.
    passwordRequired: isGate(decideVisit(link, undefined, { now })),
    shortLink: shortLinkUrl(config.links().shortUrlBase, link.code, domain),
  };
}

import { MSG, type ReportAnswer, type ReportInput } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { findLinkRecord } from '#data/links/index.js';
import { recordReport } from '#data/moderation/moderation-repo.js';
import { notFound } from '#lib/errors.js';
import { checkRateLimit } from '../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { emitLinkFlagged } from '../webhooks/emit-moderation-event.js';
import { findReportedLinks, parseReportedLink } from './reported-link.js';

/**
 * POST /api/public/reports: anyone reports a short link. Limited per client address
 * (RATE_LIMITS.reportsPerIp). The link is resolved by host and code exactly (reported-link.ts):
 * a branded domain's link is never mistaken for the platform's link with the same alias. An
 * unknown link answers 404 'Link not found': whether a code exists is public anyway (visiting it
 * says so), and the reporter learns of a typo at once. A bare code on more than one domain
 * reports nothing and answers the candidates, to send again with one. The report is stored
 * with its case, which (re)opens at the top of the admins' queue.
 */
export async function reportLink(input: ReportInput, ip: string, now = new Date()): Promise<ReportAnswer> {
  await checkRateLimit(RATE_LIMITS.reportsPerIp, ip, now.getTime());
  const candidates = await findReportedLinks(parseReportedLink(input.link));
  if (candidates.length > 1) return { message: MSG.reportWhichLink, candidates: candidates.map((c) => c.url) };
  const link = candidates[0] ? await findLinkRecord(candidates[0].linkId) : null;
  if (!link) throw notFound(MSG.linkNotFound);
  await recordReport(
    link,
    {
      at: now.toISOString(),
      reason: input.reason,
      ...(input.details ? { details: input.details } : {}),
      ...(input.contact ? { contact: input.contact.toLowerCase() } : {}),
    },
    randomUUID(),
  );
  // Admins' endpoints hear of it; the reporter's contact stays in the queue.
  await emitLinkFlagged(link, { reason: 'report', report: { reason: input.reason, ...(input.details ? { details: input.details } : {}) } }, now.toISOString());
  return { message: MSG.reportThanks };
}

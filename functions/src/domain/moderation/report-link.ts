import { MSG, type MessageResponse, type ReportInput } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { getLink } from '#data/links/index.js';
import { recordReport } from '#data/moderation/moderation-repo.js';
import { notFound } from '#lib/errors.js';
import { checkRateLimit } from '../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { findShortLink } from '../redirect/short-links.js';
import { emitLinkFlagged } from '../webhooks/emit-moderation-event.js';

/**
 * POST /api/public/reports: anyone reports a short link (issue 22). Limited per client address
 * (RATE_LIMITS.reportsPerIp). An unknown code answers 404 'Link not found': whether a code
 * exists is public anyway (visiting it says so), and the reporter learns of a typo at once.
 * The report is stored with its case, which (re)opens at the top of the admins' queue.
 */
export async function reportLink(input: ReportInput, ip: string, now = new Date()): Promise<MessageResponse> {
  await checkRateLimit(RATE_LIMITS.reportsPerIp, ip, now.getTime());
  const code = codeOf(input.link);
  const short = code ? await findShortLink(code) : null;
  const link = short ? await getLink(short.linkId) : null;
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
  // Admins' endpoints hear of it (issue 26); the reporter's contact stays in the queue.
  await emitLinkFlagged(link, { reason: 'report', report: { reason: input.reason, ...(input.details ? { details: input.details } : {}) } }, now.toISOString());
  return { message: MSG.reportThanks };
}

/** `https://kisa.example/abc?qr` or `kisa.example/abc` → `abc`; a bare code is itself. */
export function codeOf(value: string): string {
  const v = value.trim();
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(v) || v.includes('/') ? v.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/[?#].*$/, '') : v;
  const segments = path.split('/').filter(Boolean);
  const last = v.includes('/') ? segments.slice(1).pop() ?? '' : segments.pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

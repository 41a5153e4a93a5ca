import * as z from 'zod';
import { recordDomainCheckHandOff, recordDomainCheckPage } from '#data/domains/domain-check-pass.js';
import { sendDomainCheckMessage } from '#data/domains/domain-check-queue.js';
import { DUE_RANGES, dueCursorSchema, dueDomainsPage } from '#data/domains/due-domains.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { logger } from '#lib/logger.js';
import { verifyDomain } from './verify-domain.js';

/**
 * Domains a page holds, and how many are checked at once. A check is 2–4 DNS queries (bounded at
 * 10 s: check-dns.ts) and one write, so a page takes ~1–2 s when DNS answers and at most
 * 200 / 40 × ~12 s = 60 s when every slot meets a silent server: within the worker's 120 s.
 */
export const PAGE_SIZE = 200;
export const CONCURRENT_CHECKS = 40;

/** One page of a pass (the domain-check queue's message): the pass's start, its range, where the page starts. */
export const domainCheckMessageSchema = z.object({
  passAt: z.iso.datetime(),
  range: z.enum(DUE_RANGES),
  cursor: dueCursorSchema.optional(),
});

export type DomainCheckMessage = z.infer<typeof domainCheckMessageSchema>;

export const parseDomainCheckMessage = (body: unknown): DomainCheckMessage | null => domainCheckMessageSchema.safeParse(body).data ?? null;

export interface PageSummary {
  checked: number;
  failed: number;
  outcome: 'next' | 'finished' | 'superseded';
}

/**
 * Checks one page of due domains, then sends the next page (or the next range's first, or ends
 * the pass). Nothing is sent before the page is done: a page that fails (the table or the queue
 * refusing) is delivered again and reads from its own cursor, where only the domains not checked
 * yet are still due (a check moves a domain's key past the pass's start). One domain's failure
 * is logged and leaves it due for the next pass.
 */
export async function checkDomainPage(message: DomainCheckMessage, now = new Date()): Promise<PageSummary> {
  const { passAt, range, cursor } = message;
  const position = pagePosition(message);
  if ((await recordDomainCheckPage(passAt, position, now.toISOString())) === 'superseded') return { checked: 0, failed: 0, outcome: 'superseded' };
  const page = await dueDomainsPage(range, passAt, cursor, PAGE_SIZE);
  for (const key of page.malformed) logger.error('Malformed domain entry skipped by the periodic check', { key });
  const results = await mapConcurrent(page.domains, CONCURRENT_CHECKS, async (domain) => {
    try {
      await verifyDomain(domain, new Date());
      return true;
    } catch (error) {
      logger.error('Domain check failed', { teamId: domain.teamId, host: domain.host, error: error as Error });
      return false;
    }
  });
  const checked = results.filter(Boolean).length;
  const summary = { checked, failed: results.length - checked + page.malformed.length };
  const nextRange = DUE_RANGES[DUE_RANGES.indexOf(range) + 1];
  if (page.next) await sendDomainCheckMessage({ passAt, range, cursor: page.next } satisfies DomainCheckMessage);
  else if (nextRange) await sendDomainCheckMessage({ passAt, range: nextRange } satisfies DomainCheckMessage);
  else {
    await recordDomainCheckPage(passAt, position, new Date().toISOString(), true);
    return { ...summary, outcome: 'finished' };
  }
  // Only once sent: a page whose send failed comes back and sends it then.
  await recordDomainCheckHandOff(passAt, position);
  return { ...summary, outcome: 'next' };
}

/**
 * Where a page stands in its pass, as a string that grows page by page: its range's place, then the
 * index key it starts after (none for a range's first page; DynamoDB hands keys out in order).
 */
export function pagePosition({ range, cursor }: DomainCheckMessage): string {
  // A space sorts below every character of the index keys, so a range's first page comes before its others.
  return [DUE_RANGES.indexOf(range), ...(cursor ? [cursor.GSI1SK, cursor.PK] : [])].join(' ');
}

import { recordDomainCheckPage, startDomainCheckPass } from '#data/domains/domain-check-pass.js';
import { sendDomainCheckMessage } from '#data/domains/domain-check-queue.js';
import { DUE_RANGES } from '#data/domains/due-domains.js';
import { pagePosition, type DomainCheckMessage } from './check-domain-page.js';

/**
 * A pass whose last page is older than this is taken over: longer than a page's redelivery
 * (the queue's visibility timeout, 12 min) so a page SQS still holds is never doubled by a
 * second pass, short enough that a dead-lettered page costs one skipped half-hour.
 */
export const STALE_PASS_MS = 30 * 60_000;

/**
 * The periodic check (schedule `check-domains`, every few minutes): starts a pass over the
 * domains due by now unless one is still running, by sending its first page to the domain-check
 * queue (check-domain-page.ts works each page and sends the next).
 */
export async function startDomainChecks(now = new Date()): Promise<'started' | 'running'> {
  const passAt = now.toISOString();
  const outcome = await startDomainCheckPass(passAt, new Date(now.getTime() - STALE_PASS_MS).toISOString());
  if (outcome === 'running') return outcome;
  const first: DomainCheckMessage = { passAt, range: DUE_RANGES[0] };
  try {
    await sendDomainCheckMessage(first);
  } catch (error) {
    // The queue refused the first page: end the pass at once, so the next tick starts one.
    await recordDomainCheckPage(passAt, pagePosition(first), passAt, true);
    throw error;
  }
  return outcome;
}

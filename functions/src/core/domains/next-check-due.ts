import type { DomainStatus } from '@kisa/shared';

/** How often the scheduler starts a pass over the due domains (api-routes.ts `check-domains`). */
export const PASS_EVERY_MINUTES = 5;

/** A verified domain the edge serves is checked again after a day (a lost record becomes misconfigured then). */
const VERIFIED_EVERY_MS = 24 * 60 * 60_000;

/** A domain pending longer than this (never configured, most likely) is checked hourly, not every pass. */
const PENDING_FRESH_MS = 7 * 24 * 60 * 60_000;

const HOURLY_MS = 60 * 60_000;

/**
 * When a domain's next periodic check is due, from what its check just recorded. "Now" means the
 * next pass: pending domains (verifying within minutes of their records appearing), misconfigured
 * ones (a customer's links at risk) and verified ones the edge does not serve yet. A verified
 * domain whose DNS did not answer is asked again in an hour.
 */
export function nextCheckDue(
  domain: { status: DomainStatus; edgeAttached: boolean; createdAt: string },
  checked: { checkedAt: string; unreachable: boolean },
): string {
  const at = Date.parse(checked.checkedAt);
  const after = (ms: number) => new Date(at + ms).toISOString();
  if (domain.status === 'verified') {
    if (checked.unreachable) return after(HOURLY_MS);
    return domain.edgeAttached ? after(VERIFIED_EVERY_MS) : checked.checkedAt;
  }
  if (domain.status === 'pending' && at - Date.parse(domain.createdAt) > PENDING_FRESH_MS) return after(HOURLY_MS);
  return checked.checkedAt;
}

import { allTeamDomains, getTeamDomain } from '#data/domains/domains-repo.js';
import { logger } from '#lib/logger.js';
import { verifyDomain } from './verify-domain.js';

/** At most this many domains are checked at once (each check is 2–4 DNS queries). */
const CONCURRENT_CHECKS = 8;

/**
 * The periodic check (schedule `check-domains`): every team's domain is read again, so pending
 * domains verify without anyone pressing "Check now" and verified ones that lose a record
 * become misconfigured. One failing domain is logged and does not stop the others.
 */
export async function checkAllDomains(now = new Date()): Promise<{ checked: number; failed: number }> {
  let checked = 0;
  let failed = 0;
  for await (const page of allTeamDomains()) {
    for (let i = 0; i < page.length; i += CONCURRENT_CHECKS) {
      await Promise.all(
        page.slice(i, i + CONCURRENT_CHECKS).map(async ({ teamId, host }) => {
          try {
            const domain = await getTeamDomain(teamId, host);
            if (domain) await verifyDomain(domain, now);
            checked++;
          } catch (error) {
            failed++;
            logger.error('Domain check failed', { teamId, host, error: error as Error });
          }
        }),
      );
    }
  }
  return { checked, failed };
}

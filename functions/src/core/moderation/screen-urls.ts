import { MSG } from '@kisa/shared';
import { blockLookupHosts, screenUrl, type ScreeningFlag } from '@kisa/shared/url-screening';
import { findBlockedHosts } from '#data/moderation/blocklist-repo.js';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';

/** What screening says about one URL: blocked (refused), or the heuristics' flags ([] = fine). */
export type Screening = { blocked: true } | { blocked: false; flags: ScreeningFlag[] };

/**
 * Screens URLs against the admins' blocklist — the host and each parent domain down
 * to the registrable domain, one BatchGetItem for all of them, cached per process — and the
 * shared heuristics. Answers per URL, in order.
 */
export async function screenUrls(urls: readonly string[]): Promise<Screening[]> {
  const lookups = urls.map(blockLookupHosts);
  const blocked = await findBlockedHosts(lookups.flat());
  return urls.map((url, i) =>
    lookups[i]!.some((host) => blocked.has(host)) ? { blocked: true } : { blocked: false, flags: isTrusted(url) ? [] : screenUrl(url) },
  );
}

/** A host the deployment trusts (SCREENING_TRUSTED_HOSTS: the test runtime's loopback; none in AWS). */
function isTrusted(url: string): boolean {
  const trusted = config.screening().trustedHosts;
  return trusted.size > 0 && URL.canParse(url) && trusted.has(new URL(url).hostname);
}

/**
 * Every URL field a create or edit sets (target, mobile redirects, expiration URL): 400 with
 * MSG.targetBlocked when any is blocked; else the flags of all of them together ([] = fine).
 */
export async function screenLinkUrls(urls: ReadonlyArray<string | null | undefined>): Promise<ScreeningFlag[]> {
  const given = urls.filter((u): u is string => !!u);
  if (given.length === 0) return [];
  const flags = new Set<ScreeningFlag>();
  for (const screening of await screenUrls(given)) {
    if (screening.blocked) throw badRequest(MSG.targetBlocked);
    for (const flag of screening.flags) flags.add(flag);
  }
  return [...flags];
}

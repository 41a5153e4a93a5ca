import { MSG } from '@kisa/shared';
import { saveDomainCheck, saveEdgeAttached, type DomainCheck } from '#data/domains/domains-repo.js';
import type { TeamDomainRecord } from '#data/domains/team-domain-item.js';
import { EdgeDomainError } from '#lib/edge/cloudfront-edge-domains.js';
import { config } from '#lib/config.js';
import { notFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { checkDns } from './check-dns.js';
import { dnsLookup, edgeDomains } from './domain-services.js';
import { nextCheckDue } from './next-check-due.js';

/**
 * Checks a domain's DNS records and records the outcome: pending → verified once both are
 * there (an import's domain once its TXT record is: ownershipFirst) (the team then holds the host, and the edge starts serving it), verified →
 * misconfigured when a later check misses one (links keep being served: DNS may flap), and
 * back. A DNS failure changes nothing but the reason. Another team's claim keeps it pending.
 */
export async function verifyDomain(domain: TeamDomainRecord, now = new Date()): Promise<TeamDomainRecord> {
  const found = await checkDns(dnsLookup(), domain.host, domain.token, config.domains().cnameTarget);
  const checkedAt = now.toISOString();
  const result: Omit<DomainCheck, 'nextCheckAt'> = found.unreachable
    ? { status: domain.status, txtFound: domain.txtFound, routingFound: domain.routingFound, checkedAt, ...(found.reason ? { reason: found.reason } : {}) }
    : found.txtFound && (found.routingFound || domain.ownershipFirst)
      ? { status: 'verified', txtFound: true, routingFound: found.routingFound, checkedAt }
      : {
          status: domain.verifiedAt ? 'misconfigured' : 'pending',
          txtFound: found.txtFound,
          routingFound: found.routingFound,
          checkedAt,
          ...(found.reason ? { reason: found.reason } : {}),
        };
  const check: DomainCheck = { ...result, nextCheckAt: nextCheckDue({ ...domain, status: result.status }, { checkedAt, unreachable: found.unreachable }) };
  let outcome = await saveDomainCheck(domain, check);
  let saved = check;
  if (outcome === 'claimedByOther') {
    saved = { ...check, status: 'pending', reason: MSG.domainClaimed };
    outcome = await saveDomainCheck(domain, saved);
  }
  if (outcome === 'gone') throw notFound(MSG.domainNotFound);
  const verifiedAt = saved.status === 'verified' ? (domain.verifiedAt ?? checkedAt) : domain.verifiedAt;
  if (saved.status === 'verified' && domain.status !== 'verified') logger.info('Domain verified', { host: domain.host, teamId: domain.teamId });
  const { reason: _previous, ...rest } = domain;
  const checked: TeamDomainRecord = {
    ...rest,
    status: saved.status,
    txtFound: saved.txtFound,
    routingFound: saved.routingFound,
    lastCheckedAt: checkedAt,
    ...(saved.reason ? { reason: saved.reason } : {}),
    ...(verifiedAt ? { verifiedAt } : {}),
  };
  return saved.status === 'verified' && !domain.edgeAttached ? attachToEdge(checked) : checked;
}

/**
 * Has the edge serve a verified domain (in AWS: its distribution tenant and certificate). Until
 * that succeeds the domain says so, and every check tries again; nothing else waits on it.
 */
async function attachToEdge(domain: TeamDomainRecord): Promise<TeamDomainRecord> {
  try {
    await edgeDomains().attach(domain.host);
    await saveEdgeAttached(domain, true);
    return { ...domain, edgeAttached: true };
  } catch (error) {
    logger.error('Could not attach the domain to the edge', { host: domain.host, teamId: domain.teamId, error: error as Error });
    const reason = error instanceof EdgeDomainError && error.reason === 'elsewhere' ? MSG.domainEdgeElsewhere : MSG.domainEdgePending;
    await saveEdgeAttached(domain, false, reason);
    return { ...domain, reason };
  }
}

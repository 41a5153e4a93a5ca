import { SSO_MSG, ssoTxtValue, type SsoDomainStatus } from '@kisa/shared';
import { getSsoConfig, getSsoDomain, markSsoDomainVerified } from '#data/sso/sso-config-repo.js';
import { AppError } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';
import { dnsLookup } from '../domains/domain-services.js';
import { domainStatus } from './sso-settings.js';

/** A DNS check gives up after this long (each query is bounded too: lib/net/dns.ts). */
const DNS_DEADLINE_MS = 10_000;

/**
 * Checks the TXT record `kisa-sso=<token>` on one of the team's single sign-on domains, through
 * the resolver the branded domains use (DNS_SERVERS), and marks the domain verified when it is
 * there: from then on sign-ins with addresses in it go to the team's provider. A domain another
 * team verified first is not the team's to verify (409).
 */
export async function verifySsoDomain(caller: TeamCaller, domain: string): Promise<{ domain: SsoDomainStatus; message: string }> {
  const config = await getSsoConfig(caller.teamId);
  if (!config) throw new AppError(404, SSO_MSG.notConfigured);
  if (!config.domains.includes(domain)) throw new AppError(404, SSO_MSG.domainNotInSettings);
  const claim = await getSsoDomain(domain);
  if (claim?.teamId !== caller.teamId) throw new AppError(409, SSO_MSG.domainTaken(domain));
  if (claim.verifiedAt) return { domain: domainStatus(caller.teamId, domain, claim), message: SSO_MSG.domainVerified(domain) };
  const expected = ssoTxtValue(claim.token);
  const records = await txtRecords(domain);
  if (!records.some((value) => value.trim() === expected)) {
    return { domain: domainStatus(caller.teamId, domain, claim), message: SSO_MSG.domainTxtMissing(domain, expected) };
  }
  const verifiedAt = new Date().toISOString();
  if (!(await markSsoDomainVerified(domain, caller.teamId, verifiedAt))) throw new AppError(409, SSO_MSG.domainTaken(domain));
  return { domain: domainStatus(caller.teamId, domain, { ...claim, verifiedAt }), message: SSO_MSG.domainVerified(domain) };
}

async function txtRecords(domain: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS deadline')), DNS_DEADLINE_MS);
  });
  try {
    return await Promise.race([dnsLookup().txt(domain), deadline]);
  } catch {
    throw new AppError(503, SSO_MSG.dnsUnreachable);
  } finally {
    clearTimeout(timer);
  }
}

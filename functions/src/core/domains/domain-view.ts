import { domainTxtName, domainTxtValue, type DnsRecord, type Domain } from '@kisa/shared';
import type { TeamDomainRecord } from '#data/domains/team-domain-item.js';

/**
 * A team's domain as the API answers it, with the DNS records to create: the TXT proving
 * ownership and the CNAME routing visitors to `target` (an apex gets the same target as an
 * ALIAS/ANAME, or its A/AAAA addresses: the Domains screen says so).
 */
export function toDomain(record: TeamDomainRecord, target: string): Domain {
  const records: DnsRecord[] = [
    { type: 'TXT', name: domainTxtName(record.host), value: domainTxtValue(record.token), purpose: 'ownership', found: record.txtFound },
    { type: 'CNAME', name: record.host, value: target, purpose: 'routing', found: record.routingFound },
  ];
  return {
    host: record.host,
    status: record.status,
    ...(record.reason ? { reason: record.reason } : {}),
    createdAt: record.createdAt,
    ...(record.lastCheckedAt ? { lastCheckedAt: record.lastCheckedAt } : {}),
    ...(record.verifiedAt ? { verifiedAt: record.verifiedAt } : {}),
    isDefault: record.isDefault,
    links: record.links,
    records,
    rootUrl: record.rootUrl,
    notFoundUrl: record.notFoundUrl,
    robotsTxt: record.robotsTxt,
    appleAppSiteAssociation: record.appleAppSiteAssociation,
    assetLinks: record.assetLinks,
  };
}

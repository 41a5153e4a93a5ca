import { domainTxtName, domainTxtValue, MSG } from '@kisa/shared';
import type { DnsLookup } from '#lib/net/dns.js';

export interface DnsFindings {
  txtFound: boolean;
  routingFound: boolean;
  /** What is missing, for people; absent when both records are there. */
  reason?: string;
  /** DNS itself did not answer (timeout, refused): nothing is known. */
  unreachable: boolean;
}

/**
 * Reads a domain's two records: the TXT at `_kisa.{host}` holding the team's token (ownership)
 * and the routing — a CNAME to `target`, or (an apex, which cannot have a CNAME) A/AAAA records
 * that are the target's own addresses (what an ALIAS/ANAME or flattening provider publishes).
 */
export async function checkDns(lookup: DnsLookup, host: string, token: string, target: string): Promise<DnsFindings> {
  try {
    const [txt, cname] = await Promise.all([lookup.txt(domainTxtName(host)), lookup.cname(host)]);
    const txtFound = txt.some((value) => value.trim() === domainTxtValue(token));
    let routingFound = cname.includes(target);
    if (!routingFound && cname.length === 0) {
      const [mine, theirs] = await Promise.all([lookup.addresses(host), lookup.addresses(target)]);
      routingFound = mine.length > 0 && mine.every((address) => theirs.includes(address));
    }
    const missing = [...(txtFound ? [] : [MSG.domainTxtMissing(domainTxtName(host))]), ...(routingFound ? [] : [MSG.domainRoutingMissing(host, target)])];
    return { txtFound, routingFound, unreachable: false, ...(missing.length ? { reason: missing.join(' ') } : {}) };
  } catch {
    return { txtFound: false, routingFound: false, unreachable: true, reason: MSG.domainDnsUnreachable };
  }
}

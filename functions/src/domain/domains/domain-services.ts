import { config } from '#lib/config.js';
import { noEdgeDomains, type EdgeDomains } from '#lib/edge/edge-domains.js';
import { createDnsLookup, type DnsLookup } from '#lib/net/dns.js';

/** The resolver and the edge the domain operations use, made once per process. */

let lookup: DnsLookup | undefined;

export const dnsLookup = (): DnsLookup => (lookup ??= createDnsLookup(config.domains().dnsServers));

export const edgeDomains = (): EdgeDomains => noEdgeDomains;

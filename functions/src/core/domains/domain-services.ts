import { config } from '#lib/config.js';
import { cloudFrontEdgeDomains } from '#lib/edge/cloudfront-edge-domains.js';
import { noEdgeDomains, type EdgeDomains } from '#lib/edge/edge-domains.js';
import { createDnsLookup, type DnsLookup } from '#lib/net/dns.js';

/** The resolver and the edge the domain operations use, made once per process. */

let lookup: DnsLookup | undefined;

export const dnsLookup = (): DnsLookup => (lookup ??= createDnsLookup(config.domains().dnsServers));

let edge: EdgeDomains | undefined;

/**
 * Which edge serves verified domains is configuration (EDGE_DOMAINS, lib/config.ts): CloudFront
 * distribution tenants in AWS, nothing to do locally, where the gateway answers every Host.
 */
export const edgeDomains = (): EdgeDomains => {
  if (edge) return edge;
  const settings = config.edge();
  return (edge = settings.kind === 'cloudfront' ? cloudFrontEdgeDomains(settings) : noEdgeDomains);
};

import type { Domain, DomainList, UpdateDomainInput } from '@kisa/shared';
import { apiCall } from '@/lib/api-calls';
import { LINK_DOMAINS_KEY, useLinkDomains } from '@/lib/use-link-domains';

/** The team's domains: every member lists them, owners change them (the domain picker's key too). */
export const DOMAINS_KEY = LINK_DOMAINS_KEY;
export const useDomains = useLinkDomains;

export const domainsApi = {
  /** Adds a domain (pending, checked once right away): 201 with its records. */
  add: (host: string) => apiCall('POST', '/api/domains', { body: { host } }),
  /** Reads the domain's DNS records again ("Check now"). */
  check: (host: string) => apiCall('POST', '/api/domains/{host}/check', { path: { host } }),
  /** Its pages and default flag: a field left out keeps its value, null or '' clears it. */
  update: (host: string, patch: UpdateDomainInput) => apiCall('PATCH', '/api/domains/{host}', { path: { host }, body: patch }),
  /** Refused (409) while links are on it. */
  remove: (host: string) => apiCall('DELETE', '/api/domains/{host}', { path: { host } }),
};

/** The list with `domain` in place of its old self (or added after the others). */
export function withDomain(list: DomainList, domain: Domain): DomainList {
  const at = list.items.findIndex((d) => d.host === domain.host);
  const items = at < 0 ? [...list.items, domain] : list.items.map((d, i) => (i === at ? domain : d));
  // One default per team: a domain made default takes the flag from the others.
  return { ...list, items: domain.isDefault ? items.map((d) => (d.host === domain.host || !d.isDefault ? d : { ...d, isDefault: false })) : items };
}

/** The list without `host`. */
export function withoutDomain(list: DomainList, host: string): DomainList {
  return { ...list, items: list.items.filter((d) => d.host !== host) };
}

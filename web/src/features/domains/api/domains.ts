import useSWR from 'swr';
import type { Domain, DomainList, MessageResponse, UpdateDomainInput } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/** The team's domains (issue 25): every member lists them, owners change them. */
export const DOMAINS_KEY = '/api/domains';

const domainPath = (host: string) => `${DOMAINS_KEY}/${encodeURIComponent(host)}`;

export function useDomains() {
  return useSWR<DomainList>(DOMAINS_KEY);
}

export const domainsApi = {
  /** Adds a domain (pending, checked once right away): 201 with its records. */
  add: (host: string) => api.post<Domain>(DOMAINS_KEY, { host }),
  /** Reads the domain's DNS records again ("Check now"). */
  check: (host: string) => api.post<Domain>(`${domainPath(host)}/check`),
  /** Its pages and default flag: a field left out keeps its value, null or '' clears it. */
  update: (host: string, patch: UpdateDomainInput) => api.patch<Domain>(domainPath(host), patch),
  /** Refused (409) while links are on it. */
  remove: (host: string) => api.delete<MessageResponse>(domainPath(host)),
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

import useSWR from 'swr';
import type { DomainList } from '@kisa/shared';

/**
 * The team's branded domains (issue 25), for the domain picker of the Create modal and the
 * editor's Alias tab: GET /api/domains, which every member may read. The same SWR key as the
 * Domains screen's, so a domain verified there is offered here without another request.
 */
export const LINK_DOMAINS_KEY = '/api/domains';

export function useLinkDomains() {
  return useSWR<DomainList>(LINK_DOMAINS_KEY);
}

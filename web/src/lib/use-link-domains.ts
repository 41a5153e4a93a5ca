import { apiKey } from './api-calls';
import { useApi } from './use-api';

/**
 * The team's branded domains, for the domain picker of the Create modal and the
 * editor's Alias tab: GET /api/domains, which every member may read. The same SWR key as the
 * Domains screen's, so a domain verified there is offered here without another request.
 */
export const LINK_DOMAINS_KEY = apiKey('/api/domains');

export function useLinkDomains() {
  return useApi(LINK_DOMAINS_KEY);
}

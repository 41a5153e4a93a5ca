import { removeDomain } from '#core/domains/remove-domain.js';
import { domainOperations } from '@kisa/shared/api/operations/domains';
import { apiOperation } from '../api-handler.js';
import { parseDomainHost } from './domain-host.js';

export const handler = apiOperation(domainOperations.removeDomain, async ({ caller, params }) => ({
  body: await removeDomain(caller, parseDomainHost(params.host)),
}));

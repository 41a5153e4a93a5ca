import { checkDomain } from '#core/domains/check-domain.js';
import { domainOperations } from '@kisa/shared/api/operations/domains';
import { apiOperation } from '../api-handler.js';
import { parseDomainHost } from './domain-host.js';

export const handler = apiOperation(domainOperations.checkDomain, async ({ caller, params }) => ({
  body: await checkDomain(caller, parseDomainHost(params.host)),
}));

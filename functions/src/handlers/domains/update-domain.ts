import { updateDomain } from '#core/domains/update-domain.js';
import { domainOperations } from '@kisa/shared/api/operations/domains';
import { apiOperation } from '../api-handler.js';
import { parseDomainHost } from './domain-host.js';

export const handler = apiOperation(domainOperations.updateDomain, async ({ caller, params, body }) => ({
  body: await updateDomain(caller, parseDomainHost(params.host), body),
}));

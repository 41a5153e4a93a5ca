import { listDomains } from '#core/domains/list-domains.js';
import { domainOperations } from '@kisa/shared/api/operations/domains';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(domainOperations.listDomains, async ({ caller }) => ({ body: await listDomains(caller) }));

import { addDomain } from '#core/domains/add-domain.js';
import { domainOperations } from '@kisa/shared/api/operations/domains';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(domainOperations.addDomain, async ({ caller, body }) => ({ status: 201, body: await addDomain(caller, body.host) }));

import { removeDomain } from '#domain/domains/remove-domain.js';
import { apiHandler } from '../api-handler.js';
import { parseDomainHost } from './domain-host.js';

export const handler = apiHandler(async ({ caller, params }) => ({ body: await removeDomain(caller, parseDomainHost(params.host)) }), { auth: 'user' });

import { checkDomain } from '#domain/domains/check-domain.js';
import { apiHandler } from '../api-handler.js';
import { parseDomainHost } from './domain-host.js';

export const handler = apiHandler(async ({ caller, params }) => ({ body: await checkDomain(caller, parseDomainHost(params.host)) }), { auth: 'user' });

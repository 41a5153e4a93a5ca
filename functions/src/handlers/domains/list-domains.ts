import { listDomains } from '#domain/domains/list-domains.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: await listDomains(caller) }), { auth: 'user' });

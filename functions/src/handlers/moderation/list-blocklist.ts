import { listBlockedHosts } from '#domain/moderation/list-blocklist.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ query }) => ({ body: await listBlockedHosts(query) }), { auth: 'admin' });

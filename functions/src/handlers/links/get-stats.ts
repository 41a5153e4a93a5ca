import { getStats } from '#domain/links/get-stats.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: await getStats(caller) }), { auth: 'user' });

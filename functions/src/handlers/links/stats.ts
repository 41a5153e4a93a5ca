import { getStats } from '../../domain/links/get-stats.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: await getStats(caller) }), { auth: 'user' });

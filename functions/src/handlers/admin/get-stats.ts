import { getAdminStats } from '../../domain/admin/get-stats.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async () => ({ body: await getAdminStats() }), { auth: 'admin' });

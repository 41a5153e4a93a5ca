import { getAdminStats } from '#domain/admin/get-stats.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async () => ({ body: await getAdminStats() }), { auth: 'admin' });

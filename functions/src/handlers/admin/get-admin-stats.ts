import { getAdminStats } from '#core/admin/get-stats.js';
import { adminOperations } from '@kisa/shared/api/operations/admin';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(adminOperations.getAdminStats, async () => ({ body: await getAdminStats() }));

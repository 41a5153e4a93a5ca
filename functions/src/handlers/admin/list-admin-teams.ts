import { listAdminTeams } from '#core/admin/orphaned-teams.js';
import { adminOperations } from '@kisa/shared/api/operations/admin';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(adminOperations.listAdminTeams, async () => ({ body: await listAdminTeams() }));

import { listUsers } from '#core/admin/list-users.js';
import { adminOperations } from '@kisa/shared/api/operations/admin';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(adminOperations.listUsers, async ({ query }) => ({ body: await listUsers(query) }));

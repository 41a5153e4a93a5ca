import { listUsers } from '../../domain/admin/list-users.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async ({ query }) => ({ body: await listUsers(query) }), { auth: 'admin' });

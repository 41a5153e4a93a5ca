import { listUsers } from '#domain/admin/list-users.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ query }) => ({ body: await listUsers(query) }), { auth: 'admin' });

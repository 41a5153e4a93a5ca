import { listCallersApiKeys } from '../../domain/api-keys/manage-api-keys.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: { items: await listCallersApiKeys(caller) } }), { auth: 'user' });

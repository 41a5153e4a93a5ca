import { listCallersApiKeys } from '#domain/api-keys/list-api-keys.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: { items: await listCallersApiKeys(caller) } }), { auth: 'user' });

import { listTags } from '#domain/tags/list-tags.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: await listTags(caller) }), { auth: 'user' });

import { listModerationQueue } from '#domain/moderation/list-moderation-queue.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ query }) => ({ body: await listModerationQueue(query) }), { auth: 'admin' });

import { listModerationActions } from '#domain/moderation/list-moderation-log.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ query }) => ({ body: await listModerationActions(query) }), { auth: 'admin' });

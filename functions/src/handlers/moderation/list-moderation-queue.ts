import { listModerationQueue } from '#core/moderation/list-moderation-queue.js';
import { moderationOperations } from '@kisa/shared/api/operations/moderation';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(moderationOperations.listModerationQueue, async ({ query }) => ({ body: await listModerationQueue(query) }));

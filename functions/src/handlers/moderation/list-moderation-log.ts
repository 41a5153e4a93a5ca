import { listModerationActions } from '#core/moderation/list-moderation-log.js';
import { moderationOperations } from '@kisa/shared/api/operations/moderation';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(moderationOperations.listModerationLog, async ({ query }) => ({ body: await listModerationActions(query) }));

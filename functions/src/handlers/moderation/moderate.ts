import { moderate } from '#core/moderation/moderate.js';
import { moderationOperations } from '@kisa/shared/api/operations/moderation';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(moderationOperations.moderate, async ({ body, caller }) => ({ body: await moderate(caller, body) }));

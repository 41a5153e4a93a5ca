import { changeBlocklist } from '#core/moderation/change-blocklist.js';
import { moderationOperations } from '@kisa/shared/api/operations/moderation';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(moderationOperations.changeBlocklist, async ({ body, caller }) => ({ body: await changeBlocklist(caller, body) }));

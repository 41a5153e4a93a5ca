import { listBlockedHosts } from '#core/moderation/list-blocklist.js';
import { moderationOperations } from '@kisa/shared/api/operations/moderation';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(moderationOperations.listBlocklist, async ({ query }) => ({ body: await listBlockedHosts(query) }));

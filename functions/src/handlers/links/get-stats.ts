import { getStats } from '#core/links/get-stats.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(linkOperations.getStats, async ({ caller }) => ({ body: await getStats(caller) }));

import { listSharedVisitors } from '#core/shares/shared-analytics.js';
import { shareOperations } from '@kisa/shared/api/operations/shares';
import { shareOperation } from '../share-handler.js';

export const handler = shareOperation(shareOperations.listSharedVisitors, true, async (grant, { query }) => ({ body: await listSharedVisitors(grant, query) }));

import { getSharedAnalytics } from '#core/shares/shared-analytics.js';
import { shareOperations } from '@kisa/shared/api/operations/shares';
import { shareOperation } from '../share-handler.js';

export const handler = shareOperation(shareOperations.getSharedAnalytics, true, async (grant, { query }) => ({ body: await getSharedAnalytics(grant, query) }));

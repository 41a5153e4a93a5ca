import { getAnalytics } from '#core/analytics/get-analytics.js';
import { analyticsOperations } from '@kisa/shared/api/operations/analytics';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(analyticsOperations.getAnalytics, async ({ caller, query }) => ({ body: await getAnalytics(caller, query) }));

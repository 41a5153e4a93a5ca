import { listVisitors } from '#core/analytics/list-visitors.js';
import { analyticsOperations } from '@kisa/shared/api/operations/analytics';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(analyticsOperations.listVisitors, async ({ caller, query }) => ({ body: await listVisitors(caller, query) }));

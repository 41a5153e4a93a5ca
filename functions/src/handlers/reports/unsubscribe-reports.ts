import { unsubscribeReports } from '#core/reports/unsubscribe-reports.js';
import { reportOperations } from '@kisa/shared/api/operations/reports';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(reportOperations.unsubscribeReports, async ({ query }) => ({ body: await unsubscribeReports(query.token) }));

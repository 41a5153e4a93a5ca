import { getMyReportSubscription } from '#core/reports/report-subscription.js';
import { reportOperations } from '@kisa/shared/api/operations/reports';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(reportOperations.getReportSubscription, async ({ caller }) => ({ body: await getMyReportSubscription(caller) }));

import { putMyReportSubscription } from '#core/reports/report-subscription.js';
import { reportOperations } from '@kisa/shared/api/operations/reports';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(reportOperations.putReportSubscription, async ({ caller, body }) => ({
  body: await putMyReportSubscription(caller, body),
}));

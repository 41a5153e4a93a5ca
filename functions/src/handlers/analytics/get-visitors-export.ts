import { visitorExportStatus } from '#core/analytics/export-visitors-job.js';
import { analyticsOperations } from '@kisa/shared/api/operations/analytics';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(analyticsOperations.getVisitorsExport, async ({ caller, params }) => ({
  body: await visitorExportStatus(caller, params.id ?? ''),
}));

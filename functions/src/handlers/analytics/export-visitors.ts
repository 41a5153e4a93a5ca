import { exportVisitors } from '#core/analytics/export-visitors.js';
import { analyticsOperations } from '@kisa/shared/api/operations/analytics';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(analyticsOperations.exportVisitors, async ({ caller, query }) => {
  const result = await exportVisitors(caller, query);
  if (result.kind === 'job') return { status: 202, body: result.job };
  if (result.kind === 'url') return { body: { url: result.url, filename: result.filename } };
  return { body: null, file: { filename: result.filename, contentType: result.contentType, data: result.data } };
});

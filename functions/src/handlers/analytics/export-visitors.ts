import { visitorsExportQuerySchema } from '@kisa/shared';
import { exportVisitors } from '#domain/analytics/export-visitors.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(async ({ caller, query }) => {
  const result = await exportVisitors(caller, parseInput(visitorsExportQuerySchema, query));
  if (result.kind === 'url') return { body: { url: result.url, filename: result.filename } };
  return { body: null, file: { filename: result.filename, contentType: result.contentType, data: result.data } };
}, { auth: 'user' });

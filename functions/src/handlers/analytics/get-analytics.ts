import { analyticsQuerySchema } from '@kisa/shared';
import { getAnalytics } from '#domain/analytics/get-analytics.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, query }) => ({ body: await getAnalytics(caller, parseInput(analyticsQuerySchema, query)) }),
  { auth: 'user' },
);

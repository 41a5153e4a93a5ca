import { visitorsQuerySchema } from '@kisa/shared';
import { listVisitors } from '#domain/analytics/list-visitors.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, query }) => ({ body: await listVisitors(caller, parseInput(visitorsQuerySchema, query)) }),
  { auth: 'user' },
);

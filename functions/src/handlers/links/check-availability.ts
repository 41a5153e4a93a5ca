import { availabilityQuerySchema } from '@kisa/shared';
import { checkAvailability } from '#domain/links/check-availability.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ query }) => ({ body: await checkAvailability(parseInput(availabilityQuerySchema, query).alias) }),
  { auth: 'user' },
);

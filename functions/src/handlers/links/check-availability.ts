import { availabilityQuerySchema } from '@kisa/shared';
import { checkAvailability } from '#domain/links/check-availability.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, query }) => {
    const { alias, domain } = parseInput(availabilityQuerySchema, query);
    return { body: await checkAvailability(caller, alias, domain) };
  },
  { auth: 'user' },
);

import { checkAvailability } from '#core/links/check-availability.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(linkOperations.checkAvailability, async ({ caller, query }) => {
  const { alias, domain } = query;
  return { body: await checkAvailability(caller, alias, domain) };
});

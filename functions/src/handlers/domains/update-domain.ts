import { updateDomainSchema } from '@kisa/shared';
import { updateDomain } from '#domain/domains/update-domain.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';
import { parseDomainHost } from './domain-host.js';

export const handler = apiHandler(
  async ({ caller, params, body }) => ({ body: await updateDomain(caller, parseDomainHost(params.host), parseInput(updateDomainSchema, body)) }),
  { auth: 'user' },
);

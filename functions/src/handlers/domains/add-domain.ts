import { addDomainSchema } from '@kisa/shared';
import { addDomain } from '#domain/domains/add-domain.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, body }) => ({ status: 201, body: await addDomain(caller, parseInput(addDomainSchema, body).host) }), { auth: 'user' });

import { createLinkSchema } from '@kisa/shared';
import { createLink } from '#domain/links/create-link.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, body }) => ({ status: 201, body: await createLink(caller, parseInput(createLinkSchema, body)) }),
  { auth: 'user' },
);

import { listLinksQuerySchema } from '@kisa/shared';
import { listLinks } from '#domain/links/list-links.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, query }) => ({ body: await listLinks(caller, parseInput(listLinksQuerySchema, query)) }),
  { auth: 'user' },
);

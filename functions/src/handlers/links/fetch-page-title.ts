import { pageTitleSchema } from '@kisa/shared';
import { fetchPageTitle } from '#domain/links/fetch-page-title.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body }) => ({ body: { title: await fetchPageTitle(parseInput(pageTitleSchema, body).url) } }),
  { auth: 'user' },
);

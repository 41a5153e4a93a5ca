import { fetchPageTitle } from '#core/links/fetch-page-title.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(linkOperations.fetchPageTitle, async ({ body }) => ({ body: { title: await fetchPageTitle(body.url) } }));

import { listLinks } from '#core/links/list-links.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(linkOperations.listLinks, async ({ caller, query }) => ({ body: await listLinks(caller, query) }));

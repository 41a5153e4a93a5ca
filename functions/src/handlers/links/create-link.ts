import { createLink } from '#core/links/create-link.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(linkOperations.createLink, async ({ caller, body }) => ({ status: 201, body: await createLink(caller, body) }));

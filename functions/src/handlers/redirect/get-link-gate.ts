import { normalizeDomainHost } from '@kisa/shared';
import { getLinkGate } from '#core/redirect/get-link-gate.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';

/** GET /api/public/links/{code}/gate[?domain=host] → {passwordRequired, shortLink}; 404 'Link not found' for an unknown code. */
export const handler = apiOperation(linkOperations.getLinkGate, async ({ params, query }) => ({
  body: await getLinkGate(params.code ?? '', (query.domain && normalizeDomainHost(query.domain)) || undefined),
}));

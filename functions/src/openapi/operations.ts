import type { OperationDoc } from './operation-doc.js';
import { accountOperations } from './operations/accounts.js';
import { adminOperations } from './operations/admin.js';
import { analyticsOperations } from './operations/analytics.js';
import { apiKeyOperations } from './operations/api-keys.js';
import { campaignOperations } from './operations/campaigns.js';
import { conversionOperations } from './operations/conversions.js';
import { domainOperations } from './operations/domains.js';
import { linkOperations } from './operations/links.js';
import { moderationOperations } from './operations/moderation.js';
import { tagOperations } from './operations/tags.js';
import { teamOperations } from './operations/team.js';
import { webhookOperations } from './operations/webhooks.js';
import { openApiDocumentSchema } from './schemas.js';

export type { Answer, OperationDoc, QueryParam } from './operation-doc.js';

/**
 * The OpenAPI description of each route of functions/src/api-routes.ts, keyed by
 * "METHOD path", one file per capability under operations/. A test fails for any route
 * missing here, so new routes get documented.
 */
export const operations: Record<string, OperationDoc> = {
  ...accountOperations,
  ...teamOperations,
  ...adminOperations,
  ...moderationOperations,
  ...apiKeyOperations,
  ...linkOperations,
  ...campaignOperations,
  ...analyticsOperations,
  ...conversionOperations,
  ...domainOperations,
  ...webhookOperations,
  ...tagOperations,
  'GET /api/openapi.json': {
    summary: 'This OpenAPI document',
    tags: ['meta'],
    responses: { 200: ['OpenAPI 3.1 document', openApiDocumentSchema] },
  },
};

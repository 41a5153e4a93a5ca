import type { DeclaredOperation } from './operation.js';
import { accountOperations } from './operations/accounts.js';
import { adminOperations } from './operations/admin.js';
import { alertOperations } from './operations/alerts.js';
import { analyticsOperations } from './operations/analytics.js';
import { apiKeyOperations } from './operations/api-keys.js';
import { auditOperations } from './operations/audit.js';
import { campaignOperations } from './operations/campaigns.js';
import { conversionOperations } from './operations/conversions.js';
import { domainOperations } from './operations/domains.js';
import { importOperations } from './operations/imports.js';
import { linkOperations } from './operations/links.js';
import { linkHealthOperations } from './operations/link-health.js';
import { liveOperations } from './operations/live.js';
import { metaOperations } from './operations/meta.js';
import { moderationOperations } from './operations/moderation.js';
import { passkeyOperations } from './operations/passkeys.js';
import { reportOperations } from './operations/reports.js';
import { sessionOperations } from './operations/sessions.js';
import { shareOperations } from './operations/shares.js';
import { tagOperations } from './operations/tags.js';
import { ssoOperations } from './operations/sso.js';
import { teamOperations } from './operations/team.js';
import { webhookOperations } from './operations/webhooks.js';

export * from './idempotency.js';
export * from './operation.js';
export * from './uses.js';
export { openApiDocumentSchema } from './operations/meta.js';

/**
 * Every operation of the HTTP API by its operationId, each declared once in operations/*.ts
 * (one file per area). The route table, the handlers' chain, the OpenAPI document and the SDK
 * all derive from these; docs/ARCHITECTURE.md, "Adding an operation", says how to add one.
 */
export const operations = {
  ...accountOperations,
  ...passkeyOperations,
  ...teamOperations,
  ...ssoOperations,
  ...adminOperations,
  ...moderationOperations,
  ...apiKeyOperations,
  ...sessionOperations,
  ...linkOperations,
  ...campaignOperations,
  ...linkHealthOperations,
  ...analyticsOperations,
  ...liveOperations,
  ...reportOperations,
  ...conversionOperations,
  ...domainOperations,
  ...importOperations,
  ...webhookOperations,
  ...tagOperations,
  ...shareOperations,
  ...alertOperations,
  ...auditOperations,
  ...metaOperations,
} satisfies Record<string, DeclaredOperation>;

export type OperationId = keyof typeof operations;

/** The operations in declaration order. */
export const operationList: readonly DeclaredOperation[] = Object.values(operations);

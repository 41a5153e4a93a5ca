import { auditExportQuerySchema, auditListQuerySchema, auditPageSchema, auditVerifySchema } from '../../index.js';
import { declareOperations } from '../operation.js';

const filterDocs = {
  actor: 'Entries by this user or API key id',
  action: 'Entries of this action (an operationId such as `updateLink`, or `signIn`, `signInFailed`)',
  target: 'Entries on this target id, or of this target type (`link`, `member`, …)',
  from: 'Entries at or after this date or instant (ISO 8601)',
  to: 'Entries before this date or instant (ISO 8601; a date alone means its start)',
};

/**
 * The team's audit log (owners and admins: scope `audit:read`): every state change the API made
 * for the team, sign-ins and failed sign-ins, each entry chained to the one before by SHA-256.
 */
export const auditOperations = declareOperations({
  listAudit: {
    method: 'GET',
    path: '/api/audit',
    auth: 'user',
    scope: 'audit:read',
    uses: ['tableRead'],
    capability: 'team',
    summary: "The team's audit log, newest first, filtered by actor, action, target and time; query `cursor` for the next page",
    tags: ['audit'],
    query: auditListQuerySchema,
    queryDocs: { ...filterDocs, cursor: 'The `nextCursor` of the previous page', limit: 'Entries per page (1–200, default 50)' },
    responses: { 200: ['One page of entries', auditPageSchema] },
    errors: { 400: 'A filter or cursor the list does not take' },
  },
  exportAudit: {
    method: 'GET',
    path: '/api/audit/export',
    auth: 'user',
    scope: 'audit:read',
    uses: ['tableRead'],
    capability: 'team',
    summary: 'The entries the same filters select (newest first, at most 20,000) as a CSV file',
    tags: ['audit'],
    query: auditExportQuerySchema,
    queryDocs: { ...filterDocs, format: 'csv (the default)' },
    responses: { 200: ['The CSV file (Content-Disposition attachment)', { files: ['text/csv'] }] },
    errors: { 400: 'A filter or format the export does not take' },
  },
  verifyAudit: {
    method: 'GET',
    path: '/api/audit/verify',
    auth: 'user',
    scope: 'audit:read',
    uses: ['tableRead'],
    capability: 'team',
    summary:
      "Checks the team's chain from its oldest entry present (older ones expire by the plan's retention; the oldest's `prevHash` is the anchor) to the head: every hash, every link, no gap",
    tags: ['audit'],
    responses: { 200: ['Whether the chain holds, and else its first broken entry', auditVerifySchema] },
  },
});

import * as z from 'zod';
import { cursorParam, limitParam } from './query-params.js';
import { count, instant, nextCursor } from './response-parts.js';

/**
 * The team's audit log: one entry per state change, chained by SHA-256 (each entry's `prevHash`
 * is the previous entry's `hash`), read and verified by GET /api/audit, /api/audit/export and
 * /api/audit/verify. Entries are written by the API's chain (functions/src/core/audit/).
 */

/** Actions that are not operation ids (every other action is the operationId that made the change). */
export const AUDIT_SIGN_IN_ACTIONS = ['signIn', 'signInFailed'] as const;

/** Rows per page of GET /api/audit. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** Rows of one CSV export at most (newest first): a bigger log is exported by range. */
export const AUDIT_EXPORT_MAX = 20_000;

export { AUDIT_MSG } from './audit-messages.js';
import { AUDIT_MSG } from './audit-messages.js';

const filterText = z
  .string({ error: AUDIT_MSG.filterInvalid })
  .trim()
  .max(200, AUDIT_MSG.filterInvalid)
  .optional()
  .transform((v) => v || undefined);
const filterTime = z
  .string({ error: AUDIT_MSG.filterInvalid })
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}/.test(v) && Number.isFinite(Date.parse(v))), AUDIT_MSG.filterInvalid)
  .transform((v) => (v === undefined ? undefined : new Date(Date.parse(v)).toISOString()));

/** The filters both the list and the export take: who (user or key id), what (action), on what (target id or type), when. */
export const auditFilterShape = { actor: filterText, action: filterText, target: filterText, from: filterTime, to: filterTime };

export const auditListQuerySchema = z.object({ ...auditFilterShape, cursor: cursorParam(), limit: limitParam(AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX) });
export const auditExportQuerySchema = z.object({ ...auditFilterShape, format: z.enum(['csv'], { error: AUDIT_MSG.formatInvalid }).optional().default('csv') });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;
export type AuditFilters = Partial<Pick<AuditListQuery, 'actor' | 'action' | 'target' | 'from' | 'to'>>;

export const auditActorSchema = z.strictObject({
  kind: z.enum(['user', 'apiKey', 'system']),
  id: z.string(),
  name: z.string().optional(),
  keyPrefix: z.string().optional(),
});
export const auditChangeSchema = z.strictObject({ before: z.unknown().optional(), after: z.unknown().optional() });

export const auditEntrySchema = z.strictObject({
  seq: count,
  at: instant,
  actor: auditActorSchema,
  action: z.string(),
  target: z.strictObject({ type: z.string(), id: z.string() }),
  ip: z.string().describe('The caller’s address, truncated: IPv4 to its /24, IPv6 to its /48'),
  userAgent: z.string(),
  changes: z.record(z.string(), auditChangeSchema).describe('Field → before/after; secrets and passwords are "[redacted]"'),
  status: z.number().int().describe('The HTTP status the request was answered with'),
  prevHash: z.string(),
  hash: z.string().describe('SHA-256 (hex) of the canonical JSON of the entry without `hash`'),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditActor = z.infer<typeof auditActorSchema>;
export type AuditChanges = z.infer<typeof auditEntrySchema>['changes'];

export const auditPageSchema = z.strictObject({ entries: z.array(auditEntrySchema), nextCursor });

export const auditVerifySchema = z.strictObject({
  ok: z.boolean(),
  checked: count.describe('Entries checked, from the oldest present (older ones may have expired by the plan’s retention)'),
  firstBroken: z
    .strictObject({ seq: count, at: z.string(), reason: z.enum(['hash', 'link', 'gap', 'head']) })
    .optional()
    .describe(
      'The first entry that does not hold: its own hash is wrong, it does not link to the one before, one before it is missing, or the head names another end',
    ),
});
export type AuditVerification = z.infer<typeof auditVerifySchema>;

/** The value that stands for a secret in `changes`. */
export const AUDIT_REDACTED = '[redacted]';

/** A short text of an entry's changes for tables and the CSV: `name: "a" → "b"; tags`. */
export function summarizeAuditChanges(changes: AuditChanges, max = 300): string {
  const show = (v: unknown) => (v === undefined ? '∅' : typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v)));
  const parts = Object.entries(changes).map(([field, c]) =>
    'before' in c ? `${field}: ${show(c.before)} → ${show(c.after)}` : 'after' in c ? `${field}: ${show(c.after)}` : field,
  );
  const text = parts.join('; ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

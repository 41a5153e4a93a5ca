import * as z from 'zod';
import { MODERATION_ACTIONS, REPORT_REASONS, SCREENING_FLAGS } from './moderation.js';
import { count, cursor, instant, userRef } from './response-parts.js';

/**
 * Answers of the abuse routes: the moderation queue, its actions, the audit log and
 * the blocklist. Request schemas in moderation-schemas.ts; constants and texts in moderation.ts.
 */

/**
 * POST /api/public/reports: 201 `{message}` when reported; 200 `{message, candidates}` when only a
 * code was given and it is on more than one domain — nothing is reported until one is sent again.
 */
export const reportAnswerSchema = z.strictObject({
  message: z.string(),
  candidates: z.array(z.string()).min(2).optional().describe('The short links (full URLs) the code names; send one of them as `link`'),
});
export type ReportAnswer = z.output<typeof reportAnswerSchema>;

/** One row of the moderation queue: a link that was reported or flagged at creation. */
export const moderationCaseSchema = z.strictObject({
  linkId: z.string(),
  code: z.string(),
  shortLink: z.string(),
  longUrl: z.string().describe("The link's destination now (or as last seen, for a deleted link)"),
  title: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  teamDisabled: z.boolean(),
  totalClicks: count,
  linkState: z.enum(['active', 'flagged', 'disabled', 'deleted']).describe("The link's state for visitors; 'deleted' once its owner deleted it"),
  flags: z.array(z.string()).describe(`Screening heuristics that flagged the link: ${SCREENING_FLAGS.join(', ')}`),
  reports: count,
  reasons: z.partialRecord(z.enum(REPORT_REASONS), count).describe('Reports per reason'),
  recentReports: z
    .array(z.strictObject({ at: instant, reason: z.enum(REPORT_REASONS), details: z.string().optional(), contact: z.string().optional() }))
    .describe('The latest reports, newest first (at most 5)'),
  status: z.enum(['open', 'resolved']),
  openedAt: instant,
  updatedAt: instant,
});

export const moderationQueueSchema = z.strictObject({ items: z.array(moderationCaseSchema), cursor });

/** POST /api/admin/moderation */
export const moderationResultSchema = z.strictObject({
  message: z.string(),
  case: moderationCaseSchema.optional().describe('The case as it is now, for link actions'),
});

/** One audit-log line: who did what, when. */
export const moderationLogEntrySchema = z.strictObject({
  id: z.string(),
  at: instant,
  actor: userRef.extend({ email: z.string() }),
  action: z.enum([...MODERATION_ACTIONS, 'blocklistAdd', 'blocklistRemove', 'disableUser', 'enableUser']),
  linkId: z.string().optional(),
  code: z.string().optional(),
  teamId: z.string().optional(),
  userId: z.string().optional(),
  count: count.optional().describe('Blocklist changes: how many entries'),
  entries: z.array(z.string()).optional().describe('Blocklist changes: the first few entries'),
  linksDisabled: count.optional().describe('Blocklist additions: the existing links to them that were disabled'),
  note: z.string().optional(),
});

export const moderationLogSchema = z.strictObject({ items: z.array(moderationLogEntrySchema), cursor });

export const blocklistEntrySchema = z.strictObject({ entry: z.string(), addedAt: instant, addedBy: userRef });

export const blocklistPageSchema = z.strictObject({ items: z.array(blocklistEntrySchema), cursor });

/** POST /api/admin/blocklist */
export const blocklistChangedSchema = z.strictObject({
  changed: count,
  invalid: count.describe('Lines of a file that were no host or domain'),
  linksDisabled: count.describe('Existing links to the added entries this request disabled (0 for a removal)'),
  linksLeft: z.boolean().describe('More links to the added entries remain to be disabled: send the same request again'),
});

export type ModerationCase = z.infer<typeof moderationCaseSchema>;
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;
export type ModerationResult = z.infer<typeof moderationResultSchema>;
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
export type ModerationLog = z.infer<typeof moderationLogSchema>;
export type BlocklistEntry = z.infer<typeof blocklistEntrySchema>;
export type BlocklistPage = z.infer<typeof blocklistPageSchema>;
export type BlocklistChanged = z.infer<typeof blocklistChangedSchema>;

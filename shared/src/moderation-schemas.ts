import * as z from 'zod';
import { EMAIL_MAX, isEmail } from './form-checks.js';
import { MSG } from './messages.js';
import {
  BLOCKLIST_FILE_MAX,
  BLOCKLIST_MAX_PER_REQUEST,
  isTeamAction,
  MODERATION_ACTIONS,
  MODERATION_CASE_STATUSES,
  MODERATION_NOTE_MAX,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from './moderation.js';
import { cursorParam } from './query-params.js';
import { isPlainText, joinLines } from './text-rules.js';

/** Input schemas of the abuse routes; the types and constants are in moderation.ts. */

/** POST /api/public/reports */
export const reportSchema = z.object({
  /** The short link as shared (`https://kisa.example/abc`) or its code (`abc`). */
  link: z.string({ error: MSG.reportLinkRequired }).trim().min(1, MSG.reportLinkRequired).max(400, MSG.reportLinkRequired),
  reason: z.enum(REPORT_REASONS, { error: MSG.reportReasonInvalid }),
  details: z
    .string()
    .max(REPORT_DETAILS_MAX * 4, MSG.reportDetailsTooLong)
    .transform(joinLines)
    .pipe(z.string().max(REPORT_DETAILS_MAX, MSG.reportDetailsTooLong).refine(isPlainText, MSG.reportDetailsInvalid))
    .optional(),
  contact: z
    .string()
    .trim()
    .max(EMAIL_MAX, MSG.invalidEmail)
    .refine((v) => v === '' || isEmail(v), MSG.invalidEmail)
    .optional(),
});
export type ReportInput = z.output<typeof reportSchema>;

/** POST /api/admin/moderation: one action on a link (by id) or a team (by id). */
export const moderationActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: MSG.moderationActionInvalid }),
    linkId: z.string().max(100).optional(),
    teamId: z.string().max(100).optional(),
    note: z.string().trim().max(MODERATION_NOTE_MAX, MSG.moderationNoteTooLong).refine(isPlainText, MSG.reportDetailsInvalid).optional(),
  })
  .refine((a) => (isTeamAction(a.action) ? !!a.teamId : !!a.linkId), MSG.moderationTargetRequired);
export type ModerationAction = z.output<typeof moderationActionSchema>;

/** POST /api/admin/blocklist: add or remove entries, typed or as a file's text (hosts format, one domain a line). */
export const blocklistChangeSchema = z
  .object({
    action: z.enum(['add', 'remove'], { error: MSG.moderationActionInvalid }),
    entries: z.array(z.string().max(300)).max(BLOCKLIST_MAX_PER_REQUEST, MSG.blocklistTooMany).optional(),
    file: z.string().max(BLOCKLIST_FILE_MAX, MSG.blocklistTooMany).optional(),
  })
  .refine((c) => (c.entries?.length ?? 0) > 0 || !!c.file?.trim(), MSG.blocklistEntriesRequired);
export type BlocklistChange = z.output<typeof blocklistChangeSchema>;

/** GET /api/admin/moderation: the queue's status (open unless asked) and page. */
export const moderationQueueQuerySchema = z.object({
  status: z.enum(MODERATION_CASE_STATUSES, { error: MSG.moderationStatusInvalid }).optional().default('open'),
  cursor: cursorParam(),
});
/** GET /api/admin/moderation/log. */
export const moderationLogQuerySchema = z.object({ cursor: cursorParam() });
/** GET /api/admin/blocklist: entries starting with `q` (a host's first characters: trimmed, lower-cased, at most a host's 253). */
export const blocklistQuerySchema = z.object({
  q: z
    .string()
    .max(300, MSG.domainInvalid)
    .optional()
    .transform((v) => v?.trim().toLowerCase().slice(0, 253) || undefined),
  cursor: cursorParam(),
});
export type ModerationQueueQuery = z.output<typeof moderationQueueQuerySchema>;
export type ModerationLogQuery = z.output<typeof moderationLogQuerySchema>;
export type BlocklistQuery = z.output<typeof blocklistQuerySchema>;

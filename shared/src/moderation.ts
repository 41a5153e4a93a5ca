import * as z from 'zod';
import { EMAIL_MAX, isEmail } from './form-checks.js';
import { MSG } from './messages.js';
import { isPlainText } from './text-rules.js';

/**
 * Abuse handling (issue 22): what visitors report, what admins see in the moderation queue and
 * do about it, and the blocklist. Types and input schemas shared by the API and the web app.
 */

/** Why someone reports a short link (a fixed list: reasons are counted per case). */
export const REPORT_REASONS = ['phishing', 'malware', 'spam', 'scam', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_TEXT: Record<ReportReason, string> = {
  phishing: 'Phishing (asks for passwords or payment details)',
  malware: 'Malware or an unwanted download',
  spam: 'Spam',
  scam: 'Scam or fraud',
  illegal: 'Illegal content',
  other: 'Something else',
};
export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_NOTE_MAX = 500;

/** A link's state for visitors: as created, flagged (a warning page first), or disabled (410). */
export type LinkModeration = 'flagged' | 'disabled';

export const MODERATION_ACTIONS = ['disableLink', 'enableLink', 'clearFlag', 'dismiss', 'disableTeam', 'enableTeam'] as const;
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];
const TEAM_ACTIONS: readonly ModerationActionName[] = ['disableTeam', 'enableTeam'];
export const isTeamAction = (action: ModerationActionName) => TEAM_ACTIONS.includes(action);

/** POST /api/public/reports */
export const reportSchema = z.object({
  /** The short link as shared (`https://kisa.example/abc`) or its code (`abc`). */
  link: z.string({ error: MSG.reportLinkRequired }).trim().min(1, MSG.reportLinkRequired).max(400, MSG.reportLinkRequired),
  reason: z.enum(REPORT_REASONS, { error: MSG.reportReasonInvalid }),
  details: z
    .string()
    .transform((v) => v.replace(/\s*\r?\n\s*/g, ' ').trim())
    .pipe(z.string().max(REPORT_DETAILS_MAX, MSG.reportDetailsTooLong).refine(isPlainText, MSG.reportDetailsInvalid))
    .optional(),
  contact: z
    .string()
    .trim()
    .max(EMAIL_MAX, MSG.invalidEmail)
    .refine((v) => v === '' || isEmail(v), MSG.invalidEmail)
    .optional(),
});
export type ReportData = z.output<typeof reportSchema>;

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

export const BLOCKLIST_MAX_PER_REQUEST = 20_000;
/** A blocklist file: 5 MB of text (a public list of ~20,000 hosts is ~600 KB). */
export const BLOCKLIST_FILE_MAX = 5_000_000;

/** POST /api/admin/blocklist: add or remove entries, typed or as a file's text (hosts format, one domain a line). */
export const blocklistChangeSchema = z
  .object({
    action: z.enum(['add', 'remove'], { error: MSG.moderationActionInvalid }),
    entries: z.array(z.string().max(300)).max(BLOCKLIST_MAX_PER_REQUEST, MSG.blocklistTooMany).optional(),
    file: z.string().max(BLOCKLIST_FILE_MAX, MSG.blocklistTooMany).optional(),
  })
  .refine((c) => (c.entries?.length ?? 0) > 0 || !!c.file?.trim(), MSG.blocklistEntriesRequired);
export type BlocklistChange = z.output<typeof blocklistChangeSchema>;

/** One row of the moderation queue: a link that was reported or flagged at creation. */
export interface ModerationCase {
  linkId: string;
  code: string;
  shortLink: string;
  /** The link's destination now (or as last seen, for a deleted link). */
  longUrl: string;
  title: string;
  teamId: string;
  teamName: string;
  teamDisabled: boolean;
  totalClicks: number;
  /** The link's state for visitors; 'deleted' once its owner deleted it. */
  linkState: 'active' | 'flagged' | 'disabled' | 'deleted';
  /** Screening heuristics that flagged it (url-screening.ts ScreeningFlag names). */
  flags: string[];
  reports: number;
  reasons: Partial<Record<ReportReason, number>>;
  /** The latest reports, newest first (at most 5). */
  recentReports: { at: string; reason: ReportReason; details?: string; contact?: string }[];
  status: 'open' | 'resolved';
  openedAt: string;
  updatedAt: string;
}

export interface ModerationQueue {
  items: ModerationCase[];
  /** Pass back as `cursor` for the next page; absent on the last. */
  cursor?: string;
}

/** One audit-log line: who did what, when. */
export interface ModerationLogEntry {
  id: string;
  at: string;
  actor: { id: string; name: string; email: string };
  action: ModerationActionName | 'blocklistAdd' | 'blocklistRemove' | 'disableUser' | 'enableUser';
  linkId?: string;
  code?: string;
  teamId?: string;
  userId?: string;
  /** Blocklist changes: how many entries, and the first few. */
  count?: number;
  entries?: string[];
  note?: string;
}

export interface ModerationLog {
  items: ModerationLogEntry[];
  cursor?: string;
}

export interface BlocklistEntry {
  entry: string;
  addedAt: string;
  addedBy: { id: string; name: string };
}

export interface BlocklistPage {
  items: BlocklistEntry[];
  cursor?: string;
}

export interface BlocklistChanged {
  changed: number;
  /** Lines of a file that were no host or domain. */
  invalid: number;
}

export interface ModerationResult {
  message: string;
  case?: ModerationCase;
}

import { isEmail } from './form-checks.js';
import { MSG } from './messages.js';
import { isPlainText, joinLines } from './text-rules.js';

/**
 * Abuse handling: what visitors report, what admins see in the moderation queue and
 * do about it, and the blocklist. Constants, texts and the report form's check, shared by the
 * API and the web app — free of zod, so the web bundle takes them without the schema library
 * (the input schemas are in moderation-schemas.ts, the answers' in moderation-responses.ts).
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

/** The moderation queue's two lists: cases waiting for an admin, and those acted on. */
export const MODERATION_CASE_STATUSES = ['open', 'resolved'] as const;
export type ModerationCaseStatus = (typeof MODERATION_CASE_STATUSES)[number];

export const BLOCKLIST_MAX_PER_REQUEST = 20_000;
/** A blocklist file: 5 MB of text (a public list of ~20,000 hosts is ~600 KB). */
export const BLOCKLIST_FILE_MAX = 5_000_000;

/** Why screening found a URL suspicious (url-screening.ts); each is a reason an admin reads in the moderation queue. */
export const SCREENING_FLAGS = ['userinfo', 'ipHost', 'mixedScript', 'confusableBrand', 'brandInHost'] as const;
export type ScreeningFlag = (typeof SCREENING_FLAGS)[number];

export const SCREENING_FLAG_TEXT: Record<ScreeningFlag, string> = {
  userinfo: 'A user name before the host (https://bank.com@evil.example reads as bank.com)',
  ipHost: 'The host is a bare IP address',
  mixedScript: 'A host label mixes scripts (e.g. Latin and Cyrillic)',
  confusableBrand: 'The host imitates a well-known brand with look-alike characters',
  brandInHost: "A well-known brand's name in a host that is not the brand's own domain",
};

/**
 * The report form's check in the browser, with the API's messages (reportSchema says the same):
 * the link, a reason off the list, details of at most REPORT_DETAILS_MAX plain characters and an
 * optional contact e-mail. null when the form may be sent.
 */
export function checkReportForm(f: { link: string; reason: string; details: string; contact: string }): string | null {
  if (!f.link.trim() || f.link.trim().length > 400) return MSG.reportLinkRequired;
  if (!(REPORT_REASONS as readonly string[]).includes(f.reason)) return MSG.reportReasonInvalid;
  const details = joinLines(f.details);
  if (details.length > REPORT_DETAILS_MAX) return MSG.reportDetailsTooLong;
  if (details && !isPlainText(details)) return MSG.reportDetailsInvalid;
  const contact = f.contact.trim();
  if (contact && !isEmail(contact)) return MSG.invalidEmail;
  return null;
}

import { displayHost, REPORT_REASONS, SCREENING_FLAG_TEXT, type ModerationCase, type ModerationLogEntry, type ReportReason } from '@kisa/shared';
import { formatCount } from '@/lib/format';

/** What the moderation screen says of cases and audit-log lines. Pure; unit-tested. */

/** Short names of the report reasons (the form shows the long ones). */
export const REASON_LABEL: Record<ReportReason, string> = {
  phishing: 'Phishing',
  malware: 'Malware',
  spam: 'Spam',
  scam: 'Scam',
  illegal: 'Illegal content',
  other: 'Other',
};

/** "Phishing 2, Scam 1": the reports by reason, most first (ties in the list's order). */
export function reasonsText(reasons: ModerationCase['reasons']): string {
  return REPORT_REASONS.map((r) => [r, reasons[r] ?? 0] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => `${REASON_LABEL[r]} ${formatCount(n)}`)
    .join(', ');
}

/** A screening flag's explanation (an unknown name is shown as it is). */
export const flagText = (flag: string) => (SCREENING_FLAG_TEXT as Record<string, string>)[flag] ?? flag;

export const LINK_STATE_LABEL: Record<ModerationCase['linkState'], string> = {
  active: 'Active',
  flagged: 'Flagged: warning page',
  disabled: 'Disabled',
  deleted: 'Deleted by its owner',
};

export const LOG_ACTION_LABEL: Record<ModerationLogEntry['action'], string> = {
  disableLink: 'Disabled a link',
  enableLink: 'Enabled a link',
  clearFlag: 'Cleared a flag',
  dismiss: 'Dismissed reports',
  disableTeam: 'Disabled a team',
  enableTeam: 'Enabled a team',
  disableUser: 'Disabled a user',
  enableUser: 'Enabled a user',
  blocklistAdd: 'Added to the blocklist',
  blocklistRemove: 'Removed from the blocklist',
};

/** What an audit-log line acted on: the link's code, the team, the user, or the blocklist entries. */
export function logSubject(e: ModerationLogEntry): string {
  if (e.action === 'blocklistAdd' || e.action === 'blocklistRemove') {
    const count = e.count ?? e.entries?.length ?? 0;
    const shown = e.entries ?? [];
    const more = count > shown.length ? ` and ${formatCount(count - shown.length)} more` : '';
    return `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'}${shown.length ? `: ${shown.join(', ')}${more}` : ''}`;
  }
  if (e.code) return `/${e.code}`;
  if (e.linkId) return `link ${e.linkId}`;
  if (e.userId) return `user ${e.userId}`;
  if (e.teamId) return `team ${e.teamId}`;
  return '—';
}

/** "12 entries added; 3 lines were not hosts or domains." — the answer of a blocklist change. */
export function blocklistChangedText(added: boolean, changed: number, invalid: number): string {
  const done = `${formatCount(changed)} ${changed === 1 ? 'entry' : 'entries'} ${added ? 'added to' : 'removed from'} the blocklist.`;
  if (invalid === 0) return done;
  return `${done} ${formatCount(invalid)} ${invalid === 1 ? 'line was' : 'lines were'} not a host or domain and ${invalid === 1 ? 'was' : 'were'} skipped.`;
}

/** What an added entry did to the links that existed: "3 existing links to it were disabled." ('' for none). */
export function blockedLinksText(disabled: number, left: boolean): string {
  const done = disabled === 0 ? '' : `${formatCount(disabled)} existing ${disabled === 1 ? 'link to it was' : 'links to it were'} disabled.`;
  return left ? `${done} More links to it remain: add the same entries again to disable them.`.trim() : done;
}

/**
 * Typed entries: one a line, or several on a line separated by spaces or commas when each looks
 * like a host (has a dot or a colon); any other line is one entry as written, so the words of a
 * line that is not a host are one skipped line, not one skip each. Blank lines are dropped.
 */
export function typedEntries(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const tokens = line.split(/[\s,]+/).filter(Boolean);
    return tokens.every((t) => /[.:]/.test(t)) ? tokens : [line.trim()];
  });
}

/** A blocklist entry as people read it beside the stored one (`bücher.example` for `xn--bcher-kva.example`), or null when it reads the same. */
export function readableEntry(entry: string): string | null {
  const shown = displayHost(`http://${entry}/`);
  return shown && shown !== entry ? shown : null;
}

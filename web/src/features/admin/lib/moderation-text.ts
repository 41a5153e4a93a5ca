import { displayHost, REPORT_REASONS, type ModerationCase, type ModerationLogEntry, type ReportReason, type ScreeningFlag } from '@kisa/shared';
import { formatCount } from '@/lib/format';
import { translatedRecord, translateNow } from '@/lib/i18n';

/** What the moderation screen says of cases and audit-log lines. Pure; unit-tested. */

/** Short names of the report reasons (the form shows the long ones). */
export const REASON_LABEL: Readonly<Record<ReportReason, string>> = translatedRecord({
  phishing: 'admin.reason.phishing',
  malware: 'admin.reason.malware',
  spam: 'admin.reason.spam',
  scam: 'admin.reason.scam',
  illegal: 'admin.reason.illegal',
  other: 'admin.reason.other',
});

/** The report form's long names of the reasons (a reason's title in the queue). */
export const REASON_TEXT: Readonly<Record<ReportReason, string>> = translatedRecord({
  phishing: 'common.reportReason.phishing',
  malware: 'common.reportReason.malware',
  spam: 'common.reportReason.spam',
  scam: 'common.reportReason.scam',
  illegal: 'common.reportReason.illegal',
  other: 'common.reportReason.other',
});

/** "Phishing 2, Scam 1": the reports by reason, most first (ties in the list's order). */
export function reasonsText(reasons: ModerationCase['reasons']): string {
  return REPORT_REASONS.map((r) => [r, reasons[r] ?? 0] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => `${REASON_LABEL[r]} ${formatCount(n)}`)
    .join(', ');
}

/** A screening flag's explanation (an unknown name is shown as it is). */
export const flagText = (flag: string) => (FLAG_TEXT as Record<string, string>)[flag] ?? flag;

const FLAG_TEXT: Readonly<Record<ScreeningFlag, string>> = translatedRecord({
  userinfo: 'common.screeningFlag.userinfo',
  ipHost: 'common.screeningFlag.ipHost',
  mixedScript: 'common.screeningFlag.mixedScript',
  confusableBrand: 'common.screeningFlag.confusableBrand',
  brandInHost: 'common.screeningFlag.brandInHost',
});

export const LINK_STATE_LABEL: Readonly<Record<ModerationCase['linkState'], string>> = translatedRecord({
  active: 'admin.state.active',
  flagged: 'admin.state.flagged',
  disabled: 'admin.state.disabled',
  deleted: 'admin.state.deleted',
});

export const LOG_ACTION_LABEL: Readonly<Record<ModerationLogEntry['action'], string>> = translatedRecord({
  disableLink: 'admin.log.action.disableLink',
  enableLink: 'admin.log.action.enableLink',
  clearFlag: 'admin.log.action.clearFlag',
  dismiss: 'admin.log.action.dismiss',
  disableTeam: 'admin.log.action.disableTeam',
  enableTeam: 'admin.log.action.enableTeam',
  disableUser: 'admin.log.action.disableUser',
  enableUser: 'admin.log.action.enableUser',
  blocklistAdd: 'admin.log.action.blocklistAdd',
  blocklistRemove: 'admin.log.action.blocklistRemove',
});

/** What an audit-log line acted on: the link's code, the team, the user, or the blocklist entries. */
export function logSubject(e: ModerationLogEntry): string {
  if (e.action === 'blocklistAdd' || e.action === 'blocklistRemove') {
    const count = e.count ?? e.entries?.length ?? 0;
    const shown = e.entries ?? [];
    const values = { n: count, count: formatCount(count), list: shown.join(', '), more: formatCount(count - shown.length) };
    if (!shown.length) return translateNow('admin.log.entries', values);
    return translateNow(count > shown.length ? 'admin.log.entriesMore' : 'admin.log.entriesListed', values);
  }
  if (e.code) return `/${e.code}`;
  if (e.linkId) return translateNow('admin.log.link', { id: e.linkId });
  if (e.userId) return translateNow('admin.log.user', { id: e.userId });
  if (e.teamId) return translateNow('admin.log.team', { id: e.teamId });
  return '—';
}

/** "12 entries added; 3 lines were not hosts or domains." — the answer of a blocklist change. */
export function blocklistChangedText(added: boolean, changed: number, invalid: number): string {
  const done = translateNow('admin.blocklist.changed', { n: changed, count: formatCount(changed), added: added ? 'yes' : 'no' });
  if (invalid === 0) return done;
  return `${done} ${translateNow('admin.blocklist.skipped', { n: invalid, count: formatCount(invalid) })}`;
}

/** What an added entry did to the links that existed: "3 existing links to it were disabled." ('' for none). */
export function blockedLinksText(disabled: number, left: boolean): string {
  const done = disabled === 0 ? '' : translateNow('admin.blocklist.linksDisabled', { n: disabled, count: formatCount(disabled) });
  return left ? `${done} ${translateNow('admin.blocklist.linksLeft')}`.trim() : done;
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

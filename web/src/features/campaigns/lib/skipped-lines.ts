import { MSG, type BulkQueued } from '@kisa/shared';
import { toCsv } from '@/lib/csv';
import { formatCount } from '@/lib/format';
import { translateNow } from '@/lib/i18n';
import { reasonText, SKIP_REASON, type BulkFileResult, type SkippedLine } from './parse-bulk-file';

export { reasonText };

/** What the bulk screen says about the lines that gave no link, and their CSV. Pure; unit-tested. */

/** The file as read (every line accounted for) and the lines that gave no link. */
export interface BulkReport {
  file: BulkFileResult;
  /** The parser's skipped lines plus any the API refused, in file order. */
  skipped: SkippedLine[];
}

/** Lines a skipped row takes in the file (a quoted CSV value may span several). */
export const linesOf = (s: SkippedLine) => s.lastLine - s.line + 1;

/** The notice: how many lines were skipped — the same lines the list shows (and whether some were blocked destinations). */
export function skippedNotice(skipped: readonly SkippedLine[]): string {
  const n = skipped.reduce((sum, s) => sum + linesOf(s), 0);
  const blocked = skipped.filter((s) => s.reason === SKIP_REASON.blocked || s.reason === SKIP_REASON.ruleBlocked).length;
  const count = formatCount(n);
  if (blocked === 0) return translateNow('campaigns.skipped.noUrl', { n, count });
  if (blocked === n) return translateNow('campaigns.skipped.blocked', { n, count });
  return translateNow('campaigns.skipped.mixed', { n, count, blocked: formatCount(blocked) });
}

const API_REASONS: ReadonlySet<string> = new Set([SKIP_REASON.refused, SKIP_REASON.blocked, SKIP_REASON.ruleRefused, SKIP_REASON.ruleBlocked]);

/** Lines the API refused (invalid or blocked, their URL or a rule's): they were read as links, so they move from "with a link" to "skipped". */
const refusedByApi = (s: SkippedLine) => API_REASONS.has(s.reason);

/**
 * What screening did to a bulk run, from the API's `blocked` and `flagged` counts:
 * links refused for a blocklisted destination, and links created with a warning page and sent
 * to the moderators. null for either when there were none.
 */
export function screeningNotes(blocked: number, flagged: number): { blocked: string | null; flagged: string | null } {
  return {
    blocked: blocked > 0 ? translateNow('campaigns.screening.blocked', { n: blocked, count: formatCount(blocked) }) : null,
    flagged: flagged > 0 ? translateNow('campaigns.screening.flagged', { n: flagged, count: formatCount(flagged) }) : null,
  };
}

/** How every line of the file was read, so the figures add up to the file's line count. */
export function fileSummary(result: Pick<BulkFileResult, 'totalLines' | 'urls' | 'headerLine' | 'emptyLines'>, skipped: readonly SkippedLine[]): string {
  const skippedLines = skipped.reduce((sum, s) => sum + linesOf(s), 0);
  const parts = [
    translateNow('campaigns.file.withLink', { count: formatCount(result.urls.length - skipped.filter(refusedByApi).length) }),
    translateNow('campaigns.file.skipped', { count: formatCount(skippedLines) }),
  ];
  if (result.headerLine !== null) parts.push(translateNow('campaigns.file.header', { line: formatCount(result.headerLine) }));
  if (result.emptyLines > 0) parts.push(translateNow('campaigns.file.empty', { n: result.emptyLines, count: formatCount(result.emptyLines) }));
  return translateNow('campaigns.file.summary', { n: result.totalLines, count: formatCount(result.totalLines), parts: parts.join(', ') });
}

/** A skipped row's line, or its range when it spans several ("5–7"). */
export const lineLabel = (s: SkippedLine) => (s.lastLine > s.line ? `${s.line}–${s.lastLine}` : String(s.line));

/** The skipped lines as CSV: Line, Content, Reason. */
export function skippedLinesCsv(skipped: readonly SkippedLine[]): string {
  const header = [translateNow('campaigns.skipped.line'), translateNow('campaigns.skipped.content'), translateNow('campaigns.skipped.reason')];
  return toCsv([header, ...skipped.map((s) => [lineLabel(s), s.content, reasonText(s.reason)])]);
}

/** `skipped-lines-{campaign}.csv` */
export const skippedLinesFileName = (campaign: string) =>
  `skipped-lines-${
    campaign
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'bulk'
  }.csv`;

/**
 * The lines behind links the API refused (`rejected` indexes are within one call's chunk,
 * which started at `offset` in the file's URLs). A link refused for a targeting column's
 * destination shows that destination: the line's URL was fine.
 */
export function refusedLines(rejected: BulkQueued['rejected'], offset: number, urlLines: readonly number[]): SkippedLine[] {
  return rejected.map(({ index, longUrl, reason, destination, alias, message }) => {
    const line = urlLines[offset + index] ?? 0;
    // Its alias (a file's alias column): the rule's message, taken, or repeated in the file.
    if (reason === 'alias') return { line, lastLine: line, content: `${longUrl} — alias “${alias ?? ''}”`, reason: message ?? MSG.aliasTaken };
    if (destination) return { line, lastLine: line, content: destination, reason: reason === 'blocked' ? SKIP_REASON.ruleBlocked : SKIP_REASON.ruleRefused };
    return {
      line,
      lastLine: line,
      content: longUrl,
      reason: reason === 'blocked' ? SKIP_REASON.blocked : reason === 'shortLink' ? SKIP_REASON.shortLink : SKIP_REASON.refused,
    };
  });
}

/** Skipped lines in file order (the API's refusals join the parser's). */
export const byLine = (a: SkippedLine, b: SkippedLine) => a.line - b.line;

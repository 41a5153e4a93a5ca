import type { BulkQueued } from '@kisa/shared';
import { toCsv } from '../../../lib/csv';
import { formatCount } from '../../../lib/format';
import { SKIP_REASON, type BulkFileResult, type SkippedLine } from './parse-bulk-file';

/** What the bulk screen says about the lines that gave no link, and their CSV. Pure; unit-tested. */

/** The file as read (every line accounted for) and the lines that gave no link. */
export interface BulkReport {
  file: BulkFileResult;
  /** The parser's skipped lines plus any the API refused, in file order. */
  skipped: SkippedLine[];
}

const lines = (n: number) => `${formatCount(n)} ${n === 1 ? 'line' : 'lines'}`;

/** Lines a skipped row takes in the file (a quoted CSV value may span several). */
export const linesOf = (s: SkippedLine) => s.lastLine - s.line + 1;

/** The notice: how many lines were skipped — the same lines the list shows. */
export function skippedNotice(skipped: readonly SkippedLine[]): string {
  const n = skipped.reduce((sum, s) => sum + linesOf(s), 0);
  return `${lines(n)} ${n === 1 ? 'was' : 'were'} skipped: no valid URL found.`;
}

/** How every line of the file was read, so the figures add up to the file's line count. */
export function fileSummary(result: Pick<BulkFileResult, 'totalLines' | 'urls' | 'headerLine' | 'emptyLines'>, skipped: readonly SkippedLine[]): string {
  const skippedLines = skipped.reduce((sum, s) => sum + linesOf(s), 0);
  const parts = [`${formatCount(result.urls.length - skipped.filter((s) => s.reason === SKIP_REASON.refused).length)} with a link`, `${formatCount(skippedLines)} skipped`];
  if (result.headerLine !== null) parts.push(`the header row (line ${formatCount(result.headerLine)})`);
  if (result.emptyLines > 0) parts.push(`${formatCount(result.emptyLines)} empty ${result.emptyLines === 1 ? 'line' : 'lines'} (ignored)`);
  return `The file has ${lines(result.totalLines)}: ${parts.join(', ')}.`;
}

/** A skipped row's line, or its range when it spans several ("5–7"). */
export const lineLabel = (s: SkippedLine) => (s.lastLine > s.line ? `${s.line}–${s.lastLine}` : String(s.line));

/** The skipped lines as CSV: Line, Content, Reason. */
export function skippedLinesCsv(skipped: readonly SkippedLine[]): string {
  return toCsv([['Line', 'Content', 'Reason'], ...skipped.map((s) => [lineLabel(s), s.content, s.reason])]);
}

/** `skipped-lines-{campaign}.csv` */
export const skippedLinesFileName = (campaign: string) => `skipped-lines-${campaign.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'bulk'}.csv`;

/**
 * The lines behind links the API refused (`rejected` indexes are within one call's chunk,
 * which started at `offset` in the file's URLs).
 */
export function refusedLines(rejected: BulkQueued['rejected'], offset: number, urlLines: readonly number[]): SkippedLine[] {
  return rejected.map(({ index, longUrl }) => {
    const line = urlLines[offset + index] ?? 0;
    return { line, lastLine: line, content: longUrl, reason: SKIP_REASON.refused };
  });
}

/** Skipped lines in file order (the API's refusals join the parser's). */
export const byLine = (a: SkippedLine, b: SkippedLine) => a.line - b.line;

import { createBulkCollector, isShortLinkUrl, MSG, URL_MAX, type BulkColumns, type BulkParseResult } from '@kisa/shared';
import type { MessageKey } from '@kisa/shared/i18n';
import { localizeMessage, translateNow } from '@/lib/i18n';

/** File extensions the bulk screen takes. */
export function fileKind(name: string): 'csv' | 'txt' | null {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return ext === 'csv' || ext === 'txt' ? ext : null;
}

/** Why a line gave no link. */
export const SKIP_REASON = {
  noUrl: 'No URL found',
  invalidUrl: 'Not a valid http(s) URL',
  tooLong: `URL longer than ${URL_MAX.toLocaleString('en-US')} characters`,
  refused: 'Refused by the server: not a valid http(s) URL',
  /** A Kisa short link (the short domain's, or a branded domain's: the API says which). */
  shortLink: MSG.targetIsShortLink,
  /** The API refused it: the destination is on the admins' blocklist. */
  blocked: MSG.targetBlocked,
  /** The API refused it for a targeting column's destination, listed as the line's content: a Kisa short link. */
  ruleRefused: `Refused by the server: this country or language column's destination is a Kisa short link. ${MSG.targetIsShortLink}`,
  /** …or one on the blocklist. */
  ruleBlocked: `This country or language column's destination is blocked on Kisa because it is known for phishing or malware.`,
} as const;

const REASON_KEYS = new Map<string, MessageKey>([
  [SKIP_REASON.noUrl, 'campaigns.reason.noUrl'],
  [SKIP_REASON.invalidUrl, 'campaigns.reason.invalidUrl'],
  [SKIP_REASON.refused, 'campaigns.reason.refused'],
  [SKIP_REASON.ruleBlocked, 'campaigns.reason.ruleBlocked'],
]);

/** Why a line gave no link, in the language shown (the reasons above are compared in English; the API's messages are spec messages). */
export function reasonText(reason: string): string {
  const key = REASON_KEYS.get(reason);
  if (key) return translateNow(key);
  if (reason === SKIP_REASON.tooLong) return translateNow('campaigns.reason.tooLong', { max: URL_MAX });
  if (reason === SKIP_REASON.ruleRefused) return translateNow('campaigns.reason.ruleRefused', { message: localizeMessage(MSG.targetIsShortLink) });
  return localizeMessage(reason);
}

/** A non-empty line of the file that became no link. */
export interface SkippedLine {
  /** Its line number in the file (from 1). */
  line: number;
  /** The last line it spans: a quoted CSV value may run over several lines. */
  lastLine: number;
  /** What it holds (CSV fields joined again), at most CONTENT_MAX characters. */
  content: string;
  reason: string;
}

/**
 * What a bulk file holds, line by line: every line is a link, skipped, the header or empty. The
 * links and what the header's columns give them are the shared collector's (BulkParseResult).
 */
export interface BulkFileResult extends Pick<BulkParseResult, 'urls' | 'tags' | 'tagsDropped' | 'rules' | 'rulesDropped' | 'refused' | 'titles' | 'aliases'> {
  /** The line each of `urls` came from (same index). */
  urlLines: number[];
  /** Non-empty lines that gave no link, in file order. */
  skipped: SkippedLine[];
  /** The line taken as column names (the first non-empty one, when it holds no URL). */
  headerLine: number | null;
  /** Empty or blank lines (the spec skips them: not counted as skipped). */
  emptyLines: number;
  /** Lines in the file: links + skipped (with the lines they span) + header + empty. */
  totalLines: number;
  /** With a header: the columns read and those ignored, as the header names them. */
  columns?: BulkColumns;
}

export const CONTENT_MAX = 500;

/** Line breaks inside a field (a quoted CSV value); a lone CR ending it is a mixed line ending, not a line. */
const lineBreaks = (field: string) => field.match(/\r\n|\n|\r(?!$)/g)?.length ?? 0;

/**
 * Follows the file row by row (papaparse's rows, empty ones included) through the shared
 * bulk collector, and keeps what the screen reports: the line each row starts on, which
 * rows gave no link and why, the header row and the empty lines. `shortOrigins`: the short
 * domain's origin(s), so a line holding one of its links is called that, not an invalid URL.
 */
export function createBulkFileCollector(delimiter = ',', shortOrigins: readonly string[] = []) {
  const collector = createBulkCollector();
  const urlLines: number[] = [];
  const skipped: SkippedLine[] = [];
  let headerLine: number | null = null;
  let emptyLines = 0;
  let next = 1;
  let lastRowEmpty = false;
  return {
    addRow(fields: readonly string[]): void {
      const line = next;
      const spans = fields.reduce((n, f) => n + lineBreaks(String(f ?? '')), 0);
      next += 1 + spans;
      lastRowEmpty = fields.length === 1 && fields[0] === '';
      // The shared collector answers nothing per row: what changed in its result says what the row was.
      const before = collector.result();
      const urls = before.urls.length;
      const invalid = before.invalid;
      const header = before.header;
      collector.addRow(fields);
      const after = collector.result();
      if (after.urls.length > urls) urlLines.push(line);
      else if (after.header && !header) headerLine = line;
      else if (after.invalid > invalid)
        skipped.push({ line, lastLine: line + spans, content: contentOf(fields, delimiter), reason: reasonOf(collector.urlCandidate(fields), shortOrigins) });
      else emptyLines += 1 + spans;
    },
    result(): BulkFileResult {
      // papaparse ends a file that ends with a line break with one empty row: no line of the file.
      const phantom = lastRowEmpty ? 1 : 0;
      const { urls, tags, tagsDropped, rules, rulesDropped, refused, titles, aliases } = collector.result();
      const columns = collector.columns();
      return {
        urls,
        urlLines,
        skipped,
        headerLine,
        emptyLines: emptyLines - phantom,
        totalLines: next - 1 - phantom,
        ...(tags ? { tags, tagsDropped } : {}),
        ...(rules ? { rules, rulesDropped } : {}),
        ...(refused ? { refused } : {}),
        ...(titles ? { titles } : {}),
        ...(aliases ? { aliases } : {}),
        ...(columns ? { columns } : {}),
      };
    },
    /** Whether the file is refused already (its header): nothing more need be read. */
    refused: (): boolean => collector.result().refused !== undefined,
  };
}

function contentOf(fields: readonly string[], delimiter: string): string {
  const text = fields.map((f) => String(f ?? '')).join(delimiter);
  return text.length > CONTENT_MAX ? `${text.slice(0, CONTENT_MAX - 1)}…` : text;
}

/**
 * The reason the shared rules dropped a row, by the part they took for its URL: none looked like
 * one, or it is no usable URL (a tags or targeting cell is never that part).
 */
function reasonOf(candidate: string | undefined, shortOrigins: readonly string[]): string {
  if (candidate === undefined) return SKIP_REASON.noUrl;
  if (isShortLinkUrl(candidate, shortOrigins)) return SKIP_REASON.shortLink;
  return candidate.trim().length > URL_MAX ? SKIP_REASON.tooLong : SKIP_REASON.invalidUrl;
}

/**
 * Streams a CSV or TXT file through papaparse (loaded on demand, kept out of the initial
 * bundle) into the shared bulk parser. It reads 256 KB at a time and yields to the browser
 * between chunks, so a 100,000-line file never freezes the page. CSV: fields by papaparse
 * (quotes respected, delimiter guessed among , ; and tab); TXT: one value per line (a
 * comma or a quote inside a URL stays in it), parts split on `;` by the shared rules.
 * Empty rows are kept (not skipped by papaparse) so every row knows its line number.
 * A string is read the same way (tests).
 */
export async function parseBulkFile(
  file: File | string,
  name = typeof file === 'string' ? 'input.csv' : file.name,
  shortOrigins: readonly string[] = [],
): Promise<BulkFileResult> {
  const { default: Papa } = await import('papaparse');
  const kind = fileKind(name);
  let collector: ReturnType<typeof createBulkFileCollector> | null = null;
  return new Promise<BulkFileResult>((resolve, reject) => {
    Papa.parse<string[]>(file as File, {
      chunkSize: 256 * 1024,
      skipEmptyLines: false,
      // TXT: no delimiter and no quoting — each line is one value.
      ...(kind === 'txt' ? { delimiter: '\u0001', quoteChar: '\u0002' } : { delimitersToGuess: [',', ';', '\t'] }),
      chunk(results, parser) {
        collector ??= createBulkFileCollector(kind === 'txt' ? '' : results.meta.delimiter, shortOrigins);
        for (const row of results.data) collector.addRow(row);
        // A refused header decides the file: the rest of a big file is not worth reading.
        if (collector.refused()) return parser.abort();
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete: () => resolve((collector ?? createBulkFileCollector()).result()),
      error: (error: Error) => reject(error),
    });
  });
}

/**
 * Bulk file parsing rules (spec §5 "Bulk URLs"), shared by the web app (rows from
 * papaparse, streamed) and the API (each posted longUrl goes through normalizeBulkUrl):
 *
 * - a row may hold several values (CSV fields, or parts separated by `;`): the first part
 *   that looks like a URL is taken;
 * - empty rows are skipped;
 * - values starting with `www.` and bare domains (`example.com/x`) get `https://`;
 * - a row whose URL-looking part is still not an http(s) URL, or a row with no URL-looking
 *   part, is dropped and counted in `invalid`;
 * - the first non-empty row is a header (not a link, not counted) when no part of it looks
 *   like a URL (`url`, `Long URL;Title`, …).
 */
import { toHttpUrl } from './link-rules.js';
import { BARE_DOMAIN_RE, SCHEME_RE } from './urls.js';

export interface BulkParseResult {
  /** Normalised http(s) URLs, in file order. */
  urls: string[];
  /** Non-empty rows dropped because they held no usable URL. */
  invalid: number;
  /** Whether the first row was taken as a header. */
  header: boolean;
}

/** Trims a value and the quotes a spreadsheet may have left around it. */
function clean(value: string): string {
  let v = value.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) v = v.slice(1, -1).trim();
  return v.replace(/^\uFEFF/, '');
}

/** Whether a value looks like a URL: a `scheme://`, `www.` or a bare domain. */
export function looksLikeUrl(value: string): boolean {
  const v = clean(value);
  return SCHEME_RE.test(v) || /^www\./i.test(v) || BARE_DOMAIN_RE.test(v);
}

/**
 * A value as a link target, by the one URL rule (link-rules.ts toHttpUrl: `www.` and bare
 * domains get `https://`) once spreadsheet quotes are gone; null when it is no http(s) URL.
 */
export function normalizeBulkUrl(value: string): string | null {
  return toHttpUrl(clean(value));
}

/** The parts of a row: each field, split on `;`. */
function partsOf(fields: readonly string[]): string[] {
  const parts: string[] = [];
  for (const field of fields) for (const part of String(field ?? '').split(';')) parts.push(part);
  return parts;
}

/**
 * Collects rows one at a time (papaparse's step/chunk callbacks), so a 100,000-line file
 * never needs a second copy in memory.
 */
export function createBulkCollector() {
  const result: BulkParseResult = { urls: [], invalid: 0, header: false };
  let seenRow = false;
  return {
    addRow(fields: readonly string[]): void {
      const parts = partsOf(fields).map(clean).filter(Boolean);
      if (parts.length === 0) return; // empty row
      const candidate = parts.find(looksLikeUrl);
      if (!seenRow) {
        seenRow = true;
        if (candidate === undefined) {
          result.header = true;
          return;
        }
      }
      const url = candidate === undefined ? null : normalizeBulkUrl(candidate);
      if (url) result.urls.push(url);
      else result.invalid++;
    },
    result(): BulkParseResult {
      return result;
    },
  };
}

/** Parses a whole text (one row per line, parts separated by `;`), e.g. a TXT file. */
export function parseBulkText(text: string): BulkParseResult {
  const collector = createBulkCollector();
  for (const line of text.split(/\r\n|\n|\r/)) collector.addRow([line]);
  return collector.result();
}

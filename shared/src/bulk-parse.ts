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
 *   like a URL (`url`, `Long URL;Title`, …);
 * - a header may name a column `tags` (any case; issue 26): each row's cell in that column
 *   holds the link's tag names, separated by commas (parseTagCell), and is never taken for
 *   the row's URL. A header's columns are its fields when it has several (a CSV row), else
 *   the parts of its one field (a TXT line, `url;tags`).
 */
import { toHttpUrl } from './link-rules.js';
import { checkTagName, parseTagCell, TAGS_PER_LINK_MAX } from './tags.js';
import { BARE_DOMAIN_RE, SCHEME_RE } from './urls.js';

export interface BulkParseResult {
  /** Normalised http(s) URLs, in file order. */
  urls: string[];
  /** Non-empty rows dropped because they held no usable URL. */
  invalid: number;
  /** Whether the first row was taken as a header. */
  header: boolean;
  /**
   * Only when the header names a `tags` column: each link's tag names (same index as `urls`;
   * none: an empty list). Names a tag cannot have (too long, control characters) and names past
   * TAGS_PER_LINK_MAX on a row are left out, and counted in `tagsDropped`.
   */
  tags?: ReadonlyArray<readonly string[]>;
  /** Tag names left out (see `tags`); only with a `tags` column. */
  tagsDropped?: number;
}

/** What a header row's `tags` column is called (compared in lower case). */
export const BULK_TAGS_COLUMN = 'tags';
const NO_TAGS: readonly string[] = Object.freeze([]);

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

/** Where a header's `tags` column is: among its fields (`by: 'field'`) or its one field's `;` parts. */
interface TagsColumn {
  by: 'field' | 'part';
  index: number;
}

function tagsColumnOf(fields: readonly string[]): TagsColumn | null {
  const isTags = (v: string) => clean(v).toLowerCase() === BULK_TAGS_COLUMN;
  if (fields.length > 1) {
    const index = fields.findIndex((f) => isTags(String(f ?? '')));
    return index < 0 ? null : { by: 'field', index };
  }
  const index = String(fields[0] ?? '').split(';').findIndex(isTags);
  return index < 0 ? null : { by: 'part', index };
}

/** A row without its tags cell, and that cell ('' when the row has none). */
function splitTagsCell(fields: readonly string[], column: TagsColumn): { rest: string[]; cell: string } {
  if (column.by === 'field') {
    return { rest: fields.filter((_, i) => i !== column.index).map((f) => String(f ?? '')), cell: String(fields[column.index] ?? '') };
  }
  const parts = partsOf(fields);
  return { rest: parts.filter((_, i) => i !== column.index), cell: parts[column.index] ?? '' };
}

/**
 * Collects rows one at a time (papaparse's step/chunk callbacks), so a 100,000-line file
 * never needs a second copy in memory.
 */
export function createBulkCollector() {
  const result: BulkParseResult = { urls: [], invalid: 0, header: false };
  let seenRow = false;
  let column: TagsColumn | null = null;
  let tags: Array<readonly string[]> | null = null;
  return {
    addRow(fields: readonly string[]): void {
      const split = column ? splitTagsCell(fields, column) : null;
      const parts = partsOf(split ? split.rest : fields)
        .map(clean)
        .filter(Boolean);
      if (parts.length === 0 && !clean(split?.cell ?? '')) return; // empty row
      const candidate = parts.find(looksLikeUrl);
      if (!seenRow) {
        seenRow = true;
        if (candidate === undefined) {
          result.header = true;
          column = tagsColumnOf(fields);
          if (column) {
            tags = [];
            result.tags = tags;
            result.tagsDropped = 0;
          }
          return;
        }
      }
      const url = candidate === undefined ? null : normalizeBulkUrl(candidate);
      if (!url) {
        result.invalid++;
        return;
      }
      result.urls.push(url);
      if (tags && split) {
        const names = parseTagCell(clean(split.cell));
        const kept = names.filter((n) => checkTagName(n) === null).slice(0, TAGS_PER_LINK_MAX);
        result.tagsDropped! += names.length - kept.length;
        tags.push(kept.length ? kept : NO_TAGS);
      }
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

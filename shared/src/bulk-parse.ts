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
 * - a header may name a column `tags` (any case): each row's cell in that column
 *   holds the link's tag names, separated by commas (parseTagCell), and is never taken for
 *   the row's URL. A header's columns are its fields when it has several (a CSV row), else
 *   the parts of its one field (a TXT line, `url;tags`);
 * - a header may name targeting columns `country:XX` (an ISO 3166-1 alpha-2 code, any
 *   case) and `language:xx` (a language tag, lower-cased): each row's non-empty cell in such a
 *   column is a destination URL (normalised as the row's URL is) and becomes one targeting rule
 *   on its link, in the header's column order; never the row's URL. A header naming a code that
 *   is no country or language refuses the whole file (`refused`): a typo there would otherwise
 *   send a whole campaign's visitors nowhere special without a word;
 * - a header may name a `title` column: each row's cell is its link's title (plain text, cut to
 *   TITLE_MAX), and an `alias` column: each row's cell is its link's alias (trimmed; the API
 *   checks it as a single link's); neither is ever taken for the row's URL;
 * - a header's columns are reported (the collector's `columns()`): those read (the URL's, `title`,
 *   `alias`, `tags`, the targeting ones) and those ignored, so a column the app does not take
 *   (`notes`) is said, not silently dropped.
 */
import { TITLE_MAX, toHttpUrl } from './link-rules.js';
import { toPlainText } from './text-rules.js';
import { checkTagName, parseTagCell, TAGS_PER_LINK_MAX } from './tags.js';
import { COUNTRY_CODES, LANGUAGE_TAG_RE, normalizeLanguage, RULE_MSG, RULES_PER_LINK_MAX, type TargetingRule } from './targeting-rules.js';
import { BARE_DOMAIN_RE, SCHEME_RE } from './urls.js';

/** A targeting rule from a bulk file's `country:XX` or `language:xx` column (the API gives it its id). */
export type BulkRule = Omit<TargetingRule, 'id'>;

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
  /**
   * Only when the header names targeting columns: each link's rules (same index as
   * `urls`; none: an empty list), in column order. Cells that hold no http(s) URL and rules past
   * RULES_PER_LINK_MAX on a row are left out, and counted in `rulesDropped`.
   */
  rules?: ReadonlyArray<readonly BulkRule[]>;
  /** Rule cells left out (see `rules`); only with targeting columns. */
  rulesDropped?: number;
  /** Why the whole file is refused (a targeting column naming no country or language); nothing past the header is read. */
  refused?: string;
  /** Only when the header names a `title` column: each link's title (same index as `urls`; '' for none). */
  titles?: readonly string[];
  /** Only when the header names an `alias` column: each link's alias (same index as `urls`; '' for none: a random code). */
  aliases?: readonly string[];
}

/** One row of a bulk file as the API's bulk request takes it: the URL, and the alias, title, tags and rules the row has (none: left out). */
export function bulkLinkOf(row: {
  longUrl: string;
  alias?: string | undefined;
  title?: string | undefined;
  tags?: readonly string[] | undefined;
  rules?: readonly BulkRule[] | undefined;
}): { longUrl: string; shortUrl?: string; title?: string; tags?: string[]; rules?: BulkRule[] } {
  return {
    longUrl: row.longUrl,
    ...(row.alias ? { shortUrl: row.alias } : {}),
    ...(row.title ? { title: row.title } : {}),
    ...(row.tags?.length ? { tags: [...row.tags] } : {}),
    ...(row.rules?.length ? { rules: [...row.rules] } : {}),
  };
}

/** A header's column names as written: those read (in header order) and those ignored. */
export interface BulkColumns {
  read: string[];
  ignored: string[];
}

/** What a header row's `tags` column is called (compared in lower case). */
export const BULK_TAGS_COLUMN = 'tags';
/** What a header row's `title` column is called (compared in lower case). */
export const BULK_TITLE_COLUMN = 'title';
/** What a header row's `alias` column is called (compared in lower case). */
export const BULK_ALIAS_COLUMN = 'alias';
/** A header's targeting column: `country:DE`, `language:tr`; the code is judged by targetingColumn. */
export const BULK_RULE_COLUMN_RE = /^(country|language)\s*:(.*)$/i;
const NO_TAGS: readonly string[] = Object.freeze([]);
const NO_RULES: readonly BulkRule[] = Object.freeze([]);
const COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);

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
 * Where a header's special columns are: among its fields (`by: 'field'`) or its one field's `;`
 * parts. `tags` is -1 without a tags column; `rules` are the targeting columns, in header order.
 */
interface Columns {
  by: 'field' | 'part';
  /** The header's cells as written. */
  names: string[];
  tags: number;
  title: number;
  alias: number;
  /** The cell the first link's URL came from (-1 until a row gave one). */
  url: number;
  rules: { index: number; rule: Omit<BulkRule, 'destination'> }[];
}

/**
 * What a header cell names as a targeting column: its rule (name and condition), null when it is
 * no targeting column, or the message that refuses the file when its code is no country or language.
 */
export function targetingColumn(value: string): Omit<BulkRule, 'destination'> | string | null {
  const column = clean(value);
  const match = BULK_RULE_COLUMN_RE.exec(column);
  if (!match) return null;
  const kind = match[1]!.toLowerCase() as 'country' | 'language';
  if (kind === 'country') {
    const code = match[2]!.trim().toUpperCase();
    return COUNTRIES.has(code) ? { name: `Country ${code}`, countries: [code] } : RULE_MSG.bulkColumnInvalid(column, kind);
  }
  const language = normalizeLanguage(match[2]!);
  return LANGUAGE_TAG_RE.test(language) ? { name: `Language ${language}`, languages: [language] } : RULE_MSG.bulkColumnInvalid(column, kind);
}

/** A header's columns, or the message that refuses the file. */
function columnsOf(fields: readonly string[]): Columns | string {
  const by = fields.length > 1 ? 'field' : 'part';
  const cells = by === 'field' ? fields.map((f) => String(f ?? '')) : String(fields[0] ?? '').split(';');
  const named = (name: string) => cells.findIndex((v) => clean(v).toLowerCase() === name);
  const columns: Columns = {
    by,
    names: cells.map(clean),
    tags: named(BULK_TAGS_COLUMN),
    title: named(BULK_TITLE_COLUMN),
    alias: named(BULK_ALIAS_COLUMN),
    url: -1,
    rules: [],
  };
  for (const [index, cell] of cells.entries()) {
    const rule = targetingColumn(cell);
    if (typeof rule === 'string') return rule;
    if (rule) columns.rules.push({ index, rule });
  }
  return columns;
}

/** A row without its special cells (`rest`, with each cell's column), its tags, title and targeting cells ('' where the row has none). */
function splitRow(
  fields: readonly string[],
  columns: Columns,
): { rest: string[]; restColumns: number[]; tags: string; title: string; alias: string; rules: string[] } {
  const cells = columns.by === 'field' ? fields.map((f) => String(f ?? '')) : partsOf(fields);
  const special = new Set([columns.tags, columns.title, columns.alias, ...columns.rules.map((r) => r.index)]);
  const restColumns = cells.map((_, i) => i).filter((i) => !special.has(i));
  const cell = (i: number) => cells[i] ?? '';
  return {
    rest: restColumns.map((i) => cells[i]!),
    restColumns,
    tags: cell(columns.tags),
    title: cell(columns.title),
    alias: cell(columns.alias),
    rules: columns.rules.map((r) => cell(r.index)),
  };
}

/** The header's columns as read and ignored, once the URL's column is known. */
function columnReport(columns: Columns): BulkColumns {
  const read = new Set([columns.url, columns.title, columns.alias, columns.tags, ...columns.rules.map((r) => r.index)].filter((i) => i >= 0));
  const cells = columns.names.map((name, i) => ({ name, i })).filter((c) => c.name);
  return { read: cells.filter((c) => read.has(c.i)).map((c) => c.name), ignored: cells.filter((c) => !read.has(c.i)).map((c) => c.name) };
}

/**
 * Collects rows one at a time (papaparse's step/chunk callbacks), so a 100,000-line file
 * never needs a second copy in memory.
 */
export function createBulkCollector() {
  const result: BulkParseResult = { urls: [], invalid: 0, header: false };
  let seenRow = false;
  let columns: Columns | null = null;
  let tags: Array<readonly string[]> | null = null;
  let rules: Array<readonly BulkRule[]> | null = null;
  let titles: string[] | null = null;
  let aliases: string[] | null = null;
  /** A row's parts that may hold its URL: every part but the tags and targeting cells. */
  const urlParts = (split: ReturnType<typeof splitRow> | null, fields: readonly string[]) =>
    partsOf(split ? split.rest : fields)
      .map(clean)
      .filter(Boolean);
  return {
    addRow(fields: readonly string[]): void {
      if (result.refused) return;
      const split = columns ? splitRow(fields, columns) : null;
      const parts = urlParts(split, fields);
      if (parts.length === 0 && (!split || [split.tags, split.title, split.alias, ...split.rules].every((cell) => !clean(cell)))) return; // empty row
      const candidate = parts.find(looksLikeUrl);
      if (!seenRow) {
        seenRow = true;
        if (candidate === undefined) {
          result.header = true;
          const found = columnsOf(fields);
          if (typeof found === 'string') {
            result.refused = found;
            return;
          }
          columns = found;
          if (found.title >= 0) {
            titles = [];
            result.titles = titles;
          }
          if (found.alias >= 0) {
            aliases = [];
            result.aliases = aliases;
          }
          if (found.tags >= 0) {
            tags = [];
            result.tags = tags;
            result.tagsDropped = 0;
          }
          if (found.rules.length) {
            rules = [];
            result.rules = rules;
            result.rulesDropped = 0;
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
      if (columns && split && columns.url < 0) {
        // The URL's column: the cell the first link came from (a part of it in a `;` field).
        const at = split.rest.findIndex((cell) => partsOf([cell]).map(clean).includes(candidate!));
        columns.url = at < 0 ? -1 : split.restColumns[at]!;
      }
      if (titles && split) titles.push(toPlainText(clean(split.title)).trim().slice(0, TITLE_MAX));
      if (aliases && split) aliases.push(clean(split.alias));
      if (tags && split) {
        const names = parseTagCell(clean(split.tags));
        const kept = names.filter((n) => checkTagName(n) === null).slice(0, TAGS_PER_LINK_MAX);
        result.tagsDropped! += names.length - kept.length;
        tags.push(kept.length ? kept : NO_TAGS);
      }
      if (rules && split && columns) {
        const given = split.rules.map(clean);
        const row: BulkRule[] = [];
        given.forEach((cell, i) => {
          const destination = cell ? normalizeBulkUrl(cell) : null;
          if (destination) row.push({ ...columns!.rules[i]!.rule, destination });
        });
        const kept = row.slice(0, RULES_PER_LINK_MAX);
        result.rulesDropped! += given.filter(Boolean).length - kept.length;
        rules.push(kept.length ? kept : NO_RULES);
      }
    },
    /** The part of a row taken for its URL (undefined: none looks like one), tags and targeting cells left out: why a row was dropped. */
    urlCandidate(fields: readonly string[]): string | undefined {
      return urlParts(columns ? splitRow(fields, columns) : null, fields).find(looksLikeUrl);
    },
    result(): BulkParseResult {
      return result;
    },
    /** The header's columns, read and ignored (null: no header). */
    columns(): BulkColumns | null {
      return columns ? columnReport(columns) : null;
    },
  };
}

/** Parses a whole text (one row per line, parts separated by `;`), e.g. a TXT file. */
export function parseBulkText(text: string): BulkParseResult {
  const collector = createBulkCollector();
  for (const line of text.split(/\r\n|\n|\r/)) collector.addRow([line]);
  return collector.result();
}

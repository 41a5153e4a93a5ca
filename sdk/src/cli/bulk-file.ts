/**
 * Reads a bulk file the way the web app's bulk screen does: every row goes through the shared
 * bulk collector (shared/src/bulk-parse.ts: the first URL-looking part, `www.` and bare domains
 * made https://, a header row naming `title`, `alias`, `tags`, `country:XX`, `language:xx`
 * columns). CSV by papaparse with the same delimiter guess (`,` `;` tab); TXT one value per
 * line; XLSX (which the CLI takes besides) the first worksheet's cells as a row's fields.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { bulkLinkOf, createBulkCollector, type BulkParseResult } from '@kisa/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { BulkLink } from '#client/types.js';
import { UsageError } from './exit-codes.js';

export const BULK_FILE_KINDS = ['csv', 'txt', 'xlsx'] as const;

export async function readBulkFile(path: string): Promise<BulkParseResult> {
  const kind = extname(path).slice(1).toLowerCase();
  if (!(BULK_FILE_KINDS as readonly string[]).includes(kind)) throw new UsageError(`${path}: expected a .csv, .txt or .xlsx file`);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new UsageError(`${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  const collector = createBulkCollector();
  for (const row of kind === 'xlsx' ? await xlsxRows(path, bytes) : textRows(bytes.toString('utf8'), kind === 'txt')) {
    collector.addRow(row);
    if (collector.result().refused) break; // a refused header decides the file
  }
  return collector.result();
}

/** The links to queue, with each row's title, alias, tags and targeting rules when the file has those columns. */
export function bulkLinks(parsed: BulkParseResult): BulkLink[] {
  return parsed.urls.map((longUrl, i) =>
    bulkLinkOf({ longUrl, title: parsed.titles?.[i], alias: parsed.aliases?.[i], tags: parsed.tags?.[i], rules: parsed.rules?.[i] }),
  );
}

function textRows(text: string, plain: boolean): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  // TXT: no delimiter and no quoting, as on the bulk screen (a comma or quote inside a URL stays in it).
  if (plain) return body.split(/\r\n|\n|\r/).map((line) => [line]);
  return Papa.parse<string[]>(body, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] }).data;
}

async function xlsxRows(path: string, bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UsageError(`${path}: not a readable XLSX file`);
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const fields: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      fields[column - 1] = cellText(cell.value);
    });
    rows.push(Array.from(fields, (f) => f ?? ''));
  });
  return rows;
}

/** A cell as the text a spreadsheet shows: hyperlinks by their address, rich text joined, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('hyperlink' in value) return String(value.hyperlink ?? '');
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String((value as { text: unknown }).text);
  return '';
}

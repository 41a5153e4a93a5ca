import { wallClockParts } from '@kisa/shared';

/**
 * Tables as files users download: RFC 4180 CSV (UTF-8 BOM, so Excel reads Turkish
 * characters right; CRLF) and XLSX (exceljs, loaded only when asked for: it is large).
 * In CSV, text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets an
 * apostrophe; XLSX cells are typed, so a string cell is text however it starts and is written as is
 * (an apostrophe there would show: `'=1+2`).
 * In XLSX a Date is a real date cell (a serial number with the column's date format);
 * Excel dates have no time zone, so a Date stands for a wall-clock time (see `wallClockDate`).
 */

export type Cell = string | number | Date | null;

/** Excel's number format for a date and time, the way the app writes dates (23.11.2026). */
export const XLSX_DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm:ss';

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The start of a CSV file written a line at a time (background exports): the byte-order mark and the header line. */
export const csvHead = (header: readonly string[]): string => `\uFEFF${header.map(csvField).join(',')}\r\n`;
/** One row of such a file, CRLF included. */
export const csvLine = (row: readonly Cell[]): string => `${row.map(csvCell).join(',')}\r\n`;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): Buffer {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** An XLSX column: its header, width and, for dates or numbers, Excel's number format. */
export interface XlsxColumn {
  header: string;
  width: number;
  numFmt?: string;
}

export async function toXlsx(sheetName: string, columns: readonly XlsxColumn[], rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kisa';
  const sheet = workbook.addWorksheet(sheetName);
  // A column's style reaches every cell added below its header (the header is text).
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The instant `at` as the clock in `timeZone` showed it, as a Date whose UTC fields hold that
 * wall-clock time (milliseconds kept): what an Excel date cell should hold for a viewer in
 * that zone. Null when `at` is not a time.
 */
export function wallClockDate(at: string | number | Date, timeZone: string): Date | null {
  const ms = new Date(at).getTime();
  if (!Number.isFinite(ms)) return null;
  const p = wallClockParts(ms, timeZone);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second, ((ms % 1000) + 1000) % 1000));
}

function csvCell(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  if (cell instanceof Date) return cell.toISOString();
  return csvField(neutraliseFormula(cell ?? ''));
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

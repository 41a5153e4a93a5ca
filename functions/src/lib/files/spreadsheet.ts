/**
 * Tables as files users download: RFC 4180 CSV (UTF-8 BOM, so Excel reads Turkish
 * characters right; CRLF) and XLSX (exceljs, loaded only when asked for: it is large).
 * Text a spreadsheet would run as a formula (=, +, -, @ first) gets an apostrophe.
 */

export type Cell = string | number | null;

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): Buffer {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map((cell) => (typeof cell === 'number' ? String(cell) : csvField(neutraliseFormula(cell ?? '')))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(sheetName: string, columns: readonly { header: string; width: number }[], rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kisa';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

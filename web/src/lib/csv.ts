/** CSV made in the browser (a ranking's export, the bulk screen's skipped lines). Pure; unit-tested. */

export type CsvCell = string | number;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe:
 * referrers, cities and uploaded lines come from others, so they must stay data.
 */
export function csvField(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows as CSV text, CRLF after every row. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

import { Writable } from 'node:stream';
import type { Cell, XlsxColumn } from './spreadsheet.js';

/**
 * An XLSX file written a row at a time (exceljs's streaming writer): each row is committed as it
 * is added, so memory holds the zip's window, not the sheet; the file's bytes go to `onBytes` as
 * they are made (a multipart upload's parts). No shared strings: a row's text stays in its row.
 */
export interface XlsxStream {
  addRow(row: readonly Cell[]): void;
  /** Writes the workbook's closing files; resolves once every byte went to `onBytes`. */
  finish(): Promise<void>;
}

export async function xlsxStream(sheetName: string, columns: readonly XlsxColumn[], onBytes: (chunk: Buffer) => Promise<void>): Promise<XlsxStream> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      onBytes(chunk).then(() => done(), done);
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Kisa';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    addRow(row) {
      sheet.addRow([...row]).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      await finished;
    },
  };
}

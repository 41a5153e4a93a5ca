import type { Visitor } from '@kisa/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { visitorCsvHeader, visitorExportRow, visitorXlsxColumns } from '#core/analytics/visitor-export-format.js';
import { toCsv, toXlsx, wallClockDate, XLSX_DATE_TIME_FORMAT } from './spreadsheet.js';

async function readBack(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('wallClockDate', () => {
  it('holds the wall-clock time of the zone in its UTC fields, milliseconds kept', () => {
    const at = '2026-04-25T21:30:15.250Z';
    expect(wallClockDate(at, 'UTC')!.toISOString()).toBe('2026-04-25T21:30:15.250Z');
    expect(wallClockDate(at, 'Europe/Istanbul')!.toISOString()).toBe('2026-04-26T00:30:15.250Z'); // UTC+3, next day
    expect(wallClockDate(at, 'America/New_York')!.toISOString()).toBe('2026-04-25T17:30:15.250Z'); // EDT, UTC-4
    expect(wallClockDate(at, 'Asia/Kolkata')!.toISOString()).toBe('2026-04-26T03:00:15.250Z'); // UTC+5:30
  });
  it('follows daylight saving time and takes ms and Dates', () => {
    expect(wallClockDate(Date.parse('2026-01-15T12:00:00Z'), 'America/New_York')!.toISOString()).toBe('2026-01-15T07:00:00.000Z'); // EST
    expect(wallClockDate(new Date('2026-03-29T00:59:59Z'), 'Europe/Berlin')!.toISOString()).toBe('2026-03-29T01:59:59.000Z');
    expect(wallClockDate(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')!.toISOString()).toBe('2026-03-29T03:00:00.000Z');
    expect(wallClockDate('2026-04-25T00:00:00Z', 'Europe/Istanbul')!.toISOString()).toBe('2026-04-25T03:00:00.000Z');
  });
  it('is null for what is not a time', () => {
    expect(wallClockDate('not a time', 'UTC')).toBeNull();
  });
});

describe('formula-looking text', () => {
  const TEXTS = ['=1+2', '+SUM(A1:A2)', '-2+3', '@cmd', '=HYPERLINK("http://example.com","x")', '\tTab', 'İstanbul', 'عرض', '🎉 sale'];

  it('XLSX keeps it as typed in string cells (no apostrophe, no formula); CSV still guards it with an apostrophe', async () => {
    const data = await toXlsx(
      'S',
      [{ header: 'Text', width: 20 }],
      TEXTS.map((t) => [t]),
    );
    const sheet = await readBack(data);
    const cells = TEXTS.map((_, i) => sheet.getRow(i + 2).getCell(1));
    expect(cells.map((c) => ({ type: c.type, value: c.value }))).toEqual(TEXTS.map((t) => ({ type: ExcelJS.ValueType.String, value: t })));
    expect(cells.filter((c) => c.formula !== undefined)).toEqual([]);

    const csv = toCsv(
      ['Text'],
      TEXTS.map((t) => [t]),
    )
      .toString('utf8')
      .split('\r\n');
    expect(csv.slice(1, 6)).toEqual(["'=1+2", "'+SUM(A1:A2)", "'-2+3", "'@cmd", '"\'=HYPERLINK(""http://example.com"",""x"")"']);
    expect(csv.slice(6, 10)).toEqual(["'\tTab", 'İstanbul', 'عرض', '🎉 sale']);
  });
});

describe('toXlsx dates', () => {
  it('writes Dates as real date cells with the date-time format; text stays text', async () => {
    const columns = [
      { header: 'When', width: 22, numFmt: XLSX_DATE_TIME_FORMAT },
      { header: 'What', width: 12 },
    ];
    const sheet = await readBack(await toXlsx('S', columns, [[new Date('2026-04-26T00:30:15Z'), '=1+1']]));
    const when = sheet.getRow(2).getCell(1);
    expect(when.type).toBe(ExcelJS.ValueType.Date);
    expect(when.numFmt).toBe(XLSX_DATE_TIME_FORMAT);
    expect((when.value as Date).toISOString()).toBe('2026-04-26T00:30:15.000Z');
    expect(sheet.getRow(1).getCell(1).value).toBe('When');
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(2).value).toBe('=1+1');
  });

  it('the visitor log: Time is a date-time column named after the zone asked for', async () => {
    const columns = visitorXlsxColumns('Europe/Istanbul');
    expect(columns[0]).toEqual({ header: 'Time (Europe/Istanbul)', width: 26, numFmt: XLSX_DATE_TIME_FORMAT });
    const visitor: Visitor = {
      time: '2026-04-25T21:30:15.000Z',
      visitType: 'New Visitor',
      shortUrl: 'abc12',
      domain: 'xn--ksa-jua.test',
      countryCode: 'TR',
      countryName: 'Turkey',
      city: 'Ankara',
      ip: '127.0.0.1',
      platform: 'desktop',
      os: 'Windows',
      browser: 'Chrome',
      referrer: null,
      source: 'qr',
      linkId: 'l1',
      tags: [
        { id: 't1', name: 'Bahar', color: 'green' },
        { id: 't2', name: 'Şubat', color: 'blue' },
      ],
      conversions: 3,
      revenue: [
        { currency: 'TRY', amount: 1_234_50 },
        { currency: 'JPY', amount: 500 },
      ],
    };
    expect(visitorExportRow(visitor, 'csv', 'Europe/Istanbul', 'https://kisa.example')[0], 'CSV keeps the UTC instant').toBe('2026-04-25T21:30:15.000Z');
    expect(visitorCsvHeader()[0]).toBe('Time (UTC)');
    const sheet = await readBack(await toXlsx('Visitors', columns, [visitorExportRow(visitor, 'xlsx', 'Europe/Istanbul', 'https://kisa.example')]));
    const time = sheet.getRow(2).getCell(1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Time (Europe/Istanbul)');
    expect(time.type).toBe(ExcelJS.ValueType.Date);
    expect(time.numFmt).toBe(XLSX_DATE_TIME_FORMAT);
    // Excel shows 26.04.2026 00:30:15: the Istanbul clock at that instant.
    expect((time.value as Date).toISOString()).toBe('2026-04-26T00:30:15.000Z');
    expect(sheet.getRow(2).getCell(12).value).toBe('qr');
    // The whole short link opened, on its branded domain; on the platform's when on none.
    expect(sheet.getRow(2).getCell(3).value).toBe('https://xn--ksa-jua.test/abc12');
    expect(visitorExportRow({ ...visitor, domain: null }, 'csv', 'Europe/Istanbul', 'https://kisa.example')[2]).toBe('https://kisa.example/abc12');
    // The click's tags by name, then its conversions and their sales per currency, in major units.
    expect(visitorCsvHeader().slice(-3)).toEqual(['Tags', 'Conversions', 'Revenue']);
    expect(sheet.getRow(2).getCell(14).value).toBe('Bahar, Şubat');
    expect(sheet.getRow(2).getCell(15).value).toBe(3);
    expect(sheet.getRow(2).getCell(16).value).toBe('1234.50 TRY; 500 JPY');
  });

  it('CSV writes a Date as its ISO instant', () => {
    expect(toCsv(['t'], [[new Date('2026-04-25T21:30:15Z')]]).toString('utf8')).toBe('\uFEFFt\r\n2026-04-25T21:30:15.000Z\r\n');
  });
});

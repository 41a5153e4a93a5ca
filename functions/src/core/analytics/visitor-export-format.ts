import { currencyDigits, majorUnits, shortLinkUrl, VISITOR_EXPORT_COLUMNS, type Visitor } from '@kisa/shared';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '@kisa/shared/i18n';
import { translate } from '@kisa/shared/i18n/translate';
import { wallClockDate, XLSX_DATE_TIME_FORMAT, type Cell, type XlsxColumn } from '#lib/files/spreadsheet.js';

/**
 * The visitor log as a file (export-visitors.ts): its columns and rows. CSV keeps Time as
 * the UTC instant (ISO 8601, header 'Time (UTC)'); XLSX has it as a real Excel date-time in
 * the export's time zone (the one the range was picked in), named in the header, since an
 * Excel date carries no zone.
 */

const HEADERS: Record<Exclude<keyof Visitor, 'time'>, MessageKey> = {
  visitType: 'export.visitors.visitType',
  shortUrl: 'export.visitors.shortUrl',
  domain: 'export.visitors.domain',
  countryCode: 'export.visitors.countryCode',
  countryName: 'export.visitors.countryName',
  city: 'export.visitors.city',
  ip: 'export.visitors.ip',
  platform: 'export.visitors.platform',
  os: 'export.visitors.os',
  browser: 'export.visitors.browser',
  referrer: 'export.visitors.referrer',
  source: 'export.visitors.source',
  linkId: 'export.visitors.linkId',
  tags: 'export.visitors.tags',
  conversions: 'export.visitors.conversions',
  revenue: 'export.visitors.revenue',
  fallback: 'export.visitors.fallback',
};
const WIDTHS: Partial<Record<keyof Visitor, number>> = {
  time: 26,
  visitType: 18,
  shortUrl: 16,
  countryName: 20,
  city: 18,
  ip: 18,
  referrer: 24,
  linkId: 38,
  tags: 24,
  revenue: 18,
};

/** The header row in the requester's language (column names only: the values stay as stored). */
const header = (c: keyof Visitor, locale: Locale, zone: string): string =>
  c === 'time' ? translate(locale, 'export.visitors.time', { zone }) : translate(locale, HEADERS[c]);

export const visitorCsvHeader = (locale: Locale = DEFAULT_LOCALE): string[] => VISITOR_EXPORT_COLUMNS.map((c) => header(c, locale, 'UTC'));

/** The XLSX sheet's name in the requester's language ('Visitors'). */
export const visitorSheetName = (locale: Locale = DEFAULT_LOCALE): string => translate(locale, 'export.visitors.sheet');

/** The XLSX columns: Time is a date-time column named after the time zone its dates are in. */
export function visitorXlsxColumns(timeZone: string, locale: Locale = DEFAULT_LOCALE): XlsxColumn[] {
  return VISITOR_EXPORT_COLUMNS.map((c) =>
    c === 'time'
      ? { header: header(c, locale, timeZone), width: WIDTHS.time!, numFmt: XLSX_DATE_TIME_FORMAT }
      : { header: header(c, locale, timeZone), width: WIDTHS[c] ?? 12 },
  );
}

/**
 * One visitor as a file row; in XLSX its time as the clock in `timeZone` showed it. Short URL is
 * the whole short link the visitor opened (`https://go.acme.com/bahar`, the platform's base when
 * on no branded domain): the code alone names no link once a team has domains.
 */
export function visitorExportRow(visitor: Visitor, format: 'csv' | 'xlsx', timeZone: string, shortUrlBase: string): Cell[] {
  return VISITOR_EXPORT_COLUMNS.map((c) =>
    c === 'time' && format === 'xlsx'
      ? (wallClockDate(visitor.time, timeZone) ?? visitor.time)
      : c === 'shortUrl'
        ? shortLinkUrl(shortUrlBase, visitor.shortUrl, visitor.domain)
        : c === 'tags'
          ? visitor.tags.map((t) => t.name).join(', ')
          : c === 'revenue'
            ? revenueText(visitor.revenue)
            : c === 'fallback'
              ? visitor.fallback
                ? 'yes'
                : ''
              : visitor[c],
  );
}

/** Sales per currency as a cell: `123.45 USD`, several joined by `; `, major units with the currency's digits; empty for none. */
export const revenueText = (revenue: Visitor['revenue']): string =>
  revenue.map((m) => `${majorUnits(m.amount, m.currency).toFixed(currencyDigits(m.currency))} ${m.currency}`).join('; ');

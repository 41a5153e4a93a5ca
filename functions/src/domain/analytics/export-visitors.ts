import { VISITOR_EXPORT_COLUMNS, type Visitor, type VisitorsExportQuery } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { forEachVisitorPage } from '../../data/analytics/click-analytics-repo.js';
import { exportFileUrl, putExportFile } from '../../data/export-files.js';
import { CONTENT_TYPES, toCsv, toXlsx, type Cell } from '../../lib/files/spreadsheet.js';
import type { Caller } from '../accounts/caller.js';
import { contentDisposition } from '../campaigns/export-campaign.js';
import { scopeFor } from './analytics-scope.js';
import { toVisitor } from './list-visitors.js';

/**
 * GET /api/analytics/visitors/export: every row of the visitor log for the query as CSV or
 * XLSX. A file that fits a Lambda answer is answered directly; a bigger one goes to the
 * exports bucket and is answered as a presigned URL.
 */
export const VISITORS_INLINE_MAX_BYTES = 4_000_000;

export type VisitorsExport = { kind: 'file'; filename: string; contentType: string; data: Buffer } | { kind: 'url'; filename: string; url: string };

const HEADERS: Record<keyof Visitor, string> = {
  time: 'Time (UTC)',
  visitType: 'Visit Type',
  shortUrl: 'Short URL',
  countryCode: 'Country Code',
  countryName: 'Country',
  city: 'City',
  ip: 'IP',
  platform: 'Platform',
  os: 'OS',
  browser: 'Browser',
  referrer: 'Referrer',
  source: 'Source',
  linkId: 'Link ID',
};
const WIDTHS: Partial<Record<keyof Visitor, number>> = { time: 26, visitType: 18, shortUrl: 16, countryName: 20, city: 18, ip: 18, referrer: 24, linkId: 38 };

export async function exportVisitors(caller: Caller, query: VisitorsExportQuery): Promise<VisitorsExport> {
  const { scope } = await scopeFor(caller, query);
  const rows: Cell[][] = [];
  await forEachVisitorPage(scope, (page) => {
    for (const row of page) {
      const visitor = toVisitor(row);
      rows.push(VISITOR_EXPORT_COLUMNS.map((c) => visitor[c]));
    }
  });
  const header = VISITOR_EXPORT_COLUMNS.map((c) => HEADERS[c]);
  const data =
    query.format === 'csv'
      ? toCsv(header, rows)
      : await toXlsx('Visitors', VISITOR_EXPORT_COLUMNS.map((c) => ({ header: HEADERS[c], width: WIDTHS[c] ?? 12 })), rows);
  const filename = `visitors-${query.from}-to-${query.to}.${query.format}`;
  const contentType = CONTENT_TYPES[query.format];
  if (data.length <= VISITORS_INLINE_MAX_BYTES) return { kind: 'file', filename, contentType, data };
  const key = `visitors/${caller.teamId}/${randomUUID()}/${filename}`;
  await putExportFile(key, data, contentType, contentDisposition(filename));
  return { kind: 'url', filename, url: await exportFileUrl(key, contentType, contentDisposition(filename)) };
}

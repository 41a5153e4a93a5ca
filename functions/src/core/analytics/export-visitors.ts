import { MSG, XLSX_MAX_ROWS, type TagRef, type VisitorExportJob, type VisitorsExportQuery } from '@kisa/shared';
import { DEFAULT_LOCALE } from '@kisa/shared/i18n';
import { randomUUID } from 'node:crypto';
import { getUser } from '#data/accounts/users-repo.js';
import { forEachVisitorPage } from '#data/analytics/click-analytics-repo.js';
import { countExportRows } from '#data/analytics/export-pages.js';
import { exportFileUrl, putExportFile } from '#data/campaigns/export-files.js';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';
import { CONTENT_TYPES, toCsv, toXlsx, type Cell } from '#lib/files/spreadsheet.js';
import type { Caller } from '../accounts/caller.js';
import { contentDisposition } from '../campaigns/export-campaign.js';
import { scopeFor } from './analytics-scope.js';
import { startVisitorExport } from './export-visitors-job.js';
import { teamTagRefs, toVisitor } from './list-visitors.js';
import { visitorCsvHeader, visitorExportRow, visitorSheetName, visitorXlsxColumns } from './visitor-export-format.js';

/**
 * GET /api/analytics/visitors/export: every row of the visitor log for the query as CSV or
 * XLSX. A file that fits a Lambda answer is answered directly; a bigger one goes to the
 * exports bucket and is answered as a presigned URL. CSV keeps Time as the UTC instant
 * (ISO 8601); XLSX has it as a real Excel date-time in the query's time zone, the zone the
 * viewer picked the range in (Excel dates carry no zone, so the header names it).
 *
 * The rows are counted first (the range's series, which the dashboard has just asked for: cached):
 * up to the configured rows (50,000 by default: seconds of work) the file is built in the call;
 * beyond, a background job builds it (export-visitors-job.ts) and the call answers the job, which
 * no range can make work past API Gateway's 30 s nor past the Lambda's memory.
 */
export const VISITORS_INLINE_MAX_BYTES = 4_000_000;

const NO_TAGS: ReadonlyMap<string, TagRef> = new Map();

export type VisitorsExport =
  | { kind: 'file'; filename: string; contentType: string; data: Buffer }
  | { kind: 'url'; filename: string; url: string }
  | { kind: 'job'; job: VisitorExportJob };

export async function exportVisitors(caller: Caller, query: VisitorsExportQuery): Promise<VisitorsExport> {
  const { scope } = await scopeFor(caller, query);
  const total = await countExportRows(scope);
  if (query.format === 'xlsx' && total > XLSX_MAX_ROWS) throw badRequest(MSG.exportXlsxTooManyRows);
  if (total > config.exports().visitorSyncMaxRows) return { kind: 'job', job: await startVisitorExport(caller, query, scope, total) };
  const rows: Cell[][] = [];
  // The team's tags, read once for the whole file (a few hundred at most), only once a row needs them.
  let tags: Awaited<ReturnType<typeof teamTagRefs>> | undefined;
  const { shortUrlBase } = config.links();
  await forEachVisitorPage(scope, async (page) => {
    if (!tags && page.some((r) => r.tagids)) tags = await teamTagRefs(caller.teamId);
    for (const row of page) rows.push(visitorExportRow(toVisitor(row, tags ?? NO_TAGS), query.format, query.tz, shortUrlBase));
  });
  // The header row in the requester's language (their profile's; English when none is chosen).
  const locale = (await getUser(caller.id))?.locale ?? DEFAULT_LOCALE;
  const data =
    query.format === 'xlsx' ? await toXlsx(visitorSheetName(locale), visitorXlsxColumns(query.tz, locale), rows) : toCsv(visitorCsvHeader(locale), rows);
  const filename = `visitors-${query.from}-to-${query.to}.${query.format}`;
  const contentType = CONTENT_TYPES[query.format];
  if (data.length <= VISITORS_INLINE_MAX_BYTES) return { kind: 'file', filename, contentType, data };
  const key = `visitors/${caller.teamId}/${randomUUID()}/${filename}`;
  await putExportFile(key, data, contentType, contentDisposition(filename));
  return { kind: 'url', filename, url: await exportFileUrl(key, contentType, contentDisposition(filename)) };
}

import { displayUrl, LINK_EXPORT_COLUMNS, shortLinkUrl, type ExportFormat } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { forEachCampaignLinkPage, type StoredCampaignLink } from '#data/links/index.js';
import { claimExport, getCampaign, saveClickSnapshot, saveExport, type CampaignRecord } from '#data/campaigns/campaigns-repo.js';
import { sendBulkMessages } from '#data/campaigns/bulk-queue.js';
import { exportFileUrl, putExportFile } from '#data/campaigns/export-files.js';
import { config } from '#lib/config.js';
import { CONTENT_TYPES, toCsv as toSpreadsheetCsv, toXlsx as toSpreadsheetXlsx } from '#lib/files/spreadsheet.js';
import type { Caller } from '../accounts/caller.js';
import type { ExportJob } from './bulk-messages.js';
import { getTeamCampaign } from './campaign-access.js';
import { tagRefsFor } from '../links/present-links.js';

/**
 * A campaign's links as CSV or XLSX (Short URL, Long URL, Title, Clicks, Tags), in upload order.
 *
 * - Up to EXPORT_SYNC_MAX_LINKS links the file is built within the call: answered directly
 *   when it fits EXPORT_INLINE_MAX_BYTES (base64 in the Lambda answer, whose limit is 6 MB),
 *   else put in the exports bucket and answered as a presigned URL ({url, filename}).
 * - Bigger campaigns take longer to read than an API call may last (API Gateway: 30 s), so
 *   the bulk worker builds the file (an `export` job) into the exports bucket: the call
 *   answers 202 until the file is there, then its presigned URL. A built file is reused
 *   for EXPORT_REUSE_MS while the campaign's links do not change.
 */
export const EXPORT_SYNC_MAX_LINKS = 20_000;
export const EXPORT_INLINE_MAX_BYTES = 4_000_000;
export const EXPORT_REUSE_MS = 5 * 60_000;
/** A queued export job not done within this is queued again. */
const EXPORT_RETRY_MS = 2 * 60_000;

export type ExportResult =
  | { kind: 'file'; filename: string; contentType: string; data: Buffer }
  | { kind: 'url'; filename: string; url: string }
  | { kind: 'pending' };

/** The campaign's links as a file in `fmt` (the query schema's: csv unless asked), or where to fetch a big one. */
export async function exportCampaign(caller: Caller, campaignId: string | undefined, fmt: ExportFormat): Promise<ExportResult> {
  const campaign = await getTeamCampaign(caller, campaignId);

  if (campaign.totalLinks > EXPORT_SYNC_MAX_LINKS) {
    const stored = fmt === 'csv' ? campaign.csvExport : campaign.xlsxExport;
    if (stored && stored.processed === campaign.processed && Date.now() - Date.parse(stored.at) < EXPORT_REUSE_MS) {
      return { kind: 'url', filename: stored.filename, url: await exportFileUrl(stored.key, CONTENT_TYPES[fmt], contentDisposition(stored.filename)) };
    }
    if (await claimExport(campaign.campaignId, fmt, EXPORT_RETRY_MS)) {
      const job: ExportJob = { kind: 'export', campaignId: campaign.campaignId, format: fmt };
      const { error } = await sendBulkMessages([JSON.stringify(job)]);
      if (error !== undefined) throw error;
    }
    return { kind: 'pending' };
  }

  const file = await buildExport(campaign, fmt);
  if (file.data.length <= EXPORT_INLINE_MAX_BYTES) return { kind: 'file', ...file };
  const key = exportKey(campaign, file.filename);
  await putExportFile(key, file.data, file.contentType, contentDisposition(file.filename));
  return { kind: 'url', filename: file.filename, url: await exportFileUrl(key, file.contentType, contentDisposition(file.filename)) };
}

/** The `export` job: builds the file into the exports bucket and records it on the campaign. */
export async function buildStoredExport(campaignId: string, fmt: ExportFormat): Promise<void> {
  const campaign = await getCampaign(campaignId);
  if (!campaign || campaign.deletedAt) return;
  const file = await buildExport(campaign, fmt);
  const key = exportKey(campaign, file.filename);
  await putExportFile(key, file.data, file.contentType, contentDisposition(file.filename));
  await saveExport(campaignId, fmt, { key, filename: file.filename, at: new Date().toISOString(), processed: campaign.processed });
}

const exportKey = (campaign: CampaignRecord, filename: string) => `campaigns/${campaign.teamId}/${campaign.campaignId}/${randomUUID()}/${filename}`;

/** Reads every link of the campaign and builds the file (and takes a free, exact clicks snapshot). */
async function buildExport(campaign: CampaignRecord, fmt: ExportFormat): Promise<{ filename: string; contentType: string; data: Buffer }> {
  const links: StoredCampaignLink[] = [];
  await forEachCampaignLinkPage(campaign.campaignId, (page) => {
    links.push(...page);
  });
  if (campaign.processed >= campaign.total) {
    const totalClicks = links.reduce((n, l) => n + l.totalClicks, 0);
    await saveClickSnapshot(campaign.campaignId, { totalClicks, totalLinks: links.length, processedAtRead: campaign.processed });
  }
  const base = config.links().shortUrlBase;
  const tags = await tagRefsFor(campaign.teamId, links);
  const tagNames = (l: StoredCampaignLink) => (l.tagIds ?? []).flatMap((id) => tags.get(id)?.name ?? []).join(', ');
  // Targets as people read them (türkiye.gov.tr/çay); a spreadsheet is read by people.
  const rows = links.map((l) => [shortLinkUrl(base, l.shortUrl, l.domain), displayUrl(l.longUrl), l.title, l.totalClicks, tagNames(l)] as const);
  const data = fmt === 'csv' ? toCsv(rows) : await toXlsx(rows);
  return { filename: `${fileSlug(campaign.name)}-links.${fmt}`, contentType: CONTENT_TYPES[fmt], data };
}

type Row = readonly [string, string, string, number, string];

const toCsv = (rows: readonly Row[]) => toSpreadsheetCsv(LINK_EXPORT_COLUMNS, rows);
const toXlsx = (rows: readonly Row[]) =>
  toSpreadsheetXlsx(
    'Links',
    [36, 60, 30, 10, 30].map((width, i) => ({ header: LINK_EXPORT_COLUMNS[i]!, width })),
    rows,
  );

/** A file name from the campaign name: ASCII letters, digits and dashes. */
export function fileSlug(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `campaign-${ascii || 'export'}`;
}

export function contentDisposition(filename: string): string {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

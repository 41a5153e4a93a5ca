import { displayUrl, shortLinkUrl, type ExportFormat } from '@kisa/shared';
import { DEFAULT_LOCALE, type Locale } from '@kisa/shared/i18n';
import { translator } from '@kisa/shared/i18n/translate';
import { getUser } from '#data/accounts/users-repo.js';
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
 * A campaign's links as CSV or XLSX (Short URL, Long URL, Title, Clicks, Tags), in upload order;
 * the header row (and the sheet's name) in the requester's language (their profile's, else English).
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
  const locale = (await getUser(caller.id))?.locale ?? DEFAULT_LOCALE;

  if (campaign.totalLinks > EXPORT_SYNC_MAX_LINKS) {
    const stored = fmt === 'csv' ? campaign.csvExport : campaign.xlsxExport;
    const fresh = stored && stored.processed === campaign.processed && Date.now() - Date.parse(stored.at) < EXPORT_REUSE_MS;
    if (stored && fresh && (stored.locale ?? DEFAULT_LOCALE) === locale) {
      return { kind: 'url', filename: stored.filename, url: await exportFileUrl(stored.key, CONTENT_TYPES[fmt], contentDisposition(stored.filename)) };
    }
    if (await claimExport(campaign.campaignId, fmt, EXPORT_RETRY_MS)) {
      const job: ExportJob = { kind: 'export', campaignId: campaign.campaignId, format: fmt, locale };
      const { error } = await sendBulkMessages([JSON.stringify(job)]);
      if (error !== undefined) throw error;
    }
    return { kind: 'pending' };
  }

  const file = await buildExport(campaign, fmt, locale);
  if (file.data.length <= EXPORT_INLINE_MAX_BYTES) return { kind: 'file', ...file };
  const key = exportKey(campaign, file.filename);
  await putExportFile(key, file.data, file.contentType, contentDisposition(file.filename));
  return { kind: 'url', filename: file.filename, url: await exportFileUrl(key, file.contentType, contentDisposition(file.filename)) };
}

/** The `export` job: builds the file into the exports bucket and records it on the campaign. */
export async function buildStoredExport(campaignId: string, fmt: ExportFormat, locale: Locale = DEFAULT_LOCALE): Promise<void> {
  const campaign = await getCampaign(campaignId);
  if (!campaign || campaign.deletedAt) return;
  const file = await buildExport(campaign, fmt, locale);
  const key = exportKey(campaign, file.filename);
  await putExportFile(key, file.data, file.contentType, contentDisposition(file.filename));
  await saveExport(campaignId, fmt, { key, filename: file.filename, at: new Date().toISOString(), processed: campaign.processed, locale });
}

const exportKey = (campaign: CampaignRecord, filename: string) => `campaigns/${campaign.teamId}/${campaign.campaignId}/${randomUUID()}/${filename}`;

/** Reads every link of the campaign and builds the file (and takes a free, exact clicks snapshot). */
async function buildExport(campaign: CampaignRecord, fmt: ExportFormat, locale: Locale): Promise<{ filename: string; contentType: string; data: Buffer }> {
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
  const data = fmt === 'csv' ? toCsv(locale, rows) : await toXlsx(locale, rows);
  return { filename: `${fileSlug(campaign.name)}-links.${fmt}`, contentType: CONTENT_TYPES[fmt], data };
}

type Row = readonly [string, string, string, number, string];

/** The header row in a language: Short URL, Long URL, Title, Clicks, Tags (LINK_EXPORT_COLUMNS in English). */
function linkExportHeader(locale: Locale): string[] {
  const t = translator(locale);
  return [t('export.links.shortUrl'), t('export.links.longUrl'), t('export.links.title'), t('export.links.clicks'), t('export.links.tags')];
}

const toCsv = (locale: Locale, rows: readonly Row[]) => toSpreadsheetCsv(linkExportHeader(locale), rows);
const toXlsx = (locale: Locale, rows: readonly Row[]) =>
  toSpreadsheetXlsx(
    translator(locale)('export.links.sheet'),
    [36, 60, 30, 10, 30].map((width, i) => ({ header: linkExportHeader(locale)[i]!, width })),
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

import { EXPORT_COLUMNS, EXPORT_FORMATS, MSG, type ExportFormat } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { forEachCampaignLinkPage, type StoredCampaignLink } from '../../data/campaign-links-repo.js';
import { saveClickSnapshot } from '../../data/campaigns-repo.js';
import { putExportFile } from '../../data/export-files.js';
import { config } from '../../lib/config.js';
import { badRequest } from '../../lib/errors.js';
import type { Caller } from '../../lib/http/types.js';
import { getTeamCampaign } from './campaign-access.js';

/**
 * A campaign's links as CSV or XLSX (Short URL, Long URL, Title, Clicks), oldest first.
 * Files up to EXPORT_INLINE_MAX_BYTES are answered directly (base64 in the Lambda answer,
 * whose limit is 6 MB); bigger ones are put in the exports bucket and answered as a
 * presigned URL ({url, filename}), so a 100,000-link export works in AWS too.
 */
export const EXPORT_INLINE_MAX_BYTES = 4_000_000;

export type ExportResult =
  | { kind: 'file'; filename: string; contentType: string; data: Buffer }
  | { kind: 'url'; filename: string; url: string };

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function exportCampaign(caller: Caller, campaignId: string | undefined, format: string | undefined, inlineMax = EXPORT_INLINE_MAX_BYTES): Promise<ExportResult> {
  const fmt = (format ?? 'csv').toLowerCase() as ExportFormat;
  if (!EXPORT_FORMATS.includes(fmt)) throw badRequest(MSG.exportFormatInvalid);
  const campaign = await getTeamCampaign(caller, campaignId);

  const links: StoredCampaignLink[] = [];
  await forEachCampaignLinkPage(campaign.campaignId, (page) => {
    links.push(...page);
  });
  // The export read every link: a free, exact clicks snapshot.
  if (campaign.processed >= campaign.total) {
    const totalClicks = links.reduce((n, l) => n + l.totalClicks, 0);
    await saveClickSnapshot(campaign.campaignId, { totalClicks, totalLinks: links.length, processedAtRead: campaign.processed });
  }

  const base = config.links().shortUrlBase;
  const rows = links.map((l) => [`${base}/${l.shortUrl}`, l.longUrl, l.title, l.totalClicks] as const);
  const data = fmt === 'csv' ? toCsv(rows) : await toXlsx(rows);
  const filename = `${fileSlug(campaign.name)}-links.${fmt}`;
  const contentType = CONTENT_TYPES[fmt];
  if (data.length <= inlineMax) return { kind: 'file', filename, contentType, data };
  const url = await putExportFile(`campaigns/${campaign.teamId}/${randomUUID()}/${filename}`, data, contentType, contentDisposition(filename));
  return { kind: 'url', filename, url };
}

type Row = readonly [string, string, string, number];

/** RFC 4180 CSV with a UTF-8 BOM (so Excel reads Turkish characters right), CRLF line ends. */
export function toCsv(rows: readonly Row[]): Buffer {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const [shortUrl, longUrl, title, clicks] of rows) lines.push([csvField(shortUrl), csvField(longUrl), csvField(neutraliseFormula(title)), String(clicks)].join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A title a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe. */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

async function toXlsx(rows: readonly Row[]): Promise<Buffer> {
  // Loaded only for XLSX exports: exceljs is large.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kisa';
  const sheet = workbook.addWorksheet('Links');
  sheet.columns = [
    { header: EXPORT_COLUMNS[0], key: 'short', width: 36 },
    { header: EXPORT_COLUMNS[1], key: 'long', width: 60 },
    { header: EXPORT_COLUMNS[2], key: 'title', width: 30 },
    { header: EXPORT_COLUMNS[3], key: 'clicks', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const [short, long, title, clicks] of rows) sheet.addRow({ short, long, title, clicks });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

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

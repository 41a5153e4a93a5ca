/**
 * Campaigns and bulk creation (spec: Bulk, Campaigns, Campaign detail; BRIEF §5 Campaign).
 * Zod-free, so the web app can use it; the API's schemas are in campaign-schemas.ts (requests)
 * and campaign-responses.ts (answers).
 */

export const CAMPAIGN_NAME_MAX = 100;
export const BULK_REJECTED_SHOWN = 100;
/** Title of a bulk link: `Bulk Link ` + BULK_TITLE_SUFFIX_LENGTH random characters. */
export const BULK_TITLE_PREFIX = 'Bulk Link ';

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];
/** Column headers of a campaign export (CSV and XLSX). */
export const EXPORT_COLUMNS = ['Short URL', 'Long URL', 'Title', 'Clicks'] as const;
/** What a campaign export holds: the spec's columns, then each link's tag names (", "-separated). */
export const LINK_EXPORT_COLUMNS = [...EXPORT_COLUMNS, 'Tags'] as const;

/** Average CTR shown on the campaign screens: clicks per link as a percentage, one decimal. */
export function campaignCtr(totalClicks: number, totalLinks: number): number {
  if (!totalLinks) return 0;
  return Math.round((totalClicks / totalLinks) * 1000) / 10;
}

/** Progress of a bulk run in whole percent (0–100). */
export function bulkPercent(processed: number, total: number): number {
  if (!total) return 0;
  return Math.min(100, Math.floor((processed / total) * 100));
}

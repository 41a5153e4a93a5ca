/**
 * Campaigns and bulk creation (spec: Bulk, Campaigns, Campaign detail; BRIEF §5 Campaign).
 * Zod-free, so the web app can use it; the API's schemas are in campaign-schemas.ts.
 */

/** A bulk run: idle (nothing queued yet), processing, done (processed == total) or error. */
export type BulkStatus = 'idle' | 'processing' | 'done' | 'error';

/** BRIEF §5 `Campaign`; GET/POST /api/campaigns and GET /api/campaigns/{id}. */
export interface Campaign {
  id: string;
  name: string;
  /** Links written into the campaign. */
  totalLinks: number;
  /** Sum of the campaign links' total clicks. */
  totalClicks: number;
  /** Average clicks per link as a percentage: totalClicks / totalLinks × 100, one decimal (0 without links). */
  ctr: number;
  createdAt: string;
  creator: { id: string; name: string };
  status: BulkStatus;
  /** Links written so far / links queued so far (every POST /links adds its valid links to `total`). */
  processed: number;
  total: number;
  /** Why the run stopped, when status is `error` (a message the bulk screen shows). */
  error?: string;
}

export interface CreateCampaignInput {
  name: string;
}

export interface BulkLinkInput {
  longUrl: string;
  title?: string;
}

/** POST /api/campaigns/{id}/links body: up to BULK_CHUNK_SIZE links per call. */
export interface BulkLinksInput {
  links: BulkLinkInput[];
}

/** 202 answer of POST /api/campaigns/{id}/links. */
export interface BulkQueued {
  /** Valid links of this call, now queued. */
  queued: number;
  /** Links of this call refused because their longUrl is not an http(s) URL, or is blocked. */
  invalid: number;
  /** Of `invalid`, those refused because their destination is on the blocklist (issue 22). */
  blocked?: number;
  /** Of `queued`, those screening flagged: written with a warning page and put in the moderation queue (issue 22). */
  flagged?: number;
  /** The first refused links (at most BULK_REJECTED_SHOWN), by index in the call's `links`; `reason` 'blocked' for a blocklisted one. */
  rejected: { index: number; longUrl: string; reason?: 'invalid' | 'blocked' }[];
  /** The campaign's progress after this call. */
  processed: number;
  total: number;
}

export const CAMPAIGN_NAME_MAX = 100;
export const BULK_REJECTED_SHOWN = 100;
/** Title of a bulk link: `Bulk Link ` + BULK_TITLE_SUFFIX_LENGTH random characters. */
export const BULK_TITLE_PREFIX = 'Bulk Link ';

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];
/** Column headers of a campaign export (CSV and XLSX). */
export const EXPORT_COLUMNS = ['Short URL', 'Long URL', 'Title', 'Clicks'] as const;

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

import { bulkStatusSchema, type BulkStatus, type TableIndexName } from '@kisa/shared';
import { localeSchema, type Locale } from '@kisa/shared/i18n';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The campaign item (`CAMPAIGN#{campaignId}` / `CAMPAIGN`, docs/DATA-MODEL.md "Campaigns and
 * bulk") and its part markers: their keys, and their reads, parsed. campaigns-repo.ts (the
 * campaign's own life), read-part-state.ts (the bulk worker's read of a part) and commit-part.ts
 * (a part's count) share them. GSI1 lists a team's campaigns newest first (its own partition,
 * beside the team's links). Each bulk part that has been written and counted leaves a marker in
 * the campaign's partition, so redelivery never counts it twice.
 */

/** GSI1: a team's campaigns, newest first. */
export const CAMPAIGNS_INDEX = 'GSI1' satisfies TableIndexName;

export const campaignKey = (campaignId: string): Key => ({ PK: `CAMPAIGN#${campaignId}`, SK: 'CAMPAIGN' });

export const teamCampaignsPartition = (teamId: string) => `TEAM#${teamId}#CAMPAIGNS`;

export const teamCampaignsIndexKey = (teamId: string, createdAt: string, campaignId: string) => ({
  GSI1PK: teamCampaignsPartition(teamId),
  GSI1SK: `${createdAt}#${campaignId}`,
});

/** Marker of one written-and-counted bulk part (`{batchId}#{part}`) of a campaign. */
export const campaignPartKey = (campaignId: string, partId: string): Key => ({ PK: `CAMPAIGN#${campaignId}`, SK: `PART#${partId}` });

/** Query bounds for all part markers of a campaign. */
export const campaignPartsQuery = (campaignId: string) => ({ PK: `CAMPAIGN#${campaignId}`, skPrefix: 'PART#' });

export interface CampaignRecord {
  campaignId: string;
  teamId: string;
  name: string;
  creator: { id: string; name: string };
  createdAt: string;
  status: BulkStatus;
  /** Links written and counted (parts committed). */
  processed: number;
  /** Links queued (valid links of every POST /links). */
  total: number;
  /** Links counted into the campaign (= processed, minus nothing: deletes of single links do not change it). */
  totalLinks: number;
  /** Snapshot of the campaign links' summed clicks, taken at `clicksAt`. */
  totalClicks: number;
  clicksAt?: string;
  error?: string;
  /** Set when a delete started: the campaign is gone for the API, its links are being removed. */
  deletedAt?: string;
  /** The newest export file of each format built in the background (big campaigns). */
  csvExport?: StoredExport;
  xlsxExport?: StoredExport;
}

/** An export file in the exports bucket: its key, name, when it was built and at which progress. */
export interface StoredExport {
  key: string;
  filename: string;
  at: string;
  processed: number;
  locale?: Locale;
}

// `locale`: the header row's language (none: English, as files were built before it).
const storedExportSchema = z.object({
  key: z.string(),
  filename: z.string(),
  at: z.string(),
  processed: z.number(),
  locale: localeSchema.optional().catch(undefined),
});

/** The campaign item as stored; counters and fields older items lack read as 0 / empty. */
const campaignItemSchema = z.object({
  campaignId: z.string(),
  teamId: z.string(),
  name: z.string().default(''),
  creator: z.object({ id: z.string(), name: z.string() }).default({ id: '', name: '' }),
  createdAt: z.string(),
  status: bulkStatusSchema.default('idle'),
  processed: z.number().default(0),
  total: z.number().default(0),
  totalLinks: z.number().default(0),
  totalClicks: z.number().default(0),
  clicksAt: z.string().optional(),
  error: z.string().optional(),
  deletedAt: z.string().optional(),
  csvExport: storedExportSchema.optional(),
  xlsxExport: storedExportSchema.optional(),
});

/** A campaign item read back as a CampaignRecord; a malformed item throws. */
export function parseCampaign(item: Record<string, unknown>, key?: Key): CampaignRecord {
  const { clicksAt, error, deletedAt, csvExport, xlsxExport, ...record } = parseItem('campaign', campaignItemSchema, item, key);
  return {
    ...record,
    ...(clicksAt !== undefined ? { clicksAt } : {}),
    ...(error !== undefined ? { error } : {}),
    ...(deletedAt !== undefined ? { deletedAt } : {}),
    ...(csvExport ? { csvExport } : {}),
    ...(xlsxExport ? { xlsxExport } : {}),
  };
}

/** A part marker: how many links the part counted, and when. */
export interface CampaignPart {
  links: number;
  committedAt: string;
}

const campaignPartSchema = z.object({ links: z.number(), committedAt: z.string() });

/** The marker item of a counted part (written by commit-part.ts countPart). */
export const campaignPartItem = (campaignId: string, partId: string, part: CampaignPart) => ({
  ...campaignPartKey(campaignId, partId),
  type: 'campaignPart',
  ...part,
});

/** A part marker read back; a malformed one throws. */
export function parseCampaignPart(item: Record<string, unknown>, key?: Key): CampaignPart {
  return parseItem('campaign part', campaignPartSchema, item, key);
}

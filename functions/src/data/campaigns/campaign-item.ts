import type { BulkStatus } from '@kisa/shared';

/**
 * The campaign item (`CAMPAIGN#{campaignId}` / `CAMPAIGN`, docs/DATA-MODEL.md "Campaigns and
 * bulk") as the repos read it: campaigns-repo.ts (the campaign's own life) and
 * read-part-state.ts (the bulk worker's read of a part) share it.
 */

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
}

/** A campaign item read back as a CampaignRecord. */
export function campaignRecordOf(item: Record<string, unknown>): CampaignRecord {
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  const record: CampaignRecord = {
    campaignId: item.campaignId as string,
    teamId: item.teamId as string,
    name: (item.name as string | undefined) ?? '',
    creator: (item.creator as CampaignRecord['creator'] | undefined) ?? { id: '', name: '' },
    createdAt: item.createdAt as string,
    status: (item.status as BulkStatus | undefined) ?? 'idle',
    processed: n(item.processed),
    total: n(item.total),
    totalLinks: n(item.totalLinks),
    totalClicks: n(item.totalClicks),
  };
  if (typeof item.clicksAt === 'string') record.clicksAt = item.clicksAt;
  if (typeof item.error === 'string') record.error = item.error;
  if (typeof item.deletedAt === 'string') record.deletedAt = item.deletedAt;
  if (item.csvExport && typeof item.csvExport === 'object') record.csvExport = item.csvExport as StoredExport;
  if (item.xlsxExport && typeof item.xlsxExport === 'object') record.xlsxExport = item.xlsxExport as StoredExport;
  return record;
}

import { countCampaignLinks } from '../../data/campaign-links-repo.js';
import { saveClickSnapshot, type CampaignRecord } from '../../data/campaigns-repo.js';

/**
 * Campaign clicks are the sum of its links' `totalClicks` (kept exact by the click worker).
 * They are counted from the links on read and kept on the campaign item as a snapshot
 * (`totalClicks`, `clicksAt`), retaken when older than CLICKS_FRESH_MS; never while a bulk
 * run is writing (the bulk screen polls the campaign every second).
 */
export const CLICKS_FRESH_MS = 30_000;
/** The campaigns list retakes snapshots only for campaigns up to this size (the detail screen for any). */
export const LIST_RECOUNT_MAX_LINKS = 2_000;

export function needsRecount(record: CampaignRecord, now = Date.now()): boolean {
  if (record.status === 'processing' || record.processed < record.total) return false;
  return !record.clicksAt || now - Date.parse(record.clicksAt) > CLICKS_FRESH_MS;
}

/** Counts the campaign's links and clicks now and stores the snapshot; answers the updated record. */
export async function recount(record: CampaignRecord): Promise<CampaignRecord> {
  const counted = await countCampaignLinks(record.campaignId);
  await saveClickSnapshot(record.campaignId, { ...counted, processedAtRead: record.processed });
  return { ...record, ...counted, clicksAt: new Date().toISOString() };
}

import { countCampaignLinks } from '#data/links/index.js';
import { sendBulkMessages } from '#data/campaigns/bulk-queue.js';
import { claimRecount, getCampaign, saveClickSnapshot, type CampaignRecord } from '#data/campaigns/campaigns-repo.js';
import { logger } from '#lib/logger.js';
import type { RecountJob } from './bulk-messages.js';

/**
 * Campaign clicks are the sum of its links' `totalClicks` (kept exact by the click worker).
 * They are counted from the links and kept on the campaign item as a snapshot
 * (`totalClicks`, `totalLinks`, `clicksAt`), retaken when older than CLICKS_FRESH_MS (the
 * list) or DETAIL_CLICKS_FRESH_MS (one campaign's page, which polls: its Total Clicks follows
 * a click within seconds, as the dashboard's does), never while a bulk run is writing.
 * Campaigns up to INLINE_RECOUNT_MAX_LINKS links are recounted within the read; bigger ones
 * by a `recount` job on the bulk queue (at most one per CLICKS_FRESH_MS), the read answering
 * the current snapshot meanwhile. A 100,000-link campaign takes seconds to read, too long for
 * a progress poll.
 */
export const CLICKS_FRESH_MS = 30_000;
export const DETAIL_CLICKS_FRESH_MS = 2_000;
export const INLINE_RECOUNT_MAX_LINKS = 2_000;

export function needsRecount(record: CampaignRecord, now = Date.now(), maxAgeMs = CLICKS_FRESH_MS): boolean {
  if (record.status === 'processing' || record.processed < record.total) return false;
  return !record.clicksAt || now - Date.parse(record.clicksAt) > maxAgeMs;
}

/**
 * The campaign with a snapshot no older than `maxAgeMs` when it is small; a big one answers
 * as is and gets a recount queued (at most one per CLICKS_FRESH_MS, whatever `maxAgeMs`).
 */
export async function withFreshClicks(record: CampaignRecord, maxAgeMs = CLICKS_FRESH_MS): Promise<CampaignRecord> {
  if (!needsRecount(record, Date.now(), maxAgeMs)) return record;
  if (record.totalLinks <= INLINE_RECOUNT_MAX_LINKS) return recount(record);
  if (await claimRecount(record.campaignId, CLICKS_FRESH_MS)) {
    const job: RecountJob = { kind: 'recount', campaignId: record.campaignId };
    const { error } = await sendBulkMessages([JSON.stringify(job)]);
    if (error !== undefined) logger.warn('Could not queue a campaign recount', { error: error as Error, campaignId: record.campaignId });
  }
  return record;
}

/** Counts the campaign's links and clicks now and stores the snapshot; answers the updated record. */
export async function recount(record: CampaignRecord): Promise<CampaignRecord> {
  const counted = await countCampaignLinks(record.campaignId);
  await saveClickSnapshot(record.campaignId, { ...counted, processedAtRead: record.processed });
  return { ...record, ...counted, clicksAt: new Date().toISOString() };
}

/** The `recount` job (the bulk worker): a big campaign's snapshot, skipped while a run is writing. */
export async function recountCampaign(campaignId: string): Promise<void> {
  const record = await getCampaign(campaignId);
  if (!record || record.deletedAt || record.processed < record.total) return;
  await recount(record);
}

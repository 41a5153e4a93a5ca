import { MSG } from '@kisa/shared';
import { sendBulkMessages } from '#data/campaigns/bulk-queue.js';
import { getCampaign, markDeleting } from '#data/campaigns/campaigns-repo.js';
import { notFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import type { Caller } from '../accounts/caller.js';
import { purgeCampaign } from './purge-campaign.js';
import type { DeleteJob } from './bulk-messages.js';

/** Campaigns up to this many links are deleted within the API call; bigger ones by the bulk worker. */
export const INLINE_DELETE_MAX_LINKS = 2_000;

/**
 * Deletes a campaign with its links and their aliases, keeping the team's `links` counter
 * exact. The campaign is marked deleted first: from then on it is gone for the API and no
 * bulk part can count into it. A small campaign with no run in flight is then purged in
 * this call (200); otherwise a `delete` job goes on the bulk queue (202) and the links
 * disappear within moments (100,000 links: a minute or two locally). Deleting a campaign
 * that is already being deleted queues the job again (purging is idempotent).
 */
export async function deleteCampaign(caller: Caller, campaignId: string): Promise<{ status: 200 | 202; message: string }> {
  const campaign = await getCampaign(campaignId);
  if (!campaign || campaign.teamId !== caller.teamId) throw notFound(MSG.campaignNotFound);
  // Already being deleted (e.g. the earlier call could not queue the job): queue it again, purging is idempotent.
  const marked = campaign.deletedAt ? campaign : await markDeleting(campaign.campaignId, caller.teamId);
  if (!marked) throw notFound(MSG.campaignNotFound);
  const idle = marked.processed >= marked.total;
  if (idle && marked.totalLinks <= INLINE_DELETE_MAX_LINKS) {
    try {
      await purgeCampaign(marked.campaignId, marked.teamId);
      return { status: 200, message: MSG.campaignDeleted };
    } catch (error) {
      logger.warn('Inline campaign purge failed; queueing it', { error: error as Error, campaignId: marked.campaignId });
    }
  }
  const job: DeleteJob = { kind: 'delete', campaignId: marked.campaignId, teamId: marked.teamId };
  const { error } = await sendBulkMessages([JSON.stringify(job)]);
  if (error !== undefined) throw error;
  return { status: 202, message: MSG.campaignDeleted };
}

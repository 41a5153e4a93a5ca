import { getCampaign } from '#data/campaigns/campaigns-repo.js';
import { logger } from '#lib/logger.js';
import { emitCampaignCompleted } from '../webhooks/emit-webhook-event.js';
import { toCampaign } from './campaign-access.js';

/**
 * Tells the team's webhooks a bulk run ended (`campaign.completed`): done, or failed
 * for good (status `error`). Called by the step that moved the campaign there, so each end is
 * told once; a failure to queue it is logged and never fails the bulk part.
 */
export async function announceCampaignCompleted(campaignId: string): Promise<void> {
  try {
    const campaign = await getCampaign(campaignId);
    if (campaign && !campaign.deletedAt) await emitCampaignCompleted(campaign.teamId, toCampaign(campaign));
  } catch (error) {
    logger.error('Could not announce a finished campaign to webhooks', { campaignId, error: error as Error });
  }
}

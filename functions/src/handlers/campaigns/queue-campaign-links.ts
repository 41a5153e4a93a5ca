import { MSG } from '@kisa/shared';
import { queueCampaignLinks } from '#core/campaigns/queue-campaign-links.js';
import { campaignOperations } from '@kisa/shared/api/operations/campaigns';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(campaignOperations.queueCampaignLinks, async ({ body, params, caller }) => {
  const campaignId = parseId('record', params.id, MSG.campaignNotFound);
  return { status: 202, body: await queueCampaignLinks(caller, campaignId, body) };
});

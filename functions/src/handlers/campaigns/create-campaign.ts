import { createCampaign } from '#core/campaigns/create-campaign.js';
import { campaignOperations } from '@kisa/shared/api/operations/campaigns';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(campaignOperations.createCampaign, async ({ body, caller }) => {
  return { status: 201, body: await createCampaign(caller, body) };
});

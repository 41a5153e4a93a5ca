import { MSG } from '@kisa/shared';
import { deleteCampaign } from '#core/campaigns/delete-campaign.js';
import { campaignOperations } from '@kisa/shared/api/operations/campaigns';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(campaignOperations.deleteCampaign, async ({ params, caller }) => {
  const { status, message } = await deleteCampaign(caller, parseId('record', params.id, MSG.campaignNotFound));
  return { status, body: { message } };
});

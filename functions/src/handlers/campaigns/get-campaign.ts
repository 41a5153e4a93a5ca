import { MSG } from '@kisa/shared';
import { getCampaign } from '#core/campaigns/get-campaign.js';
import { campaignOperations } from '@kisa/shared/api/operations/campaigns';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(campaignOperations.getCampaign, async ({ params, caller }) => ({
  body: await getCampaign(caller, parseId('record', params.id, MSG.campaignNotFound)),
}));

import { MSG } from '@kisa/shared';
import { listCampaignLinks } from '#core/campaigns/list-campaign-links.js';
import { campaignOperations } from '@kisa/shared/api/operations/campaigns';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(campaignOperations.listCampaignLinks, async ({ params, query, caller }) => ({
  body: await listCampaignLinks(caller, parseId('record', params.id, MSG.campaignNotFound), query),
}));

import { listCampaigns } from '#core/campaigns/list-campaigns.js';
import { campaignOperations } from '@kisa/shared/api/operations/campaigns';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(campaignOperations.listCampaigns, async ({ caller }) => ({ body: await listCampaigns(caller) }));

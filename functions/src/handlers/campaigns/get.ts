import { getCampaignStats } from '../../domain/campaigns/get-campaign.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async ({ params, caller }) => ({ body: await getCampaignStats(caller, params.id) }), { auth: 'user' });

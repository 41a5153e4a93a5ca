import { listCampaigns } from '../../domain/campaigns/list-campaigns.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: await listCampaigns(caller) }), { auth: 'user' });

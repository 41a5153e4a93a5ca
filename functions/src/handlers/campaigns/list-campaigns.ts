import { listCampaigns } from '#domain/campaigns/list-campaigns.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: await listCampaigns(caller) }), { auth: 'user' });

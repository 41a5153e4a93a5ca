import { deleteCampaign } from '../../domain/campaigns/delete-campaign.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async ({ params, caller }) => {
  const { status, message } = await deleteCampaign(caller, params.id);
  return { status, body: { message } };
}, { auth: 'user' });

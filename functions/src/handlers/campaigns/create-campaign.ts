import { createCampaignSchema } from '@kisa/shared';
import { createCampaign } from '#domain/campaigns/create-campaign.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(async ({ body, caller }) => {
  const input = parseInput(createCampaignSchema, body);
  return { status: 201, body: await createCampaign(caller, input) };
}, { auth: 'user' });

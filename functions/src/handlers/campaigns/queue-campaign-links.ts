import { bulkLinksSchema, MSG } from '@kisa/shared';
import { queueCampaignLinks } from '#domain/campaigns/queue-campaign-links.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(async ({ body, params, caller }) => {
  const campaignId = parseId('record', params.id, MSG.campaignNotFound);
  const input = parseInput(bulkLinksSchema, body);
  return { status: 202, body: await queueCampaignLinks(caller, campaignId, input) };
}, { auth: 'user' });

import { listCampaignLinksQuerySchema, MSG } from '@kisa/shared';
import { listCampaignLinks } from '#domain/campaigns/list-campaign-links.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ params, query, caller }) => ({
    body: await listCampaignLinks(caller, parseId('record', params.id, MSG.campaignNotFound), parseInput(listCampaignLinksQuerySchema, query)),
  }),
  { auth: 'user' },
);

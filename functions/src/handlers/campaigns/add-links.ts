import { bulkLinksSchema } from '@kisa/shared';
import { queueCampaignLinks } from '../../domain/campaigns/queue-campaign-links.js';
import { apiHandler } from '../../lib/http/api-handler.js';
import { parseInput } from '../../lib/http/parse-input.js';

export const handler = apiHandler(async ({ body, params, caller }) => {
  const input = parseInput(bulkLinksSchema, body);
  return { status: 202, body: await queueCampaignLinks(caller, params.id, input) };
}, { auth: 'user' });

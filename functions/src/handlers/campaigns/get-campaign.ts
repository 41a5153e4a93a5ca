import { MSG } from '@kisa/shared';
import { getCampaign } from '#domain/campaigns/get-campaign.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiHandler(async ({ params, caller }) => ({ body: await getCampaign(caller, parseId('record', params.id, MSG.campaignNotFound)) }), { auth: 'user' });

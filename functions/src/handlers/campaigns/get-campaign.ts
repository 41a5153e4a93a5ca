import { MSG } from '@kisa/shared';
import { getCampaignStats } from '../../domain/campaigns/get-campaign.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '../../lib/http/parse-input.js';

export const handler = apiHandler(async ({ params, caller }) => ({ body: await getCampaignStats(caller, parseId('record', params.id, MSG.campaignNotFound)) }), { auth: 'user' });

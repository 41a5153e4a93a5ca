import type { Campaign } from '@kisa/shared';
import type { Caller } from '../../lib/http/types.js';
import { getTeamCampaign, toCampaign } from './campaign-access.js';
import { needsRecount, recount } from './campaign-clicks.js';

/** One campaign with its stats and bulk progress (clicks recounted when the snapshot is stale). */
export async function getCampaignStats(caller: Caller, campaignId: string | undefined): Promise<Campaign> {
  const record = await getTeamCampaign(caller, campaignId);
  return toCampaign(needsRecount(record) ? await recount(record) : record);
}

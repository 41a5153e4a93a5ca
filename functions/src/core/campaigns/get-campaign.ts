import type { Campaign } from '@kisa/shared';
import type { Caller } from '../accounts/caller.js';
import { getTeamCampaign, toCampaign } from './campaign-access.js';
import { DETAIL_CLICKS_FRESH_MS, withFreshClicks } from './campaign-clicks.js';

/**
 * One campaign with its stats and bulk progress. Its page polls this: the clicks snapshot is
 * retaken when over DETAIL_CLICKS_FRESH_MS old (small campaigns; big ones as the list).
 */
export async function getCampaign(caller: Caller, campaignId: string | undefined): Promise<Campaign> {
  return toCampaign(await withFreshClicks(await getTeamCampaign(caller, campaignId), DETAIL_CLICKS_FRESH_MS));
}

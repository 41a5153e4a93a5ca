import type { Campaign } from '@kisa/shared';
import type { Caller } from '../accounts/caller.js';
import { getTeamCampaign, toCampaign } from './campaign-access.js';
import { withFreshClicks } from './campaign-clicks.js';

/** One campaign with its stats and bulk progress (clicks snapshot refreshed when stale). */
export async function getCampaignStats(caller: Caller, campaignId: string | undefined): Promise<Campaign> {
  return toCampaign(await withFreshClicks(await getTeamCampaign(caller, campaignId)));
}

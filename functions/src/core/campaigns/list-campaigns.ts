import type { Campaign } from '@kisa/shared';
import { listTeamCampaigns } from '#data/campaigns/campaigns-repo.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import type { Caller } from '../accounts/caller.js';
import { toCampaign } from './campaign-access.js';
import { withFreshClicks } from './campaign-clicks.js';

/** The team's campaigns, newest first (an array, as the spec's screen expects). */
export async function listCampaigns(caller: Caller): Promise<Campaign[]> {
  const records = await listTeamCampaigns(caller.teamId);
  return (await mapConcurrent(records, 4, (record) => withFreshClicks(record))).map(toCampaign);
}

import type { Stats } from '@kisa/shared';
import { getTeamLinkStats } from '#data/links/index.js';
import type { Caller } from '../accounts/caller.js';

/** Dashboard cards: the team's link count and click counters. */
export async function getStats(caller: Caller): Promise<Stats> {
  return getTeamLinkStats(caller.teamId);
}

import type { Campaign, CreateCampaignInput } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { putCampaign } from '#data/campaigns/campaigns-repo.js';
import type { Caller } from '../accounts/caller.js';
import { toCampaign } from './campaign-access.js';

/** A new, empty campaign of the caller's team (status idle until links are queued). */
export async function createCampaign(caller: Caller, input: CreateCampaignInput): Promise<Campaign> {
  const record = await putCampaign({
    campaignId: randomUUID(),
    teamId: caller.teamId,
    name: input.name,
    creator: { id: caller.id, name: caller.name },
    createdAt: new Date().toISOString(),
  });
  return toCampaign(record);
}

import { campaignCtr, isId, MSG, type Campaign } from '@kisa/shared';
import { getCampaign, type CampaignRecord } from '#data/campaigns/campaigns-repo.js';
import { notFound } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';

/**
 * The caller's team's campaign, or 404 'Campaign not found'. Another team's campaign, and
 * one being deleted, answer exactly like a missing one. An id that cannot exist (the shared id
 * rule; an analytics filter reaches here unparsed) is not looked up.
 */
export async function getTeamCampaign(caller: TeamCaller, campaignId: string | undefined): Promise<CampaignRecord> {
  const campaign = isId('record', campaignId) ? await getCampaign(campaignId) : null;
  if (!campaign || campaign.teamId !== caller.teamId || campaign.deletedAt) throw notFound(MSG.campaignNotFound);
  return campaign;
}

/** The API's Campaign shape (BRIEF §5). */
export function toCampaign(record: CampaignRecord): Campaign {
  return {
    id: record.campaignId,
    name: record.name,
    totalLinks: record.totalLinks,
    totalClicks: record.totalClicks,
    ctr: campaignCtr(record.totalClicks, record.totalLinks),
    createdAt: record.createdAt,
    creator: record.creator,
    status: record.status,
    processed: record.processed,
    total: record.total,
    ...(record.status === 'error' && record.error ? { error: record.error } : {}),
  };
}

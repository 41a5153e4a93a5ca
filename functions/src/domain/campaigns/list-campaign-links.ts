import type { Link, ListCampaignLinksQuery, Paged } from '@kisa/shared';
import { getCampaignLinksPage } from '#data/links/index.js';
import type { Caller } from '../accounts/caller.js';
import { presentLinks } from '../links/present-links.js';
import { getTeamCampaign } from './campaign-access.js';

/**
 * A page of the caller's team's campaign's links, in the order they were created (the
 * file's order), each with its exact click counters. Another team's campaign is 404.
 */
export async function listCampaignLinks(caller: Caller, campaignId: string | undefined, query: ListCampaignLinksQuery): Promise<Paged<Link>> {
  const campaign = await getTeamCampaign(caller, campaignId);
  // A page past the last link is empty without reading the campaign's links to get there.
  const records = (query.page - 1) * query.limit < campaign.totalLinks ? await getCampaignLinksPage(campaign.campaignId, query) : [];
  return { items: await presentLinks(caller.teamId, records), total: campaign.totalLinks, page: query.page };
}

import type { LinkPage, ListCampaignLinksQuery } from '@kisa/shared';
import { getCampaignLinksPage, isLinkListPosition } from '#data/links/index.js';
import { decodeListCursor, encodeListCursor } from '#lib/list-cursor.js';
import type { Caller } from '../accounts/caller.js';
import { presentLinks } from '../links/present-links.js';
import { getTeamCampaign } from './campaign-access.js';

/**
 * A page of the caller's team's campaign's links, in the order they were created (the
 * file's order), each with its exact click counters: by `page`, or after `cursor` (a previous
 * answer's `nextCursor`, bound to this campaign: another list's → 400). Another team's
 * campaign is 404.
 */
export async function listCampaignLinks(caller: Caller, campaignId: string | undefined, query: ListCampaignLinksQuery): Promise<LinkPage> {
  const campaign = await getTeamCampaign(caller, campaignId);
  const list = `campaign-links:${campaign.campaignId}`;
  const after = decodeListCursor(query.cursor, list, isLinkListPosition);
  // A page past the last link is empty without reading the campaign's links to get there.
  const past = after === undefined && (query.page - 1) * query.limit >= campaign.totalLinks;
  const { items, next } = past ? { items: [], next: undefined } : await getCampaignLinksPage(campaign.campaignId, { ...query, after });
  return {
    items: await presentLinks(caller.teamId, items),
    total: campaign.totalLinks,
    page: query.page,
    ...(next ? { nextCursor: encodeListCursor(list, next) } : {}),
  };
}

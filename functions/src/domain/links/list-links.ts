import type { Link, ListLinksQuery, Paged } from '@kisa/shared';
import { getTeamLinkStats, listTeamLinks } from '#data/links/index.js';
import type { Caller } from '../accounts/caller.js';
import { presentLinks } from './present-links.js';

/** A page of the team's links, newest first; `q` matches title, alias or target (case-insensitive); `tagId` keeps links with any of those tags. */
export async function listLinks(caller: Caller, query: ListLinksQuery): Promise<Paged<Link>> {
  const [{ items, matched }, stats] = await Promise.all([
    listTeamLinks(caller.teamId, { ...query, tagIds: query.tagId }),
    query.q || query.tagId.length ? null : getTeamLinkStats(caller.teamId),
  ]);
  return { items: await presentLinks(caller.teamId, items), total: matched ?? stats?.links ?? 0, page: query.page };
}

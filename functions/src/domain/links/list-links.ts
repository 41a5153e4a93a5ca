import type { Link, ListLinksQuery, Paged } from '@kisa/shared';
import { getTeamLinkStats, listTeamLinks } from '#data/links/index.js';
import type { Caller } from '../accounts/caller.js';
import { withCurrentCreators } from './resolve-creators.js';
import { toLink } from './to-link.js';

/** A page of the team's links, newest first; `q` matches title, alias or target (case-insensitive). */
export async function listLinks(caller: Caller, query: ListLinksQuery): Promise<Paged<Link>> {
  const [{ items, matched }, stats] = await Promise.all([
    listTeamLinks(caller.teamId, query),
    query.q ? null : getTeamLinkStats(caller.teamId),
  ]);
  return { items: await withCurrentCreators(items.map(toLink)), total: matched ?? stats?.links ?? 0, page: query.page };
}

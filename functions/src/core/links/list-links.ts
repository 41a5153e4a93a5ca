import type { LinkPage, ListLinksQuery } from '@kisa/shared';
import { getTeamLinkStats, isLinkListPosition, listTeamLinks } from '#data/links/index.js';
import { decodeListCursor, encodeListCursor } from '#lib/list-cursor.js';
import type { Caller } from '../accounts/caller.js';
import { presentLinks } from './present-links.js';

/**
 * A page of the team's links, newest first; `q` matches title, alias or target (case-insensitive); `tagId` keeps links with any of those tags.
 * By `page`, or after `cursor` (a previous answer's `nextCursor`, bound to the team's list: another's → 400); the answer's `nextCursor`
 * continues after its last link, so a walk by cursor neither repeats nor skips a link, whatever is created meanwhile.
 */
export async function listLinks(caller: Caller, query: ListLinksQuery): Promise<LinkPage> {
  const list = `links:${caller.teamId}`;
  const after = decodeListCursor(query.cursor, list, isLinkListPosition);
  const [{ items, matched, next }, stats] = await Promise.all([
    listTeamLinks(caller.teamId, { ...query, after, tagIds: query.tagId }),
    query.q || query.tagId.length ? null : getTeamLinkStats(caller.teamId),
  ]);
  return {
    items: await presentLinks(caller.teamId, items),
    total: matched ?? stats?.links ?? 0,
    page: query.page,
    ...(next ? { nextCursor: encodeListCursor(list, next) } : {}),
  };
}

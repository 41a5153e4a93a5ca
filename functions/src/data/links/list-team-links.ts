import { batchGetItems } from '../batch-get.js';
import { queryOffsetPage } from '../paging.js';
import { searchTeamLinkIds } from '../search/index.js';
import { tableName } from '../table.js';
import { linkKey, LINKS_INDEX, listPosition, parseLink, teamLinksPartition, type LinkRecord } from './link-item.js';

/**
 * One page of a team's links, newest first: the page `page` (offset), or the page after the
 * position `after` (a previous page's `next`: the sort key `{createdAt}#{linkId}` of its last
 * link, so a page by key never repeats or skips a link, whatever was created meanwhile).
 * Without `q` or tags: Query GSI1 backwards, reading one link more than the page to know
 * whether another page follows, and `matched` is null (use the team's `links` counter). With
 * `q` and/or `tagIds` (any of them): the team's search index answers the page's link ids, in
 * the same order and by the same positions, and the exact number of matches (data/search/),
 * and the page's link items are read by id. `next` is absent on the last page.
 */
export async function listTeamLinks(
  teamId: string,
  options: { page: number; limit: number; after?: string; q?: string; tagIds?: readonly string[] },
): Promise<{ items: LinkRecord[]; matched: number | null; next?: string }> {
  const { limit, after } = options;
  const skip = after === undefined ? (options.page - 1) * limit : 0;
  if (options.q || options.tagIds?.length) {
    // A page past every match reads nothing (skip may be huge: page=1000000).
    const { linkIds, total, next } = await searchTeamLinkIds(teamId, options.q ?? '', { skip, limit, before: after, tagIds: options.tagIds });
    return { items: await getLinksInOrder(linkIds), matched: total, ...(next ? { next } : {}) };
  }
  const query = {
    TableName: tableName(),
    IndexName: LINKS_INDEX,
    KeyConditionExpression: after === undefined ? 'GSI1PK = :pk' : 'GSI1PK = :pk AND GSI1SK < :after',
    ScanIndexForward: false,
    ExpressionAttributeValues: { ':pk': teamLinksPartition(teamId), ...(after === undefined ? {} : { ':after': after }) },
  };
  const rows = await queryOffsetPage(query, { skip, limit: limit + 1 }, (item) => ({ record: parseLink(item), position: listPosition(item, 'GSI1SK') }));
  const page = rows.slice(0, limit);
  return { items: page.map((row) => row.record), matched: null, ...(rows.length > limit ? { next: page.at(-1)!.position } : {}) };
}

/** Whether `position` has the shape of a links list's sort key (`{createdAt}#{linkId}`, GSI1 and GSI2 alike): what a cursor of such a list may hold. */
export const isLinkListPosition = (position: string): boolean =>
  /^[0-9TZ:.+-]{10,40}#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(position);

/** The link items of `linkIds`, in that order (consistent; one deleted meanwhile is left out). */
export async function getLinksInOrder(linkIds: readonly string[]): Promise<LinkRecord[]> {
  if (linkIds.length === 0) return [];
  const items = await batchGetItems(linkIds.map(linkKey), { ConsistentRead: true });
  const byId = new Map(items.map((item) => parseLink(item)).map((link) => [link.linkId, link]));
  return linkIds.map((id) => byId.get(id)).filter((l): l is LinkRecord => l !== undefined);
}

import { batchGetItems } from '../batch-get.js';
import { LINKS_INDEX, linkKey, teamLinksPartition } from '../keys.js';
import { queryOffsetPage } from '../paging.js';
import { searchTeamLinkIds } from '../search/index.js';
import { tableName } from '../table.js';
import { toRecord, type LinkRecord } from './link-item.js';

/**
 * One page of a team's links, newest first. Without `q` or tags: Query GSI1 backwards, offset
 * paging (data/paging.ts), and `matched` is null (use the team's `links` counter). With `q`
 * and/or `tagIds` (any of them): the team's search index answers the page's link ids and the
 * exact number of matches (data/search/), and the page's link items are read by id.
 */
export async function listTeamLinks(
  teamId: string,
  options: { page: number; limit: number; q?: string; tagIds?: readonly string[] },
): Promise<{ items: LinkRecord[]; matched: number | null }> {
  const skip = (options.page - 1) * options.limit;
  if (options.q || options.tagIds?.length) {
    // A page past every match reads nothing (skip may be huge: page=9007199254740993).
    const { linkIds, total } = await searchTeamLinkIds(teamId, options.q ?? '', { skip, limit: options.limit, tagIds: options.tagIds });
    return { items: await getLinksInOrder(linkIds), matched: total };
  }
  const query = {
    TableName: tableName(),
    IndexName: LINKS_INDEX,
    KeyConditionExpression: 'GSI1PK = :pk',
    ScanIndexForward: false,
    ExpressionAttributeValues: { ':pk': teamLinksPartition(teamId) },
  };
  return { items: await queryOffsetPage(query, { skip, limit: options.limit }, toRecord), matched: null };
}

/** The link items of `linkIds`, in that order (consistent; one deleted meanwhile is left out). */
export async function getLinksInOrder(linkIds: readonly string[]): Promise<LinkRecord[]> {
  if (linkIds.length === 0) return [];
  const items = await batchGetItems(linkIds.map(linkKey), { ConsistentRead: true });
  const byId = new Map(items.map((item) => [item.linkId as string, toRecord(item)]));
  return linkIds.map((id) => byId.get(id)).filter((l): l is LinkRecord => l !== undefined);
}

import { BatchGetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { CAMPAIGN_LINKS_INDEX, campaignLinksPartition, linkKey, teamKey } from './keys.js';
import { aliasDelete, aliasItem, linkDelete, linkItem, toRecord, type LinkRecord } from './links-repo.js';
import { retryConflicts } from './campaign-transactions.js';
import { db, QUERY_PAGE_MAX, tableName } from './table.js';

/**
 * A campaign's links, written and deleted in bulk. The items have exactly the shapes of
 * data/links-repo.ts (link item + alias item; docs/DATA-MODEL.md "Links"), plus `bulkPart`
 * on the link item: the part whose marker says whether the link is counted on its team.
 *
 * Writes are transactions of up to 50 links (100 items): each link item and its alias item
 * are put together, both conditional on not existing, so a code is never claimed twice
 * (under any concurrency) and a link never exists without its alias or twice.
 */

export const LINKS_PER_TRANSACTION = 50;

export interface BulkLinkRecord {
  linkId: string;
  teamId: string;
  campaignId: string;
  /** `{batchId}#{part}` of the queue message the link came in. */
  bulkPart: string;
  shortUrl: string;
  longUrl: string;
  title: string;
  createdAt: string;
  createdBy: { id: string; name: string };
}

export type LinkWriteOutcome = 'written' | 'exists' | 'codeTaken';

/** A bulk link is a plain new link (no redirects, UTM, expiry or password) tagged with its part. */
function toLinkRecord({ bulkPart: _part, ...link }: BulkLinkRecord): LinkRecord {
  return { ...link, redirects: {}, utm: {}, expiry: {}, totalClicks: 0, uniqueClicks: 0, version: 0 };
}

/**
 * Writes up to 50 links in one transaction. Answers per link: 'written', 'exists' (the
 * link id is already there: a redelivered part; its alias came with it) or 'codeTaken'
 * (another link holds the code: pick another and try again). When the transaction is
 * cancelled, nothing of it was written, so every 'written' in the answer is definite
 * only when all are 'written'; callers retry the others until that is the case.
 */
export async function writeLinkGroup(links: readonly BulkLinkRecord[]): Promise<LinkWriteOutcome[] | 'ok'> {
  if (links.length === 0) return 'ok';
  if (links.length > LINKS_PER_TRANSACTION) throw new Error(`writeLinkGroup takes at most ${LINKS_PER_TRANSACTION} links`);
  const TableName = tableName();
  const TransactItems: NonNullable<TransactWriteCommandInput['TransactItems']> = [];
  for (const link of links) {
    TransactItems.push(
      { Put: { TableName, Item: { ...linkItem(toLinkRecord(link)), bulkPart: link.bulkPart }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName, Item: aliasItem(toLinkRecord(link)), ConditionExpression: 'attribute_not_exists(PK)' } },
    );
  }
  const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems })));
  if (outcome === 'ok') return 'ok';
  return links.map((_, i) => (outcome[2 * i] === 'ConditionalCheckFailed' ? 'exists' : outcome[2 * i + 1] === 'ConditionalCheckFailed' ? 'codeTaken' : 'written'));
}

export interface StoredCampaignLink {
  linkId: string;
  shortUrl: string;
  longUrl: string;
  title: string;
  totalClicks: number;
  campaignId?: string;
  bulkPart?: string;
}

/** The link items among `linkIds` that exist (BatchGet, consistent, 100 keys a call). */
export async function getLinksByIds(linkIds: readonly string[]): Promise<StoredCampaignLink[]> {
  const found: StoredCampaignLink[] = [];
  for (let i = 0; i < linkIds.length; i += 100) {
    let keys: Record<string, unknown>[] = linkIds.slice(i, i + 100).map((id) => ({ ...linkKey(id) }));
    for (let attempt = 0; keys.length > 0; attempt++) {
      const out = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: keys,
              ConsistentRead: true,
              ProjectionExpression: 'linkId, shortUrl, longUrl, title, totalClicks, campaignId, bulkPart',
            },
          },
        }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.push(toStored(item));
      keys = (out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      if (keys.length > 0) await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 1_000)));
    }
  }
  return found;
}

/**
 * Pages through a campaign's links, oldest first (Query GSI2), handing each page to
 * `onPage`; stops early when `onPage` answers false.
 */
export async function forEachCampaignLinkPage(
  campaignId: string,
  onPage: (links: StoredCampaignLink[]) => Promise<boolean | void> | boolean | void,
  options: { pageSize?: number } = {},
): Promise<void> {
  const query = {
    ExpressionAttributeNames: { '#title': 'title' },
    ProjectionExpression: 'linkId, shortUrl, longUrl, #title, totalClicks, campaignId, bulkPart',
    ...(options.pageSize ? { Limit: options.pageSize } : {}),
  };
  for await (const items of campaignLinkPages(campaignId, query)) {
    const links = items.map(toStored);
    if (links.length > 0 && (await onPage(links)) === false) return;
  }
}

/**
 * One page of a campaign's links, oldest first (the order of the file they came from): an
 * offset into GSI2, read as the team's list reads GSI1 (data/links-repo.ts listTeamLinks),
 * so page n reads n × limit items. The page's total is the campaign's exact `totalLinks`.
 */
export async function getCampaignLinksPage(campaignId: string, options: { page: number; limit: number }): Promise<LinkRecord[]> {
  const skip = (options.page - 1) * options.limit;
  const wanted = skip + options.limit;
  const items: LinkRecord[] = [];
  let seen = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: CAMPAIGN_LINKS_INDEX,
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': campaignLinksPartition(campaignId) },
        ScanIndexForward: true,
        // DynamoDB takes a 32-bit Limit: a far page (page=9007199254740993) reads in capped steps.
        Limit: Math.min(wanted - seen, QUERY_PAGE_MAX),
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (seen >= skip && seen < wanted) items.push(toRecord(item));
      seen++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && seen < wanted);
  return items;
}

/** Number of a campaign's links and their summed clicks (reads every link of the campaign). */
export async function countCampaignLinks(campaignId: string): Promise<{ totalLinks: number; totalClicks: number }> {
  let totalLinks = 0;
  let totalClicks = 0;
  for await (const items of campaignLinkPages(campaignId, { ProjectionExpression: 'totalClicks' })) {
    for (const item of items) {
      totalLinks++;
      if (typeof item.totalClicks === 'number') totalClicks += item.totalClicks;
    }
  }
  return { totalLinks, totalClicks };
}

/** The pages of a campaign's GSI2 partition, oldest first, with the caller's projection and page size. */
async function* campaignLinkPages(
  campaignId: string,
  query: { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string>; Limit?: number },
): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: CAMPAIGN_LINKS_INDEX,
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': campaignLinksPartition(campaignId) },
        ScanIndexForward: true,
        ...query,
        ExclusiveStartKey,
      }),
    );
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Links per delete transaction: 2 items each plus the team counter update. */
export const LINKS_PER_DELETE = 49;

/**
 * Deletes up to 49 links with their aliases in one transaction, together with taking the
 * counted ones off the team's `links` counter. Each link delete is conditional on the
 * link still existing with that code, each alias delete on the alias being the link's;
 * links that fail that (deleted or renamed meanwhile) are dropped and the rest retried,
 * so a link is uncounted exactly once. Answers how many links this call deleted.
 */
export async function deleteLinkGroup(teamId: string, links: readonly { linkId: string; shortUrl: string; counted: boolean }[]): Promise<number> {
  let pending = links.map((link) => ({ ...link, keepAlias: false }));
  for (let round = 0; pending.length > 0; round++) {
    if (round > 2 * LINKS_PER_DELETE) throw new Error('deleteLinkGroup: too many rounds');
    const TableName = tableName();
    const counted = pending.filter((l) => l.counted).length;
    const TransactItems: NonNullable<TransactWriteCommandInput['TransactItems']> = [];
    const slots: { link: (typeof pending)[number]; item: 'link' | 'alias' }[] = [];
    for (const link of pending) {
      TransactItems.push({ Delete: linkDelete(TableName, link) });
      slots.push({ link, item: 'link' });
      if (link.keepAlias) continue;
      TransactItems.push({ Delete: aliasDelete(TableName, link) });
      slots.push({ link, item: 'alias' });
    }
    if (counted > 0) {
      TransactItems.push({
        Update: {
          TableName,
          Key: teamKey(teamId),
          UpdateExpression: 'ADD #links :n',
          ExpressionAttributeNames: { '#links': 'links' },
          ExpressionAttributeValues: { ':n': -counted },
        },
      });
    }
    const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems })));
    if (outcome === 'ok') return pending.length;
    const gone = new Set<string>();
    slots.forEach((slot, i) => {
      if (outcome[i] !== 'ConditionalCheckFailed') return;
      // The link was deleted or renamed meanwhile: not ours to delete (a sweep reads it again).
      if (slot.item === 'link') gone.add(slot.link.linkId);
      // The code belongs to another link: delete the link, leave that alias alone.
      else slot.link.keepAlias = true;
    });
    pending = pending.filter((l) => !gone.has(l.linkId));
  }
  return 0;
}

function toStored(item: Record<string, unknown>): StoredCampaignLink {
  const link: StoredCampaignLink = {
    linkId: item.linkId as string,
    shortUrl: item.shortUrl as string,
    longUrl: (item.longUrl as string | undefined) ?? '',
    title: (item.title as string | undefined) ?? '',
    totalClicks: typeof item.totalClicks === 'number' ? item.totalClicks : 0,
  };
  if (typeof item.campaignId === 'string') link.campaignId = item.campaignId;
  if (typeof item.bulkPart === 'string') link.bulkPart = item.bulkPart;
  return link;
}

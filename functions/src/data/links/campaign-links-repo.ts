import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TargetingRule } from '@kisa/shared';
import * as z from 'zod';
import { batchGetItems } from '../batch-get.js';
import { queryOffsetPage, queryPages } from '../paging.js';
import { parseItem } from '../parse-item.js';
import { searchEntriesRemove } from '../search/index.js';
import { db, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { countDomainLinks, countTeamLinks } from './link-counters.js';
import {
  CAMPAIGN_LINKS_INDEX,
  campaignLinksPartition,
  linkItemSchema,
  linkKey,
  listPosition,
  parseLink,
  parseLinkFields,
  type LinkRecord,
} from './link-item.js';
import { aliasDelete, aliasItem, linkDelete, linkItem } from './link-writes.js';

/**
 * A campaign's links, written and deleted in bulk. The items have exactly the shapes of
 * data/links/link-writes.ts (link item + alias item; docs/DATA-MODEL.md "Links"), plus `bulkPart`
 * on the link item: the part whose marker says whether the link is counted on its team.
 *
 * Writes are transactions of up to 50 links (100 items): each link item and its alias item
 * are put together, both conditional on not existing, so a code is never claimed twice
 * (under any concurrency) and a link never exists without its alias or twice. Each link
 * item names the search shard its part claimed room in for its group (data/search/
 * claimBulkShards); the bulk worker adds the part's entries there once its links are written.
 */

export const LINKS_PER_TRANSACTION = 50;

/** A link written in bulk: a campaign's part (`campaignId`, `bulkPart`) or an import's page (`importId`). */
export interface BulkLinkRecord {
  linkId: string;
  teamId: string;
  campaignId?: string;
  /** `{batchId}#{part}` of the queue message the link came in. */
  bulkPart?: string;
  /** The import that writes it: what a later run of the source reads to leave it be. */
  importId?: string;
  shortUrl: string;
  longUrl: string;
  title: string;
  createdAt: string;
  createdBy: { id: string; name: string };
  /** The team's branded domain; absent: the platform's. */
  domain?: string;
  /** Screening flagged its target: written as `moderation: 'flagged'` on link and alias. */
  moderation?: 'flagged';
  screeningFlags?: string[];
  /** The team's tags on it (a file's `tags` column, resolved to ids when queued). */
  tagIds?: string[];
  /** Its targeting rules (a file's `country:XX` / `language:xx` columns), ids given when queued; on link and alias. */
  rules?: TargetingRule[];
  /** An imported link's settings from its source; a campaign's links have none. */
  redirects?: LinkRecord['redirects'];
  utm?: LinkRecord['utm'];
  expiry?: LinkRecord['expiry'];
  passwordHash?: string;
}

export type LinkWriteOutcome = 'written' | 'exists' | 'codeTaken';

/** A bulk link is a new link (a campaign's has no redirects, UTM, expiry or password) tagged with its part. */
function toLinkRecord({ bulkPart: _part, ...link }: BulkLinkRecord, searchShard: number): LinkRecord {
  return { redirects: {}, utm: {}, expiry: {}, ...link, totalClicks: 0, uniqueClicks: 0, version: 0, searchShard, aliasFolded: true };
}

/**
 * Writes up to 50 links in one transaction, each naming `searchShard` as its entry's shard. Answers per link: 'written', 'exists' (the
 * link id is already there: a redelivered part; its alias came with it) or 'codeTaken'
 * (another link holds the code: pick another and try again). When the transaction is
 * cancelled, nothing of it was written, so every 'written' in the answer is definite
 * only when all are 'written'; callers retry the others until that is the case.
 */
export async function writeLinkGroup(links: readonly BulkLinkRecord[], searchShard: number): Promise<LinkWriteOutcome[] | 'ok'> {
  if (links.length === 0) return 'ok';
  if (links.length > LINKS_PER_TRANSACTION) throw new Error(`writeLinkGroup takes at most ${LINKS_PER_TRANSACTION} links`);
  const TableName = tableName();
  const TransactItems: NonNullable<TransactWriteCommandInput['TransactItems']> = [];
  for (const link of links) {
    TransactItems.push(
      {
        Put: {
          TableName,
          Item: { ...linkItem(toLinkRecord(link, searchShard)), ...(link.bulkPart ? { bulkPart: link.bulkPart } : {}) },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName, Item: aliasItem(toLinkRecord(link, searchShard)), ConditionExpression: 'attribute_not_exists(PK)' } },
    );
  }
  const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems })));
  if (outcome === 'ok') return 'ok';
  return links.map((_, i) =>
    outcome[2 * i] === 'ConditionalCheckFailed' ? 'exists' : outcome[2 * i + 1] === 'ConditionalCheckFailed' ? 'codeTaken' : 'written',
  );
}

export interface StoredCampaignLink {
  linkId: string;
  shortUrl: string;
  longUrl: string;
  title: string;
  createdAt: string;
  totalClicks: number;
  version: number;
  campaignId?: string;
  bulkPart?: string;
  /** The import that wrote it. */
  importId?: string;
  searchShard?: number;
  aliasFolded?: boolean;
  domain?: string;
  tagIds?: string[];
  /** Its preview image's stored name, if it has one: deleted with the link. */
  previewImage?: string;
}

const STORED_PROJECTION =
  'linkId, shortUrl, longUrl, #title, createdAt, totalClicks, #version, campaignId, bulkPart, importId, searchShard, aliasFolded, #domain, tagIds, #preview.imageKey';
const STORED_NAMES = { '#title': 'title', '#version': 'version', '#domain': 'domain', '#preview': 'preview' };

/** The link items among `linkIds` that exist (BatchGet, consistent). */
export async function getLinksByIds(linkIds: readonly string[]): Promise<StoredCampaignLink[]> {
  const items = await batchGetItems(linkIds.map(linkKey), {
    ConsistentRead: true,
    ProjectionExpression: STORED_PROJECTION,
    ExpressionAttributeNames: STORED_NAMES,
  });
  return items.map(toStored);
}

/**
 * Pages through a campaign's links, oldest first (Query GSI2), handing each page to
 * `onPage`; stops early when `onPage` answers false.
 */
export async function forEachCampaignLinkPage(
  campaignId: string,
  // biome-ignore lint/suspicious/noConfusingVoidType: a page callback answers nothing to go on, or false to stop
  onPage: (links: StoredCampaignLink[]) => Promise<boolean | void> | boolean | void,
  options: { pageSize?: number } = {},
): Promise<void> {
  const query = {
    ExpressionAttributeNames: STORED_NAMES,
    ProjectionExpression: STORED_PROJECTION,
    ...(options.pageSize ? { Limit: options.pageSize } : {}),
  };
  for await (const items of campaignLinkPages(campaignId, query)) {
    const links = items.map(toStored);
    if (links.length > 0 && (await onPage(links)) === false) return;
  }
}

/**
 * One page of a campaign's links, oldest first (the order of the file they came from): an
 * offset into GSI2 (page n reads n × limit items), or the page after the position `after`
 * (a previous page's `next`: its last link's sort key), read as the team's list reads GSI1
 * (list-team-links.ts), one link more than the page to know whether another follows. The
 * page's total is the campaign's exact `totalLinks`. `next` is absent on the last page.
 */
export async function getCampaignLinksPage(
  campaignId: string,
  options: { page: number; limit: number; after?: string },
): Promise<{ items: LinkRecord[]; next?: string }> {
  const { limit, after } = options;
  const base = campaignLinksQuery(campaignId);
  const query =
    after === undefined
      ? base
      : {
          ...base,
          KeyConditionExpression: `${base.KeyConditionExpression} AND GSI2SK > :after`,
          ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ':after': after },
        };
  const skip = after === undefined ? (options.page - 1) * limit : 0;
  const rows = await queryOffsetPage(query, { skip, limit: limit + 1 }, (item) => ({ record: parseLink(item), position: listPosition(item, 'GSI2SK') }));
  const page = rows.slice(0, limit);
  return { items: page.map((row) => row.record), ...(rows.length > limit ? { next: page.at(-1)!.position } : {}) };
}

/** Number of a campaign's links and their summed clicks (reads every link of the campaign). */
export async function countCampaignLinks(campaignId: string): Promise<{ totalLinks: number; totalClicks: number }> {
  let totalLinks = 0;
  let totalClicks = 0;
  for await (const items of campaignLinkPages(campaignId, { ProjectionExpression: 'totalClicks' })) {
    for (const item of items) {
      totalLinks++;
      totalClicks += parseLinkFields(item, ['totalClicks']).totalClicks;
    }
  }
  return { totalLinks, totalClicks };
}

/** The pages of a campaign's GSI2 partition, oldest first, with the caller's projection and page size. */
function campaignLinkPages(
  campaignId: string,
  query: { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string>; Limit?: number },
): AsyncGenerator<Record<string, unknown>[]> {
  return queryPages({ ...campaignLinksQuery(campaignId), ...query });
}

const campaignLinksQuery = (campaignId: string) => ({
  TableName: tableName(),
  IndexName: CAMPAIGN_LINKS_INDEX,
  KeyConditionExpression: 'GSI2PK = :pk',
  ExpressionAttributeValues: { ':pk': campaignLinksPartition(campaignId) },
  ScanIndexForward: true,
});

/** Links per delete transaction: 2 items each plus the team counter update and the search shards' updates. */
export const LINKS_PER_DELETE = 48;

/** A transaction holds at most this many items (DynamoDB's limit). */
const TRANSACTION_MAX_ITEMS = 100;

export type LinkToDelete = {
  linkId: string;
  shortUrl: string;
  counted: boolean;
  searchShard?: number;
  aliasFolded?: boolean;
  domain?: string;
  previewImage?: string;
};

/**
 * Deletes up to 48 links with their aliases and search entries, together with taking the
 * counted ones off the team's `links` counter: one transaction, or more when the links'
 * entries are in so many shards that one would exceed 100 items. Each link delete is
 * conditional on the link still existing with that code and shard, each alias delete on
 * the alias being the link's; links that fail that (deleted, renamed or moved meanwhile)
 * are dropped and the rest retried, so a link is uncounted exactly once. Answers the links
 * this call deleted (whose preview images may go).
 */
export async function deleteLinkGroup(teamId: string, links: readonly LinkToDelete[]): Promise<LinkToDelete[]> {
  const sorted = [...links].sort((a, b) => (a.searchShard ?? -1) - (b.searchShard ?? -1));
  const deleted: LinkToDelete[] = [];
  let together: LinkToDelete[] = [];
  const shards = new Set<number | undefined>();
  const domains = new Set<string>();
  for (const link of sorted) {
    const nextShards = shards.has(link.searchShard) ? shards.size : shards.size + 1;
    const nextDomains = !link.domain || domains.has(link.domain) ? domains.size : domains.size + 1;
    if (together.length > 0 && 2 * (together.length + 1) + 1 + nextShards + nextDomains > TRANSACTION_MAX_ITEMS) {
      deleted.push(...(await deleteInOneTransaction(teamId, together)));
      together = [];
      shards.clear();
      domains.clear();
    }
    together.push(link);
    shards.add(link.searchShard);
    if (link.domain) domains.add(link.domain);
  }
  if (together.length > 0) deleted.push(...(await deleteInOneTransaction(teamId, together)));
  return deleted;
}

/** The links of one delete transaction (retried without those deleted, renamed or moved meanwhile). */
async function deleteInOneTransaction(teamId: string, links: readonly LinkToDelete[]): Promise<LinkToDelete[]> {
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
      TransactItems.push({ Update: countTeamLinks(TableName, teamId, -counted) });
    }
    // The counted links on branded domains come off their domains' counters too.
    const onDomains = new Map<string, number>();
    for (const link of pending) if (link.counted && link.domain) onDomains.set(link.domain, (onDomains.get(link.domain) ?? 0) + 1);
    for (const [domain, n] of onDomains) TransactItems.push({ Update: countDomainLinks(TableName, teamId, domain, -n) });
    const byShard = new Map<number, string[]>();
    for (const link of pending) if (link.searchShard !== undefined) byShard.set(link.searchShard, [...(byShard.get(link.searchShard) ?? []), link.linkId]);
    for (const [shard, ids] of byShard) TransactItems.push(searchEntriesRemove(teamId, shard, ids));
    const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems })));
    if (outcome === 'ok') return pending.map(({ keepAlias: _keepAlias, ...link }) => link);
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
  return [];
}

/** What STORED_PROJECTION reads of a link item (of its preview, only the image's name). */
const storedLinkSchema = linkItemSchema
  .pick({
    linkId: true,
    shortUrl: true,
    longUrl: true,
    title: true,
    createdAt: true,
    totalClicks: true,
    version: true,
    campaignId: true,
    bulkPart: true,
    importId: true,
    searchShard: true,
    aliasFolded: true,
    domain: true,
    tagIds: true,
  })
  .extend({ preview: z.object({ imageKey: z.string().optional() }).optional() });

function toStored(item: Record<string, unknown>): StoredCampaignLink {
  const stored = parseItem('link', storedLinkSchema, item);
  const { linkId, shortUrl, longUrl, title, createdAt, totalClicks, version } = stored;
  const link: StoredCampaignLink = { linkId, shortUrl, longUrl, title, createdAt, totalClicks, version };
  if (stored.campaignId !== undefined) link.campaignId = stored.campaignId;
  if (stored.bulkPart !== undefined) link.bulkPart = stored.bulkPart;
  if (stored.importId !== undefined) link.importId = stored.importId;
  if (stored.searchShard !== undefined) link.searchShard = stored.searchShard;
  if (stored.aliasFolded) link.aliasFolded = true;
  if (stored.domain) link.domain = stored.domain;
  if (stored.tagIds?.length) link.tagIds = stored.tagIds;
  if (stored.preview?.imageKey !== undefined) link.previewImage = stored.preview.imageKey;
  return link;
}

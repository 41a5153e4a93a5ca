import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LinkModeration } from '@kisa/shared';
import { batchGetItems } from '../batch-get.js';
import { aliasKey, aliasKeyOf, campaignLinksIndexKey, hasLegacyAliasKey, legacyAliasKey, LINKS_INDEX, linkKey, teamKey, teamLinksIndexKey, teamLinksPartition } from '../keys.js';
import {
  entryBytes,
  openSearchShard,
  rollSearchShard,
  searchEntriesRemove,
  searchEntryOf,
  searchEntrySet,
  searchShardCondition,
  searchTeamLinkIds,
  searchTextOf,
  SEARCH_SHARD_LIMITS,
} from '../search/index.js';
import { db, QUERY_PAGE_MAX, tableName } from '../table.js';

/**
 * Links and their aliases (docs/DATA-MODEL.md, "Links"). A link is two items written
 * together: the link item (`LINK#{linkId}`) and its alias item (`ALIAS#{code}`), which
 * claims the short code and carries the snapshot the redirect reads in one GetItem. The
 * team item's `links` counter changes in the same transactions as create and delete, and
 * the link's entry in the team's search index (data/search/search-index-repo.ts) in the same
 * transactions as create, edit and delete.
 */

export interface LinkRedirects {
  ios?: string;
  android?: string;
  web?: string;
  deeplink?: string;
}

export interface LinkUtm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

export interface LinkExpiry {
  /** `YYYY-MM-DD`. */
  date?: string;
  maxClicks?: number;
  url?: string;
}

/** What the link item stores (minus keys and derived attributes). */
export interface LinkRecord {
  linkId: string;
  teamId: string;
  /** The short code, case-sensitive. */
  shortUrl: string;
  longUrl: string;
  title: string;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  campaignId?: string;
  redirects: LinkRedirects;
  utm: LinkUtm;
  expiry: LinkExpiry;
  /** `scrypt$N$r$p$salt$hash` (lib/crypto/password-hash.ts); never leaves the API. */
  passwordHash?: string;
  totalClicks: number;
  uniqueClicks: number;
  /** Optimistic-concurrency counter: every edit is conditional on it and bumps it. */
  version: number;
  /** The search shard holding the link's entry (absent: a link from before the index, not yet backfilled). */
  searchShard?: number;
  /** Abuse (issue 22): flagged by screening (visitors see a warning first) or disabled by an admin (410); absent = active. */
  moderation?: LinkModeration;
  /** The screening heuristics that flagged it (shared url-screening ScreeningFlag), kept after an admin clears the flag. */
  screeningFlags?: string[];
  /** Its alias item is keyed by the case-folded code (every link written since issue 22); absent: the exact code (keys.ts aliasKeyOf). */
  aliasFolded?: boolean;
}

/** The fields a new link starts with; counters and version start at zero. */
export type NewLink = Omit<LinkRecord, 'totalClicks' | 'uniqueClicks' | 'version'>;

export interface TeamLinkStats {
  links: number;
  totalClicks: number;
  uniqueClicks: number;
}

export { searchTextOf };

/** The link item; also written by campaign-links-repo (bulk), so the shape has one author. */
export function linkItem(link: LinkRecord) {
  return {
    ...linkKey(link.linkId),
    ...teamLinksIndexKey(link.teamId, link.createdAt, link.linkId),
    ...(link.campaignId ? campaignLinksIndexKey(link.campaignId, link.createdAt, link.linkId) : {}),
    type: 'link',
    ...link,
    searchText: searchTextOf(link),
  };
}

/**
 * The alias item: the code's claim plus everything the redirect needs in one read.
 * `clickLimitReached` is recomputed whenever the snapshot is written (the click worker
 * sets it as clicks arrive). Also written by campaign-links-repo (bulk).
 */
export function aliasItem(link: LinkRecord) {
  return {
    ...aliasKeyOf(link),
    type: 'alias',
    code: link.shortUrl,
    linkId: link.linkId,
    teamId: link.teamId,
    longUrl: link.longUrl,
    redirects: link.redirects,
    utm: link.utm,
    expiry: link.expiry,
    ...(link.passwordHash ? { passwordHash: link.passwordHash } : {}),
    // Carried into each click, so analytics can filter by campaign without a lookup.
    ...(link.campaignId ? { campaignId: link.campaignId } : {}),
    // Abuse (issue 22): what the redirect needs to warn, refuse, or stop a disabled user's links.
    ...(link.moderation ? { moderation: link.moderation } : {}),
    ...(link.createdBy ? { userId: link.createdBy.id } : {}),
    clickLimitReached: link.expiry.maxClicks !== undefined && link.totalClicks >= link.expiry.maxClicks,
  };
}

/**
 * Creates link + alias claim, counts the link on its team and adds its search entry to the
 * team's open shard, in one transaction. The alias put is conditional on the code being
 * free, so of any number of concurrent creates of one code exactly one succeeds. A full
 * shard cancels the transaction: the team moves on to the next shard and it is tried again.
 */
export async function createLink(link: NewLink): Promise<'created' | 'aliasTaken'> {
  let shard = await openSearchShard(link.teamId);
  for (let attempt = 0; ; attempt++) {
    const outcome = await createLinkIn(link, shard);
    if (outcome !== 'shardFull') return outcome;
    if (attempt >= 20) throw new Error(`createLink: no search shard with room for link ${link.linkId}`);
    shard = await rollSearchShard(link.teamId, shard);
  }
}

async function createLinkIn(link: NewLink, searchShard: number): Promise<'created' | 'aliasTaken' | 'shardFull'> {
  const record: LinkRecord = { ...link, totalClicks: 0, uniqueClicks: 0, version: 0, searchShard, aliasFolded: true };
  const TableName = tableName();
  const entry = searchEntryOf(record);
  // A code with capitals may also be held, in exactly that case, by a link from before folding.
  const legacyClaim = hasLegacyAliasKey(link.shortUrl)
    ? [{ ConditionCheck: { TableName, Key: legacyAliasKey(link.shortUrl), ConditionExpression: 'attribute_not_exists(PK)' } }]
    : [];
  const outcome = await transact({
    TransactItems: [
      { Put: { TableName, Item: linkItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName, Item: aliasItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName,
          Key: teamKey(link.teamId),
          UpdateExpression: 'ADD #links :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#links': 'links' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      searchEntrySet(link.teamId, searchShard, link.linkId, entry, entryBytes(link.linkId, entry), SEARCH_SHARD_LIMITS.softBytes),
      ...legacyClaim,
    ],
  });
  if (outcome === 'ok') return 'created';
  if (outcome[1] === 'ConditionalCheckFailed' || outcome[4] === 'ConditionalCheckFailed') return 'aliasTaken';
  if (outcome[3] === 'ConditionalCheckFailed') return 'shardFull';
  throw new Error(`createLink cancelled: ${outcome.join(', ')}`);
}

export async function getLink(linkId: string): Promise<LinkRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: linkKey(linkId), ConsistentRead: true }));
  return Item ? toRecord(Item) : null;
}

/** Whether a short code is claimed in any case (strongly consistent: the availability check). */
export async function aliasExists(code: string): Promise<boolean> {
  const keys = hasLegacyAliasKey(code) ? [aliasKey(code), legacyAliasKey(code)] : [aliasKey(code)];
  const found = await Promise.all(
    keys.map((Key) => db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true, ProjectionExpression: 'PK' }))),
  );
  return found.some(({ Item }) => Item !== undefined);
}

/**
 * Writes an edited link: `next` is the whole new state of `current` (counters are never
 * written here; the click worker ADDs to them). One transaction updates the link item
 * (conditional on `current.version`), and, when the code changes, deletes the old alias
 * (conditional on it pointing at this link) and claims the new one; when only snapshot
 * fields change, it rewrites the alias snapshot. When the title, code or target changes, the
 * link's search entry is rewritten in its shard, in the same transaction (or, in a shard
 * grown too big, moved to the team's open shard). 'changed' means someone else edited or
 * deleted the link meanwhile: read again and retry.
 */
export async function updateLink(current: LinkRecord, next: LinkRecord): Promise<'updated' | 'aliasTaken' | 'changed'> {
  let moveTo: number | undefined;
  for (let attempt = 0; ; attempt++) {
    const outcome = await updateLinkIn(current, next, moveTo);
    if (outcome !== 'shardFull') return outcome;
    if (attempt >= 20) throw new Error(`updateLink: no search shard with room for link ${current.linkId}`);
    const open = await openSearchShard(current.teamId);
    moveTo = moveTo === undefined && open !== current.searchShard ? open : await rollSearchShard(current.teamId, moveTo ?? open);
  }
}

async function updateLinkIn(current: LinkRecord, next: LinkRecord, moveTo: number | undefined): Promise<'updated' | 'aliasTaken' | 'changed' | 'shardFull'> {
  const TableName = tableName();
  const oldEntry = searchEntryOf(current);
  const newEntry = searchEntryOf(next);
  // A link from before the index has no entry to keep up to date yet (the backfill reads it as edited).
  const reindex = current.searchShard !== undefined && newEntry !== oldEntry;
  const renamed = next.shortUrl !== current.shortUrl;
  // A renamed link's code is claimed case-folded. Only new capitals on the code whose folded
  // key the alias already has keep the claim (same item, new snapshot); otherwise it moves.
  const reclaimed = renamed && aliasKeyOf(current).PK !== aliasKey(next.shortUrl).PK;
  // Every attribute by placeholder: some names (title, version, …) may be reserved words.
  const fields: Record<string, unknown> = {
    title: next.title,
    shortUrl: next.shortUrl,
    longUrl: next.longUrl,
    redirects: next.redirects,
    utm: next.utm,
    expiry: next.expiry,
    searchText: searchTextOf(next),
    version: current.version + 1,
    ...(next.passwordHash ? { passwordHash: next.passwordHash } : {}),
    // An edit may flag a link (screening), never clear or lift a moderation state: admins do that (setLinkModeration).
    ...(next.moderation ? { moderation: next.moderation } : {}),
    ...(next.screeningFlags?.length ? { screeningFlags: next.screeningFlags } : {}),
    ...(reindex && moveTo !== undefined ? { searchShard: moveTo } : {}),
    // A new code is claimed case-folded; an older link keeps its exact-case key until renamed.
    ...(renamed ? { aliasFolded: true } : {}),
  };
  // The entry is where the link says (a backfill or move meanwhile makes this 'changed').
  const where = searchShardCondition(current.searchShard);
  const names: Record<string, string> = { '#teamId': 'teamId', '#version': 'version', '#passwordHash': 'passwordHash', ...where.names };
  const values: Record<string, unknown> = { ':team': current.teamId, ':expectedVersion': current.version, ...where.values };
  for (const [name, value] of Object.entries(fields)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
  }
  const set = Object.keys(fields).map((name) => `#${name} = :${name}`);
  const update = `SET ${set.join(', ')}${next.passwordHash ? '' : ' REMOVE #passwordHash'}`;
  // Links written before `version` existed (or by a writer that omits it) count as version 0.
  const versionCondition = current.version === 0 ? '(attribute_not_exists(#version) OR #version = :expectedVersion)' : '#version = :expectedVersion';

  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Update: {
        TableName,
        Key: linkKey(current.linkId),
        UpdateExpression: update,
        ConditionExpression: `attribute_exists(PK) AND #teamId = :team AND ${versionCondition} AND ${where.expression}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  // The snapshot keeps the counters as last read, for clickLimitReached.
  const snapshot = aliasItem({ ...next, totalClicks: current.totalClicks, uniqueClicks: current.uniqueClicks, ...(renamed ? { aliasFolded: true } : {}) });
  if (reclaimed) {
    items.push(
      {
        Delete: {
          TableName,
          Key: aliasKeyOf(current),
          ConditionExpression: 'attribute_not_exists(PK) OR #linkId = :linkId',
          ExpressionAttributeNames: { '#linkId': 'linkId' },
          ExpressionAttributeValues: { ':linkId': current.linkId },
        },
      },
      { Put: { TableName, Item: snapshot, ConditionExpression: 'attribute_not_exists(PK)' } },
    );
  } else if (renamed || snapshotChanged(current, next)) {
    items.push({
      Put: {
        TableName,
        Item: snapshot,
        ConditionExpression: 'attribute_not_exists(PK) OR #linkId = :linkId',
          ExpressionAttributeNames: { '#linkId': 'linkId' },
        ExpressionAttributeValues: { ':linkId': current.linkId },
      },
    });
  }

  const search = items.length;
  if (reindex && moveTo === undefined) {
    // In place (the shard may exceed softBytes, never hardBytes). The shard grows by the whole
    // new entry: in a sealed shard it is added to the overlay, the sealed record stays.
    const grow = entryBytes(current.linkId, newEntry);
    items.push(searchEntrySet(current.teamId, current.searchShard!, current.linkId, newEntry, grow, SEARCH_SHARD_LIMITS.hardBytes));
  } else if (reindex && moveTo !== undefined) {
    items.push(
      searchEntriesRemove(current.teamId, current.searchShard!, [current.linkId]),
      searchEntrySet(current.teamId, moveTo, current.linkId, newEntry, entryBytes(current.linkId, newEntry), SEARCH_SHARD_LIMITS.softBytes),
    );
  }

  // A new code with capitals may also be held, in exactly that case, by a link from before folding.
  const legacy = items.length;
  if (reclaimed && hasLegacyAliasKey(next.shortUrl) && next.shortUrl !== current.shortUrl) {
    items.push({ ConditionCheck: { TableName, Key: legacyAliasKey(next.shortUrl), ConditionExpression: 'attribute_not_exists(PK) OR #linkId = :linkId', ExpressionAttributeNames: { '#linkId': 'linkId' }, ExpressionAttributeValues: { ':linkId': current.linkId } } });
  }

  const outcome = await transact({ TransactItems: items });
  if (outcome === 'ok') return 'updated';
  if (outcome[0] === 'ConditionalCheckFailed') return 'changed';
  if (outcome[legacy] === 'ConditionalCheckFailed') return 'aliasTaken';
  if (outcome.slice(search, legacy).includes('ConditionalCheckFailed')) return 'shardFull';
  if (outcome[1] === 'ConditionalCheckFailed') return 'changed';
  if (reclaimed && outcome[2] === 'ConditionalCheckFailed') return 'aliasTaken';
  throw new Error(`updateLink cancelled: ${outcome.join(', ')}`);
}

function snapshotChanged(a: LinkRecord, b: LinkRecord): boolean {
  return (
    a.longUrl !== b.longUrl ||
    a.passwordHash !== b.passwordHash ||
    a.moderation !== b.moderation ||
    JSON.stringify(a.redirects) !== JSON.stringify(b.redirects) ||
    JSON.stringify(a.utm) !== JSON.stringify(b.utm) ||
    JSON.stringify(a.expiry) !== JSON.stringify(b.expiry)
  );
}

type LinkRef = Pick<LinkRecord, 'linkId' | 'shortUrl' | 'searchShard' | 'aliasFolded'>;

/**
 * Deleting a link item: only while it still has that code and its search entry is in that
 * shard (a rename or move meanwhile makes the caller re-read), so the entry removed in the
 * same transaction is the link's. Shared with campaign-links-repo so both deletes keep one invariant.
 */
export function linkDelete(TableName: string, link: LinkRef) {
  const where = searchShardCondition(link.searchShard);
  return {
    TableName,
    Key: linkKey(link.linkId),
    ConditionExpression: `attribute_exists(PK) AND #shortUrl = :code AND ${where.expression}`,
    ExpressionAttributeNames: { '#shortUrl': 'shortUrl', ...where.names },
    ExpressionAttributeValues: { ':code': link.shortUrl, ...where.values },
  };
}

/** Deleting an alias item: only when it is gone already or still points at this link. */
export function aliasDelete(TableName: string, link: LinkRef) {
  return {
    TableName,
    Key: aliasKeyOf(link),
    ConditionExpression: 'attribute_not_exists(PK) OR #linkId = :linkId',
    ExpressionAttributeNames: { '#linkId': 'linkId' },
    ExpressionAttributeValues: { ':linkId': link.linkId },
  };
}

/**
 * Deletes link and alias, uncounts the link on its team and removes its search entry, in one
 * transaction. 'changed' when the link was edited or deleted meanwhile (read again and retry).
 */
export async function deleteLink(link: LinkRecord): Promise<'deleted' | 'changed'> {
  const TableName = tableName();
  const outcome = await transact({
    TransactItems: [
      { Delete: linkDelete(TableName, link) },
      { Delete: aliasDelete(TableName, link) },
      {
        Update: {
          TableName,
          Key: teamKey(link.teamId),
          UpdateExpression: 'ADD #links :minusOne',
          ExpressionAttributeNames: { '#links': 'links' },
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
      ...(link.searchShard === undefined ? [] : [searchEntriesRemove(link.teamId, link.searchShard, [link.linkId])]),
    ],
  });
  if (outcome === 'ok') return 'deleted';
  if (outcome.includes('ConditionalCheckFailed')) return 'changed';
  throw new Error(`deleteLink cancelled: ${outcome.join(', ')}`);
}

/**
 * One page of a team's links, newest first. Without `q`: Query GSI1 backwards, offset
 * paging (the pages before the asked one are read and skipped), and `matched` is null (use
 * the team's `links` counter). With `q`: the team's search index answers the page's link
 * ids and the exact number of matches (data/search/search-index-repo.ts), and the page's link
 * items are read by id.
 */
export async function listTeamLinks(
  teamId: string,
  options: { page: number; limit: number; q?: string },
): Promise<{ items: LinkRecord[]; matched: number | null }> {
  const skip = (options.page - 1) * options.limit;
  if (options.q) {
    // A page past every match reads nothing (skip may be huge: page=9007199254740993).
    const { linkIds, total } = await searchTeamLinkIds(teamId, options.q, { skip, limit: options.limit });
    return { items: await getLinksInOrder(linkIds), matched: total };
  }
  const wanted = skip + options.limit;
  const items: LinkRecord[] = [];
  let seen = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: LINKS_INDEX,
        KeyConditionExpression: 'GSI1PK = :pk',
        ScanIndexForward: false,
        ExpressionAttributeValues: { ':pk': teamLinksPartition(teamId) },
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
  return { items, matched: null };
}

/** The link items of `linkIds` (at most 100), in that order; one deleted meanwhile is left out. */
async function getLinksInOrder(linkIds: readonly string[]): Promise<LinkRecord[]> {
  if (linkIds.length === 0) return [];
  const items = await batchGetItems(linkIds.map(linkKey), { ConsistentRead: true });
  const byId = new Map(items.map((item) => [item.linkId as string, toRecord(item)]));
  return linkIds.map((id) => byId.get(id)).filter((l): l is LinkRecord => l !== undefined);
}

/** The team item's counters (links: kept by create/delete; clicks: by the click worker). */
export async function getTeamLinkStats(teamId: string): Promise<TeamLinkStats> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: teamKey(teamId),
      ProjectionExpression: '#links, #total, #unique',
      ExpressionAttributeNames: { '#links': 'links', '#total': 'totalClicks', '#unique': 'uniqueClicks' },
    }),
  );
  const n = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);
  return { links: n(Item?.links), totalClicks: n(Item?.totalClicks), uniqueClicks: n(Item?.uniqueClicks) };
}

/** A link item read back as a LinkRecord (also campaign-links-repo's pages of GSI2). */
export function toRecord(item: Record<string, unknown>): LinkRecord {
  const record: LinkRecord = {
    linkId: item.linkId as string,
    teamId: item.teamId as string,
    shortUrl: item.shortUrl as string,
    longUrl: item.longUrl as string,
    title: (item.title as string | undefined) ?? '',
    createdAt: item.createdAt as string,
    createdBy: (item.createdBy as LinkRecord['createdBy'] | undefined) ?? null,
    redirects: (item.redirects as LinkRedirects | undefined) ?? {},
    utm: (item.utm as LinkUtm | undefined) ?? {},
    expiry: (item.expiry as LinkExpiry | undefined) ?? {},
    totalClicks: typeof item.totalClicks === 'number' ? item.totalClicks : 0,
    uniqueClicks: typeof item.uniqueClicks === 'number' ? item.uniqueClicks : 0,
    version: typeof item.version === 'number' ? item.version : 0,
  };
  if (typeof item.campaignId === 'string') record.campaignId = item.campaignId;
  if (typeof item.passwordHash === 'string') record.passwordHash = item.passwordHash;
  if (typeof item.searchShard === 'number') record.searchShard = item.searchShard;
  if (item.moderation === 'flagged' || item.moderation === 'disabled') record.moderation = item.moderation;
  if (Array.isArray(item.screeningFlags) && item.screeningFlags.length) record.screeningFlags = item.screeningFlags as string[];
  if (item.aliasFolded === true) record.aliasFolded = true;
  return record;
}

/**
 * An admin sets or lifts a link's moderation state (issue 22): the link item and its alias
 * snapshot in one transaction, so the redirect sees it with its next read (≤ the cache's 5 s).
 * The link's `version` moves on, so an owner's edit in flight re-reads and keeps the new state.
 * 'changed' when the link was renamed or deleted meanwhile (read again and retry).
 */
export async function setLinkModeration(link: LinkRecord, moderation: LinkModeration | null): Promise<'updated' | 'changed'> {
  const TableName = tableName();
  // The alias item's key as the link's own writes build it.
  const { PK, SK } = aliasItem(link);
  const set = moderation ? 'SET #moderation = :moderation' : 'REMOVE #moderation';
  const outcome = await transact({
    TransactItems: [
      {
        Update: {
          TableName,
          Key: linkKey(link.linkId),
          UpdateExpression: `${set} ADD #version :one`,
          ConditionExpression: 'attribute_exists(PK) AND #shortUrl = :code',
          ExpressionAttributeNames: { '#moderation': 'moderation', '#version': 'version', '#shortUrl': 'shortUrl' },
          ExpressionAttributeValues: { ':code': link.shortUrl, ':one': 1, ...(moderation ? { ':moderation': moderation } : {}) },
        },
      },
      {
        Update: {
          TableName,
          Key: { PK, SK },
          UpdateExpression: set,
          ConditionExpression: '#linkId = :linkId',
          ExpressionAttributeNames: { '#moderation': 'moderation', '#linkId': 'linkId' },
          ExpressionAttributeValues: { ':linkId': link.linkId, ...(moderation ? { ':moderation': moderation } : {}) },
        },
      },
    ],
  });
  return outcome === 'ok' ? 'updated' : 'changed';
}

/**
 * Runs a transaction; 'ok', or the cancellation reason per item when a condition failed.
 * Concurrent transactions touching the same items may be cancelled with
 * TransactionConflict instead: those are retried with backoff until the answer is definite.
 */
async function transact(input: TransactWriteCommandInput): Promise<'ok' | string[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand(input));
      return 'ok';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.includes('ConditionalCheckFailed')) return reasons;
      if (reasons.includes('TransactionConflict') && attempt < 8) {
        await sleep(Math.min(25 * 2 ** attempt, 1000) * (0.5 + Math.random()));
        continue;
      }
      throw error;
    }
  }
}

function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.map((r) => r.Code ?? 'None');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

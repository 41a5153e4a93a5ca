import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LinkModeration } from '@kisa/shared';
import { aliasKey, aliasKeyOf, autoPromoteIndexKey, hasLegacyAliasKey, legacyAliasKey, linkKey, tagKey } from '../keys.js';
import {
  entryBytes,
  openSearchShard,
  rollSearchShard,
  searchEntriesRemove,
  searchEntryOf,
  searchEntrySet,
  searchShardCondition,
  searchTextOf,
  SEARCH_SHARD_LIMITS,
} from '../search/index.js';
import { batchGetItems } from '../batch-get.js';
import { db, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { countDomainLinks, countTeamLinks } from './link-counters.js';
import { aliasDelete, aliasItem, linkDelete, linkItem, snapshotChanged, toRecord, type LinkRecord, type NewLink } from './link-item.js';

/**
 * Links and their aliases (docs/DATA-MODEL.md, "Links"). A link is two items written
 * together: the link item (`LINK#{linkId}`) and its alias item (`ALIAS#{code}`), which
 * claims the short code and carries the snapshot the redirect reads in one GetItem (their
 * shapes: link-item.ts). The team item's `links` counter (link-counters.ts) changes in the same transactions as create and delete, and
 * the link's entry in the team's search index (data/search/) in the same
 * transactions as create, edit and delete.
 */

/**
 * Creates link + alias claim, counts the link on its team and adds its search entry to the
 * team's open shard, in one transaction. The alias put is conditional on the code being
 * free, so of any number of concurrent creates of one code exactly one succeeds. A full
 * shard cancels the transaction: the team moves on to the next shard and it is tried again.
 */
export async function createLink(link: NewLink): Promise<'created' | 'aliasTaken' | 'domainGone' | 'tagGone'> {
  let shard = await openSearchShard(link.teamId);
  for (let attempt = 0; ; attempt++) {
    const outcome = await createLinkIn(link, shard);
    if (outcome !== 'shardFull') return outcome;
    if (attempt >= 20) throw new Error(`createLink: no search shard with room for link ${link.linkId}`);
    shard = await rollSearchShard(link.teamId, shard);
  }
}

async function createLinkIn(link: NewLink, searchShard: number): Promise<'created' | 'aliasTaken' | 'domainGone' | 'tagGone' | 'shardFull'> {
  const record: LinkRecord = { ...link, totalClicks: 0, uniqueClicks: 0, version: 0, searchShard, aliasFolded: true };
  const TableName = tableName();
  const entry = searchEntryOf(record);
  // A code with capitals may also be held, in exactly that case, by a link from before folding (platform domain only).
  const legacyClaim =
    !link.domain && hasLegacyAliasKey(link.shortUrl)
      ? [{ ConditionCheck: { TableName, Key: legacyAliasKey(link.shortUrl), ConditionExpression: 'attribute_not_exists(PK)' } }]
      : [];
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    { Put: { TableName, Item: linkItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName, Item: aliasItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Update: countTeamLinks(TableName, link.teamId, 1, { teamMustExist: true }) },
    searchEntrySet(link.teamId, searchShard, link.linkId, entry, entryBytes(link.linkId, entry), SEARCH_SHARD_LIMITS.softBytes),
    ...legacyClaim,
    ...(link.domain ? [{ Update: countDomainLinks(TableName, link.teamId, link.domain, 1) }] : []),
  ];
  const tagsAt = items.length;
  items.push(...tagChecks(TableName, link.teamId, link.tagIds ?? []));
  const outcome = await transact({ TransactItems: items });
  if (outcome === 'ok') return 'created';
  if (outcome.slice(tagsAt).includes('ConditionalCheckFailed')) return 'tagGone';
  if (link.domain && outcome[4] === 'ConditionalCheckFailed') return 'domainGone';
  if (outcome[1] === 'ConditionalCheckFailed' || outcome[4] === 'ConditionalCheckFailed') return 'aliasTaken';
  if (outcome[3] === 'ConditionalCheckFailed') return 'shardFull';
  throw new Error(`createLink cancelled: ${outcome.join(', ')}`);
}

export async function getLink(linkId: string): Promise<LinkRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: linkKey(linkId), ConsistentRead: true }));
  return Item ? toRecord(Item) : null;
}

/** Whether a short code is claimed in any case on `domain` (none: the platform's; strongly consistent: the availability check). */
export async function aliasExists(code: string, domain?: string): Promise<boolean> {
  const keys = domain ? [aliasKey(code, domain)] : hasLegacyAliasKey(code) ? [aliasKey(code), legacyAliasKey(code)] : [aliasKey(code)];
  const found = await Promise.all(
    keys.map((Key) => db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true, ProjectionExpression: 'PK' }))),
  );
  return found.some(({ Item }) => Item !== undefined);
}

/**
 * Which of `codes` are taken on `domain` (none: the platform's), as `aliasExists` answers each, in
 * BatchGetItem calls of 100 (a bulk request's aliases, up to 10,000). Answers the codes as given.
 */
export async function takenAliases(codes: readonly string[], domain?: string): Promise<Set<string>> {
  const keysOf = (code: string) => (domain ? [aliasKey(code, domain)] : hasLegacyAliasKey(code) ? [aliasKey(code), legacyAliasKey(code)] : [aliasKey(code)]);
  const codeOf = new Map<string, string>();
  for (const code of codes) for (const key of keysOf(code)) codeOf.set(String(key.PK), code);
  const found = await batchGetItems(
    [...codeOf.keys()].map((PK) => ({ PK, SK: 'ALIAS' })),
    { ConsistentRead: true, ProjectionExpression: 'PK' },
  );
  return new Set(found.map((item) => codeOf.get(String(item.PK))!).filter(Boolean));
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
export async function updateLink(current: LinkRecord, next: LinkRecord): Promise<'updated' | 'aliasTaken' | 'changed' | 'domainGone' | 'tagGone'> {
  let moveTo: number | undefined;
  for (let attempt = 0; ; attempt++) {
    const outcome = await updateLinkIn(current, next, moveTo);
    if (outcome !== 'shardFull') return outcome;
    if (attempt >= 20) throw new Error(`updateLink: no search shard with room for link ${current.linkId}`);
    const open = await openSearchShard(current.teamId);
    moveTo = moveTo === undefined && open !== current.searchShard ? open : await rollSearchShard(current.teamId, moveTo ?? open);
  }
}

async function updateLinkIn(
  current: LinkRecord,
  next: LinkRecord,
  moveTo: number | undefined,
): Promise<'updated' | 'aliasTaken' | 'changed' | 'domainGone' | 'tagGone' | 'shardFull'> {
  const TableName = tableName();
  const oldEntry = searchEntryOf(current);
  const newEntry = searchEntryOf(next);
  // A link from before the index has no entry to keep up to date yet (the backfill reads it as edited).
  const reindex = current.searchShard !== undefined && newEntry !== oldEntry;
  // Moving to another domain (issue 25) claims the code there, as a rename does.
  const moved = (next.domain ?? '') !== (current.domain ?? '');
  const renamed = next.shortUrl !== current.shortUrl || moved;
  // A renamed link's code is claimed case-folded. Only new capitals on the code whose folded
  // key the alias already has keep the claim (same item, new snapshot); otherwise it moves.
  const reclaimed = renamed && aliasKeyOf(current).PK !== aliasKey(next.shortUrl, next.domain).PK;
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
    ...(next.tagIds?.length ? { tagIds: next.tagIds } : {}),
    // Conversion tracking (issue 27): written once it was ever on (false turns it off).
    ...(next.conversionTracking || current.conversionTracking ? { conversionTracking: next.conversionTracking === true } : {}),
    ...(next.rules?.length ? { rules: next.rules } : {}),
    ...(next.split ? { split: next.split } : {}),
    ...(next.lastPromotion ? { lastPromotion: next.lastPromotion } : {}),
    // Listed for the job `promote-experiments` while the split promotes automatically (issue 27).
    ...(next.split?.autoPromote ? autoPromoteIndexKey(current.linkId) : {}),
    ...(next.preview ? { preview: next.preview } : {}),
    ...(next.indexable ? { indexable: true } : {}),
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
  if (next.domain) {
    names['#domain'] = 'domain';
    values[':domain'] = next.domain;
    set.push('#domain = :domain');
  }
  const removed = [
    ...(next.passwordHash ? [] : ['#passwordHash']),
    ...(next.domain || !current.domain ? [] : ['#domain']),
    ...(next.tagIds?.length || !current.tagIds?.length ? [] : ['#tagIds']),
    ...(next.rules?.length || !current.rules?.length ? [] : ['#rules']),
    ...(next.split || !current.split ? [] : ['#split']),
    ...(next.preview || !current.preview ? [] : ['#preview']),
    ...(next.indexable || !current.indexable ? [] : ['#indexable']),
    ...(next.split?.autoPromote || !current.split?.autoPromote ? [] : ['#GSI3PK', '#GSI3SK']),
  ];
  if (removed.includes('#domain')) names['#domain'] = 'domain';
  if (removed.includes('#tagIds')) names['#tagIds'] = 'tagIds';
  if (removed.includes('#rules')) names['#rules'] = 'rules';
  if (removed.includes('#split')) names['#split'] = 'split';
  if (removed.includes('#preview')) names['#preview'] = 'preview';
  if (removed.includes('#indexable')) names['#indexable'] = 'indexable';
  if (removed.includes('#GSI3PK')) Object.assign(names, { '#GSI3PK': 'GSI3PK', '#GSI3SK': 'GSI3SK' });
  const update = `SET ${set.join(', ')}${removed.length ? ` REMOVE ${removed.join(', ')}` : ''}`;
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
  if (reclaimed && !next.domain && hasLegacyAliasKey(next.shortUrl) && next.shortUrl !== current.shortUrl) {
    items.push({
      ConditionCheck: {
        TableName,
        Key: legacyAliasKey(next.shortUrl),
        ConditionExpression: 'attribute_not_exists(PK) OR #linkId = :linkId',
        ExpressionAttributeNames: { '#linkId': 'linkId' },
        ExpressionAttributeValues: { ':linkId': current.linkId },
      },
    });
  }

  // The counters of the domains it leaves and joins.
  const counters = items.length;
  if (moved && current.domain) items.push({ Update: countDomainLinks(TableName, current.teamId, current.domain, -1) });
  if (moved && next.domain) items.push({ Update: countDomainLinks(TableName, current.teamId, next.domain, 1) });

  // Tags put on now must still exist (one they keep may have gone meanwhile: reads drop it).
  const tagsAt = items.length;
  items.push(
    ...tagChecks(
      TableName,
      current.teamId,
      (next.tagIds ?? []).filter((id) => !current.tagIds?.includes(id)),
    ),
  );

  const outcome = await transact({ TransactItems: items });
  if (outcome === 'ok') return 'updated';
  if (outcome[0] === 'ConditionalCheckFailed') return 'changed';
  if (outcome.slice(tagsAt).includes('ConditionalCheckFailed')) return 'tagGone';
  if (outcome.slice(counters, tagsAt).includes('ConditionalCheckFailed')) return 'domainGone';
  if (outcome[legacy] === 'ConditionalCheckFailed') return 'aliasTaken';
  if (outcome.slice(search, legacy).includes('ConditionalCheckFailed')) return 'shardFull';
  if (outcome[1] === 'ConditionalCheckFailed') return 'changed';
  if (reclaimed && outcome[2] === 'ConditionalCheckFailed') return 'aliasTaken';
  throw new Error(`updateLink cancelled: ${outcome.join(', ')}`);
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
      { Update: countTeamLinks(TableName, link.teamId, -1) },
      ...(link.domain ? [{ Update: countDomainLinks(TableName, link.teamId, link.domain, -1) }] : []),
      ...(link.searchShard === undefined ? [] : [searchEntriesRemove(link.teamId, link.searchShard, [link.linkId])]),
    ],
  });
  if (outcome === 'ok') return 'deleted';
  if (outcome.includes('ConditionalCheckFailed')) return 'changed';
  throw new Error(`deleteLink cancelled: ${outcome.join(', ')}`);
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

/** A check per tag that it still exists (issue 26): a tag deleted meanwhile cancels the write that puts it on a link. */
function tagChecks(TableName: string, teamId: string, tagIds: readonly string[]) {
  return tagIds.map((tagId) => ({ ConditionCheck: { TableName, Key: tagKey(teamId, tagId), ConditionExpression: 'attribute_exists(PK)' } }));
}

/** One transaction, conflicts retried (data/transactions.ts): 'ok', or each item's cancellation reason. */
const transact = (input: TransactWriteCommandInput) => retryConflicts(() => db().send(new TransactWriteCommand(input)));

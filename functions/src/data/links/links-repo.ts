import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LinkModeration } from '@kisa/shared';
import { tagKey } from '../tags/tag-item.js';
import { entryBytes, openSearchShard, rollSearchShard, searchEntriesRemove, searchEntryOf, searchEntrySet, SEARCH_SHARD_LIMITS } from '../search/index.js';
import { batchGetItems } from '../batch-get.js';
import { db, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { aliasKey, hasLegacyAliasKey, legacyAliasKey } from './alias-item.js';
import { countDomainLinks, countTeamLinks } from './link-counters.js';
import { linkKey, parseLink, type LinkRecord, type NewLink } from './link-item.js';
import { aliasDelete, aliasItem, linkDelete, linkItem } from './link-writes.js';

/**
 * Links and their aliases (docs/DATA-MODEL.md, "Links"). A link is two items written
 * together: the link item (`LINK#{linkId}`) and its alias item (`ALIAS#{code}`), which
 * claims the short code and carries the snapshot the redirect reads in one GetItem (their
 * shapes: link-writes.ts). The team item's `links` counter (link-counters.ts) changes in the same
 * transactions as create and delete, and the link's entry in the team's search index
 * (data/search/) in the same transactions as create, edit (edit-link.ts) and delete.
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

/** The link item of `linkId` as stored (strongly consistent), or null; a malformed item throws. */
export async function findLinkRecord(linkId: string): Promise<LinkRecord | null> {
  const Key = linkKey(linkId);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  return Item ? parseLink(Item, Key) : null;
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
  return new Set((await aliasHolders(codes, domain)).keys());
}

/** Of `codes` on `domain` (none: the platform's), the ones held, each with the id of the link holding it (one BatchGet per 100). */
export async function aliasHolders(codes: readonly string[], domain?: string): Promise<Map<string, string>> {
  const keysOf = (code: string) => (domain ? [aliasKey(code, domain)] : hasLegacyAliasKey(code) ? [aliasKey(code), legacyAliasKey(code)] : [aliasKey(code)]);
  const codeOf = new Map<string, string>();
  for (const code of codes) for (const key of keysOf(code)) codeOf.set(String(key.PK), code);
  const found = await batchGetItems(
    [...codeOf.keys()].map((PK) => ({ PK, SK: 'ALIAS' })),
    { ConsistentRead: true, ProjectionExpression: 'PK, linkId' },
  );
  const holders = new Map<string, string>();
  for (const item of found) {
    const code = codeOf.get(String(item.PK));
    if (code !== undefined) holders.set(code, String(item.linkId ?? ''));
  }
  return holders;
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
 * An admin sets or lifts a link's moderation state: the link item and its alias
 * snapshot in one transaction, so the redirect sees it with its next read (≤ the cache's 5 s).
 * The link's `version` moves on, so an owner's edit in flight re-reads and keeps the new state.
 * 'changed' when the link was renamed or deleted meanwhile (read again and retry).
 */
export async function setLinkModeration(link: LinkRecord, moderation: LinkModeration | null): Promise<'updated' | 'changed'> {
  const TableName = tableName();
  // The alias item's key as the link's own writes build it.
  const { PK, SK } = aliasItem(link);
  const fields = { moderation: moderation ?? undefined };
  const outcome = await transact({
    TransactItems: [
      {
        Update: {
          TableName,
          Key: linkKey(link.linkId),
          ...buildUpdate({
            fields,
            add: { version: 1 },
            condition: { expression: 'attribute_exists(PK) AND #shortUrl = :code', names: { '#shortUrl': 'shortUrl' }, values: { ':code': link.shortUrl } },
          }),
        },
      },
      {
        Update: {
          TableName,
          Key: { PK, SK },
          ...buildUpdate({ fields, condition: { expression: '#linkId = :linkId', names: { '#linkId': 'linkId' }, values: { ':linkId': link.linkId } } }),
        },
      },
    ],
  });
  return outcome === 'ok' ? 'updated' : 'changed';
}

/** A check per tag that it still exists: a tag deleted meanwhile cancels the write that puts it on a link. */
export function tagChecks(TableName: string, teamId: string, tagIds: readonly string[]) {
  return tagIds.map((tagId) => ({ ConditionCheck: { TableName, Key: tagKey(teamId, tagId), ConditionExpression: 'attribute_exists(PK)' } }));
}

/** One transaction, conflicts retried (data/transactions.ts): 'ok', or each item's cancellation reason. */
export const transact = (input: TransactWriteCommandInput) => retryConflicts(() => db().send(new TransactWriteCommand(input)));

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  entryBytes,
  rollSearchShard,
  openSearchShard,
  searchEntriesRemove,
  searchEntryOf,
  searchEntrySet,
  searchShardCondition,
  searchTextOf,
  SEARCH_SHARD_LIMITS,
} from '../search/index.js';
import { tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { aliasKey, aliasKeyOf, hasLegacyAliasKey, legacyAliasKey } from './alias-item.js';
import { countDomainLinks } from './link-counters.js';
import { autoPromoteIndexKey, linkKey, type LinkRecord } from './link-item.js';
import { aliasItem, snapshotChanged } from './link-writes.js';
import { tagChecks, transact } from './links-repo.js';

/**
 * An owner's edit of a link (docs/DATA-MODEL.md, "Links"): the link item, its alias item and its
 * search entry, in one transaction (their shapes: link-writes.ts).
 */

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
  // Moving to another domain claims the code there, as a rename does.
  const moved = (next.domain ?? '') !== (current.domain ?? '');
  const renamed = next.shortUrl !== current.shortUrl || moved;
  // A renamed link's code is claimed case-folded. Only new capitals on the code whose folded
  // key the alias already has keep the claim (same item, new snapshot); otherwise it moves.
  const reclaimed = renamed && aliasKeyOf(current).PK !== aliasKey(next.shortUrl, next.domain).PK;
  const fields: Record<string, unknown> = {
    title: next.title,
    shortUrl: next.shortUrl,
    longUrl: next.longUrl,
    redirects: next.redirects,
    utm: next.utm,
    expiry: next.expiry,
    searchText: searchTextOf(next),
    version: current.version + 1,
    passwordHash: next.passwordHash || undefined,
    // An edit may flag a link (screening), never clear or lift a moderation state: admins do that (setLinkModeration).
    ...(next.moderation ? { moderation: next.moderation } : {}),
    ...(next.screeningFlags?.length ? { screeningFlags: next.screeningFlags } : {}),
    ...(reindex && moveTo !== undefined ? { searchShard: moveTo } : {}),
    ...setOrRemove('domain', next.domain, current.domain),
    ...setOrRemove('tagIds', next.tagIds?.length ? next.tagIds : undefined, current.tagIds?.length),
    // Conversion tracking: written once it was ever on (false turns it off).
    ...(next.conversionTracking || current.conversionTracking ? { conversionTracking: next.conversionTracking === true } : {}),
    ...setOrRemove('rules', next.rules?.length ? next.rules : undefined, current.rules?.length),
    ...setOrRemove('split', next.split, current.split),
    ...(next.lastPromotion ? { lastPromotion: next.lastPromotion } : {}),
    // Listed for the job `promote-experiments` while the split promotes automatically.
    ...(next.split?.autoPromote ? autoPromoteIndexKey(current.linkId) : current.split?.autoPromote ? { GSI3PK: undefined, GSI3SK: undefined } : {}),
    ...setOrRemove('preview', next.preview, current.preview),
    ...setOrRemove('indexable', next.indexable ? true : undefined, current.indexable),
    ...setOrRemove('fallbackUrl', next.fallbackUrl, current.fallbackUrl),
    // A new code is claimed case-folded; an older link keeps its exact-case key until renamed.
    ...(renamed ? { aliasFolded: true } : {}),
  };
  // The entry is where the link says (a backfill or move meanwhile makes this 'changed').
  const where = searchShardCondition(current.searchShard);
  // Links written before `version` existed (or by a writer that omits it) count as version 0.
  const versionCondition = current.version === 0 ? '(attribute_not_exists(#version) OR #version = :expectedVersion)' : '#version = :expectedVersion';
  const update = buildUpdate({
    fields,
    condition: {
      expression: `attribute_exists(PK) AND #teamId = :team AND ${versionCondition} AND ${where.expression}`,
      names: { '#teamId': 'teamId', '#version': 'version', ...where.names },
      values: { ':team': current.teamId, ':expectedVersion': current.version, ...where.values },
    },
  });

  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Update: { TableName, Key: linkKey(current.linkId), ...update },
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

/** A field `next` has is SET; one only `current` had is removed; one neither has is left alone. */
function setOrRemove(name: string, now: unknown, had: unknown): Record<string, unknown> {
  return now ? { [name]: now } : had ? { [name]: undefined } : {};
}

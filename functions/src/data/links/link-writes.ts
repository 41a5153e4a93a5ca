import { fallbackOf, healthDueIndexKey } from '../health/link-health-item.js';
import { searchShardCondition, searchTextOf } from '../search/index.js';
import { aliasKeyOf } from './alias-item.js';
import { campaignLinksIndexKey, linkKey, teamLinksIndexKey, type LinkRecord } from './link-item.js';
import { targetHostIndexKey } from './target-hosts.js';

/**
 * The Link's items as they are written (docs/DATA-MODEL.md, "Links"), the one place their shape
 * is: the link item (`LINK#{linkId}`) and its alias item (`ALIAS#{code}`), which claims the short
 * code and carries the snapshot the redirect reads in one GetItem. links-repo.ts and edit-link.ts
 * (one link) and campaign-links-repo.ts (bulk) write them; nothing outside data/links/ does.
 */

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
  const fallback = fallbackOf(link.health, link.fallbackUrl);
  return {
    ...aliasKeyOf(link),
    // Found by its target's host when an admin blocks it (target-hosts.ts).
    ...targetHostIndexKey(link.longUrl, link.linkId),
    // Destination health: due a check at the next pass (a new link, or one whose snapshot changed).
    ...healthDueIndexKey(link.linkId, link.createdAt),
    ...(link.health ? { health: link.health } : {}),
    // While broken: the redirect sends visits of the failed destinations here, from this one read.
    ...(fallback ? { fallback } : {}),
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
    // Abuse: what the redirect needs to warn, refuse, or stop a disabled user's links.
    ...(link.moderation ? { moderation: link.moderation } : {}),
    ...(link.createdBy ? { userId: link.createdBy.id } : {}),
    // Carried into each click, so analytics can filter and break down by tag without a lookup.
    ...(link.tagIds?.length ? { tagIds: link.tagIds } : {}),
    ...(link.conversionTracking ? { conversionTracking: true } : {}),
    // Evaluated by the redirect from this snapshot: no read beyond the one it makes.
    ...(link.rules?.length ? { rules: link.rules } : {}),
    ...(link.split ? { split: link.split } : {}),
    ...(link.preview ? { preview: link.preview } : {}),
    ...(link.indexable ? { indexable: true } : {}),
    clickLimitReached: link.expiry.maxClicks !== undefined && link.totalClicks >= link.expiry.maxClicks,
  };
}

export function snapshotChanged(a: LinkRecord, b: LinkRecord): boolean {
  return (
    a.longUrl !== b.longUrl ||
    a.domain !== b.domain ||
    a.fallbackUrl !== b.fallbackUrl ||
    a.passwordHash !== b.passwordHash ||
    a.moderation !== b.moderation ||
    !a.conversionTracking !== !b.conversionTracking ||
    (a.tagIds ?? []).join() !== (b.tagIds ?? []).join() ||
    JSON.stringify(a.rules ?? []) !== JSON.stringify(b.rules ?? []) ||
    JSON.stringify(a.split ?? null) !== JSON.stringify(b.split ?? null) ||
    JSON.stringify(a.preview ?? null) !== JSON.stringify(b.preview ?? null) ||
    !a.indexable !== !b.indexable ||
    JSON.stringify(a.redirects) !== JSON.stringify(b.redirects) ||
    JSON.stringify(a.utm) !== JSON.stringify(b.utm) ||
    JSON.stringify(a.expiry) !== JSON.stringify(b.expiry)
  );
}

export type LinkRef = Pick<LinkRecord, 'linkId' | 'shortUrl' | 'searchShard' | 'aliasFolded' | 'domain'>;

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

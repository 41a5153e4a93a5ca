import type { LinkModeration, LinkPreview, LinkSplit, SplitPromotion, TargetingRule } from '@kisa/shared';
import { aliasKeyOf, campaignLinksIndexKey, linkKey, teamLinksIndexKey } from '../keys.js';
import { searchShardCondition, searchTextOf } from '../search/index.js';
import { targetHostIndexKey } from './target-hosts.js';

/**
 * The Link's items (docs/DATA-MODEL.md, "Links"), the one place their shape is written: the
 * link item (`LINK#{linkId}`) and its alias item (`ALIAS#{code}`), which claims the short code
 * and carries the snapshot the redirect reads in one GetItem. links-repo.ts (one link) and
 * campaign-links-repo.ts (bulk) write them; nothing outside data/links/ does.
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
  /** The team's branded domain it is on (ASCII host, issue 25); absent: the platform's short domain. */
  domain?: string;
  /** Conversion tracking (issue 27): the redirect passes a signed click id (`kisa_cid`) to the destination. Absent: off. Copied to the alias snapshot. */
  conversionTracking?: boolean;
  /** Its alias item is keyed by the case-folded code (every link written since issue 22); absent: the exact code (keys.ts aliasKeyOf). */
  aliasFolded?: boolean;
  /** The team's tags on it (issue 26), by id, in the order put on; absent or empty: none. An id whose tag was deleted since is dropped when read. */
  tagIds?: string[];
  /** Targeting rules (issue 27), in order; absent or empty: none. Copied to the alias snapshot the redirect reads. */
  rules?: TargetingRule[];
  /** A/B split (issue 27); absent: none. Copied to the alias snapshot. */
  split?: LinkSplit;
  /** How its last A/B test ended (issue 27); absent: none has. Not in the snapshot (the redirect never needs it). */
  lastPromotion?: SplitPromotion;
  /** Custom social preview (issue 27); absent: none. Copied to the alias snapshot (bots get it instead of the redirect). */
  preview?: LinkPreview;
  /** Search engines may index the short link (issue 27): only `true` is stored. Copied to the alias snapshot. */
  indexable?: boolean;
}

/** The fields a new link starts with; counters and version start at zero. */
export type NewLink = Omit<LinkRecord, 'totalClicks' | 'uniqueClicks' | 'version'>;

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
    // Found by its target's host when an admin blocks it (target-hosts.ts).
    ...targetHostIndexKey(link.longUrl, link.linkId),
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
    // Carried into each click (issue 26), so analytics can filter and break down by tag without a lookup.
    ...(link.tagIds?.length ? { tagIds: link.tagIds } : {}),
    ...(link.conversionTracking ? { conversionTracking: true } : {}),
    // Evaluated by the redirect from this snapshot: no read beyond the one it makes (issue 27).
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
  if (typeof item.domain === 'string' && item.domain) record.domain = item.domain;
  if (item.conversionTracking === true) record.conversionTracking = true;
  if (Array.isArray(item.tagIds) && item.tagIds.length) record.tagIds = item.tagIds as string[];
  if (Array.isArray(item.rules) && item.rules.length) record.rules = item.rules as TargetingRule[];
  if (typeof item.split === 'object' && item.split !== null) record.split = item.split as LinkSplit;
  if (typeof item.lastPromotion === 'object' && item.lastPromotion !== null) record.lastPromotion = item.lastPromotion as SplitPromotion;
  if (typeof item.preview === 'object' && item.preview !== null) record.preview = item.preview as LinkPreview;
  if (item.indexable === true) record.indexable = true;
  return record;
}

import type { LinkPreview, LinkSplit, TargetingRule } from '@kisa/shared';
import { aliasKey, hasLegacyAliasKey, legacyAliasKey } from '../keys.js';
import { leanGetItem } from '../lean-table.js';

/** The redirect path's single read (SDK-free: data/lean-table.ts). */

/**
 * The alias item as the redirect reads it: the link's snapshot (written with the link by
 * links-repo) plus `clickLimitReached`, which the click worker sets.
 */
export interface AliasSnapshot {
  code: string;
  linkId: string;
  teamId: string;
  longUrl: string;
  redirects: { ios?: string; android?: string; web?: string; deeplink?: string };
  utm: { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
  expiry: { date?: string; maxClicks?: number; url?: string };
  passwordHash?: string;
  campaignId?: string;
  /** Conversion tracking (issue 27): the redirect passes the click's signed id to the destination. */
  conversionTracking?: boolean;
  /** The link's tag ids (issue 26; aliases written before tags, or of untagged links, have none): each click records them. */
  tagIds?: string[];
  /** Targeting rules (issue 27), in order, as the API stored them; absent: none. */
  rules?: TargetingRule[];
  /** A/B split (issue 27); absent: none. */
  split?: LinkSplit;
  /** Custom social preview (issue 27); absent: none. */
  preview?: LinkPreview;
  /** Search engines may index the short link (issue 27); absent: noindex. */
  indexable?: boolean;
  clickLimitReached: boolean;
  /** Set by screening or an admin (issue 22): flagged links show a warning first, disabled ones answer 410. */
  moderation?: 'flagged' | 'disabled';
  /** The link's creator, so disabling a user stops their links (aliases written before issue 22 have none). */
  userId?: string;
}

/**
 * The alias item of `code` in any case on `domain` (a team's branded host; none: the platform's
 * short domain), or null. One read; on the platform's domain a code with capitals that is not at
 * its folded key is looked up once more in exactly its case (a link from before folding), which
 * only misses pay.
 */
export async function getAlias(code: string, domain?: string): Promise<AliasSnapshot | null> {
  const answer = domain
    ? await leanGetItem(aliasKey(code, domain))
    : ((await leanGetItem(aliasKey(code))) ?? (hasLegacyAliasKey(code) ? await leanGetItem(legacyAliasKey(code)) : undefined));
  if (!answer) return null;
  return toSnapshot(answer, code);
}

function toSnapshot(Item: Record<string, unknown>, requested: string): AliasSnapshot | null {
  if (typeof Item.longUrl !== 'string') return null;
  const snapshot: AliasSnapshot = {
    // As its owner wrote it: the visitor may have typed it in other capitals.
    code: typeof Item.code === 'string' && Item.code ? Item.code : requested,
    linkId: typeof Item.linkId === 'string' ? Item.linkId : '',
    teamId: typeof Item.teamId === 'string' ? Item.teamId : '',
    longUrl: Item.longUrl,
    redirects: objectOr(Item.redirects),
    utm: objectOr(Item.utm),
    expiry: objectOr(Item.expiry),
    clickLimitReached: Item.clickLimitReached === true,
  };
  if (typeof Item.passwordHash === 'string' && Item.passwordHash) snapshot.passwordHash = Item.passwordHash;
  if (typeof Item.campaignId === 'string' && Item.campaignId) snapshot.campaignId = Item.campaignId;
  if (Item.conversionTracking === true) snapshot.conversionTracking = true;
  if (Array.isArray(Item.tagIds) && Item.tagIds.length) snapshot.tagIds = Item.tagIds.filter((id): id is string => typeof id === 'string');
  if (Array.isArray(Item.rules) && Item.rules.length) snapshot.rules = Item.rules as TargetingRule[];
  if (typeof Item.split === 'object' && Item.split !== null && Array.isArray((Item.split as LinkSplit).variants)) snapshot.split = Item.split as LinkSplit;
  if (typeof Item.preview === 'object' && Item.preview !== null && typeof (Item.preview as LinkPreview).title === 'string')
    snapshot.preview = Item.preview as LinkPreview;
  if (Item.indexable === true) snapshot.indexable = true;
  if (Item.moderation === 'flagged' || Item.moderation === 'disabled') snapshot.moderation = Item.moderation;
  if (typeof Item.userId === 'string' && Item.userId) snapshot.userId = Item.userId;
  return snapshot;
}

function objectOr<T extends object>(value: unknown): T {
  return (typeof value === 'object' && value !== null ? value : {}) as T;
}

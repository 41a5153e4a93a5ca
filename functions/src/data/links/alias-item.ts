import { foldAlias, type LinkPreview, type LinkSplit, type TargetingRule } from '@kisa/shared';
import type { Key } from '../keys.js';

/**
 * The alias item's keys and its read (docs/DATA-MODEL.md, "Links"): the short code's claim and
 * the snapshot the redirect reads in one GetItem (written with the link: link-writes.ts aliasItem).
 * The redirect's bundle imports this file, so it holds no zod and no SDK: the snapshot is checked
 * by hand below, field by field.
 */

/**
 * A short code's alias item, keyed by the code in lower case: aliases are unique regardless of
 * case, and a visitor typing `BRAND7D90` or `brand7d90` reaches the same link. The item keeps the
 * code as its owner typed it (`code`). A link on a team's branded domain is keyed
 * `ALIAS#{host}/{code}`: the same alias may exist once per domain, and links on the platform's
 * domain keep their keys (a code holds no `/`, so the two never meet).
 */
export const aliasKey = (code: string, domain?: string): Key => ({
  PK: domain ? `ALIAS#${domain}/${foldAlias(code)}` : `ALIAS#${foldAlias(code)}`,
  SK: 'ALIAS',
});
/** Where a code with capitals was claimed before aliases were case-folded: links without `aliasFolded` (no migration; see DATA-MODEL). */
export const legacyAliasKey = (code: string): Key => ({ PK: `ALIAS#${code}`, SK: 'ALIAS' });
/** A link's own alias item: folded for links written since, exact-case for older ones (equal for lower-case codes). */
export const aliasKeyOf = (link: { shortUrl: string; aliasFolded?: boolean; domain?: string }): Key =>
  link.domain ? aliasKey(link.shortUrl, link.domain) : link.aliasFolded ? aliasKey(link.shortUrl) : legacyAliasKey(link.shortUrl);
/** Whether a code has a legacy key of its own (capitals in it), which a lookup may have to try too. */
export const hasLegacyAliasKey = (code: string): boolean => code !== foldAlias(code);

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
  /** Conversion tracking: the redirect passes the click's signed id to the destination. */
  conversionTracking?: boolean;
  /** The link's tag ids (aliases written before tags, or of untagged links, have none): each click records them. */
  tagIds?: string[];
  /** Targeting rules, in order, as the API stored them; absent: none. */
  rules?: TargetingRule[];
  /** A/B split; absent: none. */
  split?: LinkSplit;
  /** Custom social preview; absent: none. */
  preview?: LinkPreview;
  /** Search engines may index the short link; absent: noindex. */
  indexable?: boolean;
  clickLimitReached: boolean;
  /** Set by screening or an admin: flagged links show a warning first, disabled ones answer 410. */
  moderation?: 'flagged' | 'disabled';
  /** The link's creator, so disabling a user stops their links (aliases written before moderation have none). */
  userId?: string;
  /** While a destination is broken (destination health): visits of the `broken` destinations (as stored) go to `url`. */
  fallback?: { url: string; broken: string[] };
}

type Item = Record<string, unknown>;

/**
 * An alias item read as the redirect's snapshot; `requested` is the code as the visitor typed it
 * (an item without `code` is named by it). A field the redirect uses that is there with the wrong
 * type is an error naming the item, never a guess; fields older items lack read as before (an
 * empty id, no targets).
 */
export function parseAliasSnapshot(item: Item, requested: string): AliasSnapshot {
  const problems: string[] = [];
  /** The field when it has the type `ok` checks; undefined when absent (or wrong, which is noted). */
  const read = <T>(field: string, ok: (v: unknown) => v is T, what: string): T | undefined => {
    const v = item[field];
    if (v === undefined) return undefined;
    if (ok(v)) return v;
    problems.push(`${field} is not ${what}`);
    return undefined;
  };
  const longUrl = read('longUrl', isString, 'a string');
  if (longUrl === undefined && !problems.length) problems.push('longUrl is missing');
  const snapshot: AliasSnapshot = {
    // As its owner wrote it: the visitor may have typed it in other capitals.
    code: read('code', isString, 'a string') || requested,
    linkId: read('linkId', isString, 'a string') ?? '',
    teamId: read('teamId', isString, 'a string') ?? '',
    longUrl: longUrl ?? '',
    redirects: read('redirects', isStrings, 'a map of strings') ?? {},
    utm: read('utm', isStrings, 'a map of strings') ?? {},
    expiry: read('expiry', isExpiry, 'an expiry') ?? {},
    clickLimitReached: read('clickLimitReached', isBoolean, 'a boolean') ?? false,
  };
  const passwordHash = read('passwordHash', isString, 'a string');
  if (passwordHash) snapshot.passwordHash = passwordHash;
  const campaignId = read('campaignId', isString, 'a string');
  if (campaignId) snapshot.campaignId = campaignId;
  if (read('conversionTracking', isBoolean, 'a boolean')) snapshot.conversionTracking = true;
  const tagIds = read('tagIds', isStringList, 'a list of strings');
  if (tagIds?.length) snapshot.tagIds = tagIds;
  const rules = read('rules', isRuleList, 'a list of rules');
  if (rules?.length) snapshot.rules = rules;
  const split = read('split', isSplit, 'a split');
  if (split) snapshot.split = split;
  const preview = read('preview', isPreview, 'a preview');
  if (preview) snapshot.preview = preview;
  if (read('indexable', isBoolean, 'a boolean')) snapshot.indexable = true;
  const moderation = read('moderation', isModeration, "'flagged' or 'disabled'");
  if (moderation) snapshot.moderation = moderation;
  const userId = read('userId', isString, 'a string');
  if (userId) snapshot.userId = userId;
  const fallback = read('fallback', isFallback, 'a fallback');
  if (fallback) snapshot.fallback = fallback;
  if (problems.length) throw new Error(`Malformed alias item ${String(item.PK ?? requested)} / ${String(item.SK ?? 'ALIAS')}: ${problems.join('; ')}`);
  return snapshot;
}

function isString(v: unknown): v is string {
  return typeof v === 'string';
}
function isBoolean(v: unknown): v is boolean {
  return typeof v === 'boolean';
}
function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function isStrings(v: unknown): v is Record<string, string> {
  return isObject(v) && Object.values(v).every(isString);
}
function isExpiry(v: unknown): v is AliasSnapshot['expiry'] {
  return isObject(v) && ['date', 'url'].every((k) => v[k] === undefined || isString(v[k])) && (v.maxClicks === undefined || typeof v.maxClicks === 'number');
}
function isStringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every(isString);
}
/** Targeting rules as the API stored them (checked on write): a list of objects. */
function isRuleList(v: unknown): v is TargetingRule[] {
  return Array.isArray(v) && v.every(isObject);
}
function isSplit(v: unknown): v is LinkSplit {
  return isObject(v) && Array.isArray(v.variants);
}
function isPreview(v: unknown): v is LinkPreview {
  return isObject(v) && isString(v.title);
}
function isFallback(v: unknown): v is { url: string; broken: string[] } {
  return isObject(v) && isString(v.url) && isStringList(v.broken);
}
function isModeration(v: unknown): v is 'flagged' | 'disabled' {
  return v === 'flagged' || v === 'disabled';
}

import { paths, pickVariant, shortLinkUrl, toAsciiUrl } from '@kisa/shared';
import { getAlias, type AliasSnapshot } from '#data/links/get-alias.js';
import { config } from '#lib/config.js';
import { platformOf, withUtm, type Platform } from './destination.js';
import { compileRules, matchingRule, type CompiledRule } from './targeting.js';
import { isSubjectDisabled } from './disabled-subjects.js';

/**
 * A short link compiled for the hot path: everything that does not depend on the visitor
 * or the clock is computed once per cache entry (UTM-merged targets, gate and expiry
 * locations), so a warm redirect does a map lookup, a date comparison and, only for links
 * with platform targets, one user-agent test.
 */
export interface ShortLink {
  code: string;
  /** The branded domain it is on; absent: the platform's short domain. */
  domain?: string;
  linkId: string;
  teamId: string;
  passwordHash?: string;
  campaignId?: string;
  /** Conversion tracking: counted visits pass the click's signed id (`kisa_cid`) to the destination. */
  conversionTracking?: true;
  /** Its tags' ids, sorted, once per cache entry; absent when it has none. Every click records them. */
  tagIds?: string[];
  maxClicks?: number;
  /** Epoch ms from which the link is expired by date (the end of expiry.date, UTC). */
  expiresAt?: number;
  clickLimitReached: boolean;
  /** UTM-merged destination per platform (web/ios/android targets where set, else longUrl). */
  targets: Record<Platform, string>;
  /** Whether targets differ by platform or a deeplink is set (only then is the UA looked at). */
  byPlatform: boolean;
  deeplink?: string;
  /** The expiration URL, or the SPA's expired screen. */
  expiredLocation: string;
  /** The SPA's password gate for this code. */
  gateLocation: string;
  /** Abuse: flagged → a warning page first; disabled → 410, no click counted. */
  moderation?: 'flagged' | 'disabled';
  /** The link's creator (disabled users' links stop too). */
  userId?: string;
  /** Targeting rules, compiled: the first that holds sends the visitor, before the device targets. */
  rules?: CompiledRule[];
  /** A/B split: variants with UTM-merged destinations; a visitor keeps theirs. */
  variants?: { id: string; weight: number; destination: string }[];
  /** Custom social preview: link-unfurling bots get a page with it instead of the redirect (only then is the UA tested for one). */
  preview?: CompiledPreview;
  /** Search engines may index it: its answers go without `X-Robots-Tag: noindex`. */
  indexable?: true;
  /** While a destination is broken: visits that would go to one of `broken` (as compiled: UTM-merged, ASCII) go to `location`. */
  fallback?: { location: string; broken: ReadonlySet<string> };
}

/** A preview ready for its page: the image as its URL on the app's CDN, `url` the short link itself (og:url). */
export interface CompiledPreview {
  title: string;
  description?: string;
  image?: string;
  url?: string;
}

/** Edits show within this long; DynamoDB is read at most once per code per TTL per process. */
export const CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  until: number;
  link: Promise<ShortLink | null>;
}

const cache = new Map<string, Entry>();

/**
 * The link behind a code on `domain` (a team's branded host; none: the platform's short
 * domain), or null (unknown codes are cached too, as negative entries). One GetItem per code
 * and domain per TTL; concurrent misses share it.
 */
export function findShortLink(code: string, now = Date.now(), domain?: string): Promise<ShortLink | null> {
  const key = domain ? `${domain}/${code}` : code;
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.link;
  if (!code || code.length > 200) return Promise.resolve(null);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const link = getAlias(code, domain).then((alias) => (alias ? compile(alias, domain) : null));
  const entry: Entry = { until: now + CACHE_TTL_MS, link };
  cache.delete(key); // re-insert: Map order doubles as age order for eviction
  cache.set(key, entry);
  // A failed read is not cached: the next visitor tries again.
  link.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return link;
}

/** Tests: forget every cached code. */
export function clearShortLinkCache(): void {
  cache.clear();
}

export function compile(alias: AliasSnapshot, domain?: string): ShortLink {
  const appUrl = config.app().appUrl;
  const { redirects, utm, expiry } = alias;
  const web = redirects.web || alias.longUrl;
  // Stored URLs are serialized (ASCII) now; older ones may hold raw characters,
  // which a Location header cannot carry: toAsciiUrl serializes them here, once per cache entry.
  const targets: Record<Platform, string> = {
    desktop: toAsciiUrl(withUtm(web, utm)),
    ios: toAsciiUrl(withUtm(redirects.ios || alias.longUrl, utm)),
    android: toAsciiUrl(withUtm(redirects.android || alias.longUrl, utm)),
  };
  const link: ShortLink = {
    code: alias.code,
    linkId: alias.linkId,
    teamId: alias.teamId,
    clickLimitReached: alias.clickLimitReached,
    targets,
    byPlatform: !!redirects.deeplink || targets.ios !== targets.desktop || targets.android !== targets.desktop,
    expiredLocation: expiry.url ? toAsciiUrl(expiry.url) : `${appUrl}${paths.expired}`,
    // The gate asks the API about the code on its own domain.
    gateLocation: `${appUrl}${paths.passwordGate(encodeURIComponent(alias.code))}${domain ? `?domain=${encodeURIComponent(domain)}` : ''}`,
  };
  if (domain) link.domain = domain;
  if (alias.passwordHash) link.passwordHash = alias.passwordHash;
  if (alias.campaignId) link.campaignId = alias.campaignId;
  if (alias.conversionTracking) link.conversionTracking = true;
  if (alias.tagIds?.length) link.tagIds = [...new Set(alias.tagIds)].sort();
  if (typeof expiry.maxClicks === 'number' && expiry.maxClicks > 0) link.maxClicks = expiry.maxClicks;
  const end = expiry.date ? endOfDayUtc(expiry.date) : undefined;
  if (end !== undefined) link.expiresAt = end;
  if (redirects.deeplink) link.deeplink = redirects.deeplink;
  if (alias.moderation) link.moderation = alias.moderation;
  if (alias.userId) link.userId = alias.userId;
  const rules = compileRules(alias.rules, utm);
  if (rules) link.rules = rules;
  if (alias.split?.variants.length)
    link.variants = alias.split.variants.map((v) => ({ id: v.id, weight: v.weight, destination: toAsciiUrl(withUtm(v.destination, utm)) }));
  if (alias.preview) link.preview = compilePreview(alias, appUrl, domain);
  if (alias.indexable) link.indexable = true;
  // Compiled as the targets are, so a visit's chosen location is looked up as it is.
  if (alias.fallback)
    link.fallback = { location: toAsciiUrl(alias.fallback.url), broken: new Set(alias.fallback.broken.map((url) => toAsciiUrl(withUtm(url, utm)))) };
  return link;
}

function compilePreview({ preview, code }: AliasSnapshot, appUrl: string, domain?: string): CompiledPreview {
  const url = shortLinkBase();
  return {
    title: preview!.title,
    ...(preview!.description ? { description: preview!.description } : {}),
    ...(preview!.imageKey ? { image: `${appUrl}/${preview!.imageKey}` } : {}),
    ...(url ? { url: shortLinkUrl(url, code, domain) } : {}),
  };
}

/**
 * SHORT_URL_BASE, for a preview's og:url; undefined where the redirect is not told it (in AWS
 * without a configured short domain, the short distribution's own name would be a cycle).
 */
function shortLinkBase(): string | undefined {
  try {
    return config.links().shortUrlBase;
  } catch {
    return undefined;
  }
}

/** `2025-03-01` → the first millisecond of 2025-03-02 UTC; undefined when unreadable. */
export function endOfDayUtc(date: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const start = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(start) ? undefined : start + 86_400_000;
}

export function isExpired(link: ShortLink, now = Date.now()): boolean {
  return link.clickLimitReached || (link.expiresAt !== undefined && now >= link.expiresAt);
}

/** What a visit of a link comes to (decideVisit). */
export type VisitDecision =
  | { kind: 'notFound' }
  /** Disabled by an admin, or its team or creator is: 410, not counted. */
  | { kind: 'disabled' }
  /** Flagged by screening: a warning page whose Continue goes to `location` (the destination, or the gate); `counted` when it is the destination. */
  | { kind: 'warning'; location: string; counted: boolean; ruleId?: string; variantId?: string; fallback?: true }
  | { kind: 'expired'; location: string }
  | { kind: 'gate'; location: string }
  /** `ruleId` / `variantId`: the targeting rule or split variant that chose the destination; `fallback`: it is broken, the fallback stands in. */
  | { kind: 'go'; location: string; ruleId?: string; variantId?: string; fallback?: true }
  | { kind: 'deeplink'; deeplink: string; location: string };

/** What a visit tells targeting rules besides the user agent and the clock. */
export interface VisitContext {
  country?: string;
  acceptLanguage?: string;
  /** The short link's own query string (without `?`). */
  query?: string;
  /** The visitor's id (their cookie, or the hash of address and agent): keeps them on one split variant. */
  visitorId?: string;
}

/**
 * What a visitor of `link` gets: not found, expired (expiration URL or the expired
 * screen), the password gate, or their destination — the first targeting rule that holds,
 * else the visitor's split variant, else for a mobile visitor of a link with a deeplink a page that tries the app
 * first, else the device's target. `unlocked` skips the gate (after a correct password).
 */
export function decideVisit(
  link: ShortLink | null,
  userAgent: string | undefined,
  options: { unlocked?: boolean; now?: number; context?: VisitContext } = {},
): VisitDecision {
  const decision = decideDestination(link, userAgent, options);
  // Destination health: a broken destination's visits go to the fallback (one set lookup, only for links with one in force).
  if (link?.fallback && (decision.kind === 'go' || decision.kind === 'deeplink') && link.fallback.broken.has(decision.location)) {
    return { kind: 'go', location: link.fallback.location, ...(decision.kind === 'go' && decision.ruleId ? { ruleId: decision.ruleId } : {}), fallback: true };
  }
  if (link?.fallback && decision.kind === 'warning' && decision.counted && link.fallback.broken.has(decision.location)) {
    return { ...decision, location: link.fallback.location, fallback: true };
  }
  return decision;
}

function decideDestination(
  link: ShortLink | null,
  userAgent: string | undefined,
  options: { unlocked?: boolean; now?: number; context?: VisitContext },
): VisitDecision {
  if (!link) return { kind: 'notFound' };
  if (link.moderation === 'disabled' || isSubjectDisabled(link)) return { kind: 'disabled' };
  if (isExpired(link, options.now)) return { kind: 'expired', location: link.expiredLocation };
  if (link.moderation === 'flagged' && !options.unlocked) {
    // The warning stands before whatever the visit would be; a password link's gate comes after it.
    const behind = decideDestination({ ...link, moderation: undefined }, userAgent, options);
    if (behind.kind === 'gate') return { kind: 'warning', location: behind.location, counted: false };
    if (behind.kind === 'go')
      return {
        kind: 'warning',
        location: behind.location,
        counted: true,
        ...(behind.ruleId ? { ruleId: behind.ruleId } : {}),
        ...(behind.variantId ? { variantId: behind.variantId } : {}),
      };
    if (behind.kind === 'deeplink') return { kind: 'warning', location: behind.location, counted: true };
    return behind;
  }
  if (link.passwordHash && !options.unlocked) return { kind: 'gate', location: link.gateLocation };
  if (link.rules) {
    const { country, acceptLanguage, query = '' } = options.context ?? {};
    const rule = matchingRule(link.rules, { userAgent: userAgent ?? '', now: options.now ?? Date.now(), query, country, acceptLanguage });
    if (rule) return { kind: 'go', location: rule.destination, ruleId: rule.id };
  }
  // A split stands in for the target: every visitor no rule sent elsewhere, on any device.
  if (link.variants) {
    const variant = pickVariant(link.variants, link.linkId, options.context?.visitorId ?? '');
    return { kind: 'go', location: variant.destination, variantId: variant.id };
  }
  if (!link.byPlatform) return { kind: 'go', location: link.targets.desktop };
  const platform = platformOf(userAgent);
  const location = link.targets[platform];
  if (link.deeplink && platform !== 'desktop') return { kind: 'deeplink', deeplink: link.deeplink, location };
  return { kind: 'go', location };
}

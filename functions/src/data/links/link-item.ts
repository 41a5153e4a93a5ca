import type { LinkModeration, LinkPreview, LinkSplit, SplitPromotion, TableIndexName, TargetingRule } from '@kisa/shared';
import * as z from 'zod';
import { storedHealthSchema, type StoredHealth } from '../health/link-health-item.js';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The link item (`LINK#{linkId}`, docs/DATA-MODEL.md "Links"): its keys, the record it holds,
 * and its read, parsed. Its alias item's keys and read are alias-item.ts; the shapes both are
 * written in, link-writes.ts. This module imports nothing of data/search/ (which reads link items
 * through it), so neither module's top level waits for the other. GSI1 lists a team's links
 * newest first; GSI2 lists a campaign's links (only links created into a campaign).
 */

/** GSI1: a team's links, newest first. */
export const LINKS_INDEX = 'GSI1' satisfies TableIndexName;
/** GSI2: a campaign's links (shared with the admin users list; partitions never overlap). */
export const CAMPAIGN_LINKS_INDEX = 'GSI2' satisfies TableIndexName;

export const linkKey = (linkId: string): Key => ({ PK: `LINK#${linkId}`, SK: 'LINK' });

export const teamLinksPartition = (teamId: string) => `TEAM#${teamId}#LINKS`;

export const teamLinksIndexKey = (teamId: string, createdAt: string, linkId: string) => ({
  GSI1PK: teamLinksPartition(teamId),
  GSI1SK: `${createdAt}#${linkId}`,
});

export const campaignLinksPartition = (campaignId: string) => `CAMPAIGN#${campaignId}#LINKS`;

export const campaignLinksIndexKey = (campaignId: string, createdAt: string, linkId: string) => ({
  GSI2PK: campaignLinksPartition(campaignId),
  GSI2SK: `${createdAt}#${linkId}`,
});

/**
 * GSI3 (shared with the users list; partitions never overlap): the links whose A/B split
 * promotes its leader automatically. Sparse: a link item carries these keys only while its split
 * has `autoPromote`; the scheduled job `promote-experiments` reads the partition.
 */
export const AUTO_PROMOTE_INDEX = 'GSI3' satisfies TableIndexName;
export const AUTO_PROMOTE_PARTITION = 'EXPERIMENTS#AUTO';

export const autoPromoteIndexKey = (linkId: string) => ({ GSI3PK: AUTO_PROMOTE_PARTITION, GSI3SK: linkId });

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
  /** Abuse: flagged by screening (visitors see a warning first) or disabled by an admin (410); absent = active. */
  moderation?: LinkModeration;
  /** The screening heuristics that flagged it (shared url-screening ScreeningFlag), kept after an admin clears the flag. */
  screeningFlags?: string[];
  /** The team's branded domain it is on (ASCII host); absent: the platform's short domain. */
  domain?: string;
  /** Conversion tracking: the redirect passes a signed click id (`kisa_cid`) to the destination. Absent: off. Copied to the alias snapshot. */
  conversionTracking?: boolean;
  /** Its alias item is keyed by the case-folded code (every link written since aliases were folded); absent: the exact code (alias-item.ts aliasKeyOf). */
  aliasFolded?: boolean;
  /** The team's tags on it, by id, in the order put on; absent or empty: none. An id whose tag was deleted since is dropped when read. */
  tagIds?: string[];
  /** Targeting rules, in order; absent or empty: none. Copied to the alias snapshot the redirect reads. */
  rules?: TargetingRule[];
  /** A/B split; absent: none. Copied to the alias snapshot. */
  split?: LinkSplit;
  /** How its last A/B test ended; absent: none has. Not in the snapshot (the redirect never needs it). */
  lastPromotion?: SplitPromotion;
  /** Custom social preview; absent: none. Copied to the alias snapshot (bots get it instead of the redirect). */
  preview?: LinkPreview;
  /** Search engines may index the short link: only `true` is stored. Copied to the alias snapshot. */
  indexable?: boolean;
  /** The import that wrote it (imports): a later run of the same source finds it and leaves it be. */
  importId?: string;
  /** Clicks of its imported history, added to totalClicks once (imports). */
  importedClicks?: number;
  /** Where visitors go while a destination is broken (destination health); absent: the team's default, if any. */
  fallbackUrl?: string;
  /** Destination health as of its last change of state (the health worker writes it); absent: not checked yet. */
  health?: StoredHealth;
}

/** The fields a new link starts with; counters and version start at zero. */
export type NewLink = Omit<LinkRecord, 'totalClicks' | 'uniqueClicks' | 'version'>;

const text = z.string().optional();
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The link item as stored, parsed on every read. Fields older items lack read as they always
 * did (no title: '', counters and version 0); what the API validated on write (rules, split,
 * preview, last promotion) is checked for its outline only.
 */
export const linkItemSchema = z.object({
  linkId: z.string(),
  teamId: z.string(),
  shortUrl: z.string(),
  longUrl: z.string(),
  title: z.string().default(''),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable().default(null),
  campaignId: z.string().optional(),
  redirects: z.object({ ios: text, android: text, web: text, deeplink: text }).default({}),
  utm: z.object({ source: text, medium: text, campaign: text, term: text, content: text }).default({}),
  expiry: z.object({ date: z.string().optional(), maxClicks: z.number().optional(), url: z.string().optional() }).default({}),
  passwordHash: z.string().optional(),
  totalClicks: z.number().default(0),
  uniqueClicks: z.number().default(0),
  version: z.number().default(0),
  searchShard: z.number().optional(),
  moderation: z.enum(['flagged', 'disabled']).optional(),
  screeningFlags: z.array(z.string()).optional(),
  domain: z.string().optional(),
  conversionTracking: z.boolean().optional(),
  aliasFolded: z.boolean().optional(),
  tagIds: z.array(z.string()).optional(),
  rules: z.array(z.custom<TargetingRule>(isObject)).optional(),
  split: z.custom<LinkSplit>((v) => isObject(v) && Array.isArray(v.variants)).optional(),
  lastPromotion: z.custom<SplitPromotion>(isObject).optional(),
  preview: z.custom<LinkPreview>((v) => isObject(v) && typeof v.title === 'string').optional(),
  indexable: z.boolean().optional(),
  importId: z.string().optional(),
  importedClicks: z.number().optional(),
  fallbackUrl: z.string().optional(),
  health: storedHealthSchema.optional(),
  /** Bulk links: the part whose marker says whether the link is counted on its team (campaign-links-repo.ts). */
  bulkPart: z.string().optional(),
});

type LinkItem = z.output<typeof linkItemSchema>;

/**
 * Some fields of a link item (a read that projected the others away), parsed: `key` names the
 * item when the projection left its keys out.
 */
export function parseLinkFields<K extends keyof LinkItem>(item: Record<string, unknown>, fields: readonly K[], key?: Key): Pick<LinkItem, K> {
  const mask: { [F in keyof LinkItem]?: true } = Object.fromEntries(fields.map((field) => [field, true] as const));
  return parseItem('link', linkItemSchema.pick(mask), item, key);
}

/** A link's position in a links list (GSI1 or GSI2 sort key `{createdAt}#{linkId}`), read from its item. */
export function listPosition(item: Record<string, unknown>, index: 'GSI1SK' | 'GSI2SK'): string {
  const position = item[index];
  if (typeof position !== 'string') throw new Error(`Malformed link item ${String(item.PK)} / ${String(item.SK)}: ${index} is not a string`);
  return position;
}

/** A link item read back as a LinkRecord (also campaign-links-repo's pages of GSI2); a malformed item throws. */
export function parseLink(item: Record<string, unknown>, key?: Key): LinkRecord {
  const link = parseItem('link', linkItemSchema, item, key);
  const { linkId, teamId, shortUrl, longUrl, title, createdAt, createdBy, redirects, utm, expiry, totalClicks, uniqueClicks, version } = link;
  const record: LinkRecord = { linkId, teamId, shortUrl, longUrl, title, createdAt, createdBy, redirects, utm, expiry, totalClicks, uniqueClicks, version };
  // Absent, empty and false read alike: the record leaves them out.
  if (link.campaignId !== undefined) record.campaignId = link.campaignId;
  if (link.passwordHash !== undefined) record.passwordHash = link.passwordHash;
  if (link.searchShard !== undefined) record.searchShard = link.searchShard;
  if (link.moderation) record.moderation = link.moderation;
  if (link.screeningFlags?.length) record.screeningFlags = link.screeningFlags;
  if (link.aliasFolded) record.aliasFolded = true;
  if (link.domain) record.domain = link.domain;
  if (link.conversionTracking) record.conversionTracking = true;
  if (link.tagIds?.length) record.tagIds = link.tagIds;
  if (link.rules?.length) record.rules = link.rules;
  if (link.split) record.split = link.split;
  if (link.lastPromotion) record.lastPromotion = link.lastPromotion;
  if (link.preview) record.preview = link.preview;
  if (link.indexable) record.indexable = true;
  if (link.importId) record.importId = link.importId;
  if (link.importedClicks !== undefined) record.importedClicks = link.importedClicks;
  if (link.fallbackUrl) record.fallbackUrl = link.fallbackUrl;
  if (link.health) record.health = link.health;
  return record;
}

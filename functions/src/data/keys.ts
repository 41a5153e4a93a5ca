import type { TableIndexName } from '@kisa/shared';

/**
 * Every DynamoDB key string of the single table is built here and nowhere else
 * (docs/DATA-MODEL.md lists them). E-mail keys are lower-cased so "A@x.io" and
 * "a@x.io" are one account.
 */

export interface Key {
  PK: string;
  SK: string;
}

export type TokenPurpose = 'verify' | 'reset';

/** GSI2 lists every user, newest first (admin users table). */
export const USERS_INDEX = 'GSI2' satisfies TableIndexName;
export const USERS_INDEX_PK = 'USERS';

export const userKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' });

export const usersIndexKey = (createdAt: string, userId: string) => ({
  GSI2PK: USERS_INDEX_PK,
  GSI2SK: `${createdAt}#${userId}`,
});

export const emailKey = (email: string): Key => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' });

export const teamKey = (teamId: string): Key => ({ PK: `TEAM#${teamId}`, SK: 'TEAM' });

const MEMBER_PREFIX = 'MEMBER#';

export const teamMemberKey = (teamId: string, userId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${MEMBER_PREFIX}${userId}` });

/** Query bounds for all members of a team: its partition, sort keys starting with MEMBER#. */
export const teamMembersQuery = (teamId: string) => ({ PK: teamKey(teamId).PK, skPrefix: MEMBER_PREFIX });

// ── API keys and platform stats ─────────────────────────────────────────────
// A personal API key is stored under the SHA-256 of the key (never the key); GSI1 lists
// a user's keys, oldest first. Platform-wide counters are sharded (below).

/** GSI1: a user's API keys (partition `USER#{id}#KEYS`, never overlapping other GSI1 partitions). */
export const API_KEYS_INDEX = 'GSI1' satisfies TableIndexName;

export const apiKeyKey = (keyHash: string): Key => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' });

export const userApiKeysPartition = (userId: string) => `USER#${userId}#KEYS`;

export const userApiKeysIndexKey = (userId: string, createdAt: string, keyHash: string) => ({
  GSI1PK: userApiKeysPartition(userId),
  GSI1SK: `${createdAt}#${keyHash}`,
});

/**
 * The unsharded platform-counters item, written by click workers before the counters were
 * sharded; now only read (and added to the shards), so an older table keeps its totals.
 */
export const platformStatsKey = (): Key => ({ PK: 'STATS#PLATFORM', SK: 'STATS' });

/**
 * One shard of the platform counters (admin dashboard's Clicks tile): each shard is its own
 * partition, so no single item takes every click batch's write (platform-stats-repo.ts).
 */
export const platformStatsShardKey = (shard: number): Key => ({ PK: `STATS#PLATFORM#${shard}`, SK: 'STATS' });

export const tokenKey = (tokenHash: string): Key => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' });

/** Points at a user's newest token of one purpose, so issuing a new one can retire the old. */
export const userTokenKey = (userId: string, purpose: TokenPurpose): Key => ({ PK: `USER#${userId}`, SK: `TOKEN#${purpose}` });

export const aliasKey = (code: string): Key => ({ PK: `ALIAS#${code}`, SK: 'ALIAS' });

// ── Clicks (docs/DATA-MODEL.md, "Clicks") ───────────────────────────────────────
// Written by the click worker; every one of these items has a `ttl` except first-visit
// markers, which are what "unique" means and so live as long as the link.

/** Marks one part of one queued click group as counted (idempotent counters; `ttl`). */
export const clickGroupKey = (groupId: string, part: number): Key => ({ PK: `CLICKS#${groupId}#${part}`, SK: 'CLICKS' });

/** A visitor's first click on a link: claimed once, by the event that made it unique. */
export const firstVisitKey = (linkId: string, visitorId: string): Key => ({ PK: `VISIT#${linkId}#${visitorId}`, SK: 'VISIT' });

// ── Rate limits (docs/DATA-MODEL.md: "rate-limit counter") ─────────────────────────────
// One counter item per rule, subject and fixed window; every one has a `ttl` (window end).

/** Hits of one subject (a hashed address, e-mail or link) under one rule in one window starting at `windowStart` (epoch s). */
export const rateLimitKey = (rule: string, subject: string, windowStart: number): Key => ({
  PK: `RATE#${rule}#${subject}#${windowStart}`,
  SK: 'RATE',
});

// ── Links ────────────────────────────────────────────────────────────────────
// A link item holds the link; its alias item (aliasKey above) holds the short code's
// claim and the snapshot the redirect reads in one GetItem. GSI1 lists a team's links
// newest first; GSI2 lists a campaign's links (only links created into a campaign).

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

/**
 * One shard of a team's search index (data/search-index-repo.ts): a map of linkId → packed
 * search text. Each shard is its own partition (not the team's): the open shard takes every
 * create and bulk group of the team, and in AWS a partition's write throughput is shared by
 * its items (the team item already takes every create and click batch). The team item holds
 * the open shard's number; shards are read by key (BatchGetItem 0 … open).
 */
export const searchShardKey = (teamId: string, shard: number): Key => ({ PK: `TEAM#${teamId}#SEARCH#${shard}`, SK: 'SEARCH' });

export const campaignLinksPartition = (campaignId: string) => `CAMPAIGN#${campaignId}#LINKS`;

export const campaignLinksIndexKey = (campaignId: string, createdAt: string, linkId: string) => ({
  GSI2PK: campaignLinksPartition(campaignId),
  GSI2SK: `${createdAt}#${linkId}`,
});

// ── Campaigns ────────────────────────────────────────────────────────────────
// A campaign item per campaign; GSI1 lists a team's campaigns newest first (its own
// partition, beside the team's links). Each bulk part that has been written and counted
// leaves a marker in the campaign's partition, so redelivery never counts it twice.

/** GSI1: a team's campaigns, newest first. */
export const CAMPAIGNS_INDEX = 'GSI1' satisfies TableIndexName;

export const campaignKey = (campaignId: string): Key => ({ PK: `CAMPAIGN#${campaignId}`, SK: 'CAMPAIGN' });

export const teamCampaignsPartition = (teamId: string) => `TEAM#${teamId}#CAMPAIGNS`;

export const teamCampaignsIndexKey = (teamId: string, createdAt: string, campaignId: string) => ({
  GSI1PK: teamCampaignsPartition(teamId),
  GSI1SK: `${createdAt}#${campaignId}`,
});

/** Marker of one written-and-counted bulk part (`{batchId}#{part}`) of a campaign. */
export const campaignPartKey = (campaignId: string, partId: string): Key => ({ PK: `CAMPAIGN#${campaignId}`, SK: `PART#${partId}` });

/** Query bounds for all part markers of a campaign. */
export const campaignPartsQuery = (campaignId: string) => ({ PK: `CAMPAIGN#${campaignId}`, skPrefix: 'PART#' });

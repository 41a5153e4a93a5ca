import { foldAlias, type TableIndexName } from '@kisa/shared';

/**
 * Every DynamoDB key string of the single table is built here and nowhere else
 * (docs/DATA-MODEL.md lists them). E-mail keys are lower-cased so "A@x.io" and
 * "a@x.io" are one account.
 */

export interface Key {
  PK: string;
  SK: string;
}

/** `email`: confirms a member's new e-mail address (the new address's holder follows it). */
export type TokenPurpose = 'verify' | 'reset' | 'email';

/**
 * GSI3 lists every user, newest first (the admin users table; issue 23). Sparse: only profile
 * items carry its keys in partition `USERS` (and links with an automatic A/B promotion in a
 * partition of their own, below), and it projects only the table's fields (shared ADMIN_USER_FIELDS).
 */
export const USERS_INDEX = 'GSI3' satisfies TableIndexName;
export const USERS_INDEX_PK = 'USERS';

export const userKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' });

export const usersIndexKey = (createdAt: string, userId: string) => ({
  GSI3PK: USERS_INDEX_PK,
  GSI3SK: `${createdAt}#${userId}`,
});

/**
 * Before issue 23 every profile carried GSI2 `USERS` (GSI2 projects ALL, so each session
 * write was copied there). Profiles are moved to GSI3 once, by users-repo.indexLegacyProfiles;
 * this names what it reads and removes.
 */
export const LEGACY_USERS_INDEX = 'GSI2' satisfies TableIndexName;
export const LEGACY_USERS_INDEX_PK = 'USERS';

/**
 * One session (a sign-in) in its own item beside the profile (issue 23): keyed by the session
 * id (the token's `origin_jti`, else `jti`), read together with the profile in one BatchGetItem.
 */
export const SESSION_PREFIX = 'SESSION#';
export const sessionKey = (userId: string, sessionId: string): Key => ({ PK: `USER#${userId}`, SK: `${SESSION_PREFIX}${sessionId}` });
export const userSessionsQuery = (userId: string) => ({ PK: `USER#${userId}`, skPrefix: SESSION_PREFIX });

/**
 * The user count (admin dashboard), as a small sharded counter: profile creates `ADD users 1`
 * and deletes `ADD users -1` to one shard in their own transaction (users-repo.ts).
 */
export const userCountShardKey = (shard: number): Key => ({ PK: `STATS#USERS#${shard}`, SK: 'STATS' });
/** Marks that every profile from before GSI3 has been moved there and counted. */
export const usersIndexedMarkerKey = (): Key => ({ PK: 'STATS#USERS', SK: 'INDEXED' });

export const emailKey = (email: string): Key => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' });

export const teamKey = (teamId: string): Key => ({ PK: `TEAM#${teamId}`, SK: 'TEAM' });

const MEMBER_PREFIX = 'MEMBER#';

export const teamMemberKey = (teamId: string, userId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${MEMBER_PREFIX}${userId}` });

/** Query bounds for all members of a team: its partition, sort keys starting with MEMBER#. */
export const teamMembersQuery = (teamId: string) => ({ PK: teamKey(teamId).PK, skPrefix: MEMBER_PREFIX });

// ── Invitations (issue 22) ──────────────────────────────────────────────────────
// One item per pending invitation, in the team's partition beside its members (one pending
// invitation per team and address: inviting again replaces it). GSI2 lists the invitations
// addressed to one e-mail (a signed-in invitee sees them). The link's token is a token item
// (tokenKey, purpose `invite`) naming the invitation.

const INVITE_PREFIX = 'INVITE#';

export const teamInvitationKey = (teamId: string, email: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${INVITE_PREFIX}${email.trim().toLowerCase()}` });

/** Query bounds for all pending invitations of a team. */
export const teamInvitationsQuery = (teamId: string) => ({ PK: teamKey(teamId).PK, skPrefix: INVITE_PREFIX });

/** GSI2: invitations addressed to one e-mail (partition `INVITED#{email}`, never overlapping other GSI2 partitions). */
export const INVITATIONS_BY_EMAIL_INDEX = 'GSI2' satisfies TableIndexName;

export const invitedEmailIndexKey = (email: string, invitedAt: string, invitationId: string) => ({
  GSI2PK: invitedEmailPartition(email),
  GSI2SK: `${invitedAt}#${invitationId}`,
});

export const invitedEmailPartition = (email: string) => `INVITED#${email.trim().toLowerCase()}`;

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

/**
 * A short code's alias item, keyed by the code in lower case (issue 22): aliases are unique
 * regardless of case, and a visitor typing `BRAND7D90` or `brand7d90` reaches the same link.
 * The item keeps the code as its owner typed it (`code`). A link on a team's branded domain
 * (issue 25) is keyed `ALIAS#{host}/{code}`: the same alias may exist once per domain, and links
 * on the platform's domain keep their keys (a code holds no `/`, so the two never meet).
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

// ── Clicks (docs/DATA-MODEL.md, "Clicks") ───────────────────────────────────────
// Written by the click worker; every one of these items has a `ttl` except first-visit
// markers, which are what "unique" means and so live as long as the link.

/** Marks one slice (≤ 40 links) of one queued click group as counted (idempotent counters; `ttl`). */
export const clickGroupKey = (groupId: string, slice: number): Key => ({ PK: `CLICKS#${groupId}#${slice}`, SK: 'CLICKS' });

/** A visitor's first click on a link: claimed once, by the event that made it unique. */
export const firstVisitKey = (linkId: string, visitorId: string): Key => ({ PK: `VISIT#${linkId}#${visitorId}`, SK: 'VISIT' });

// ── Rate limits (docs/DATA-MODEL.md: "rate-limit counter") ─────────────────────────────
// One counter item per rule, subject and fixed window; every one has a `ttl` (window end).

/** The rule ids of the per-request counters (every signed-in request, by plan) start with this; IAM grants them by it. */
export const REQUEST_COUNTER_RULE_PREFIX = 'req-';

/** Hits of one subject (a hashed address, e-mail or link) under one rule in one window starting at `windowStart` (epoch s). */
export const rateLimitKey = (rule: string, subject: string, windowStart: number): Key => ({
  PK: `RATE#${rule}#${subject}#${windowStart}`,
  SK: 'RATE',
});

// ── Idempotency-Key records (docs/DATA-MODEL.md: "idempotency record") ─────────────────
// One item per caller and key: the request that first used the key and, once answered, its answer;
// every one has a `ttl` (24 h after its request).

export const IDEMPOTENCY_PARTITION_PREFIX = 'IDEMPOTENCY#';

/** A caller's (`scope`: their user id) Idempotency-Key, by its SHA-256 (hex): the key itself is not kept. */
export const idempotencyRecordKey = (scope: string, keyHash: string): Key => ({ PK: `${IDEMPOTENCY_PARTITION_PREFIX}${scope}#${keyHash}`, SK: 'IDEMPOTENCY' });

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
 * One shard of a team's search index (data/search/): a map of linkId → packed
 * search text. Each shard is its own partition (not the team's): the open shard takes every
 * create and bulk group of the team, and in AWS a partition's write throughput is shared by
 * its items (the team item already takes every create and click batch). The team item holds
 * the open shard's number; shards are read by key (BatchGetItem 0 … open).
 */
export const searchShardKey = (teamId: string, shard: number): Key => ({ PK: `TEAM#${teamId}#SEARCH#${shard}`, SK: 'SEARCH' });

/**
 * GSI3 (shared with the users list; partitions never overlap): the links whose A/B split
 * promotes its leader automatically (issue 27). Sparse: a link item carries these keys only
 * while its split has `autoPromote`; the scheduled job `promote-experiments` reads the partition.
 */
export const AUTO_PROMOTE_INDEX = 'GSI3' satisfies TableIndexName;
export const AUTO_PROMOTE_PARTITION = 'EXPERIMENTS#AUTO';

export const autoPromoteIndexKey = (linkId: string) => ({ GSI3PK: AUTO_PROMOTE_PARTITION, GSI3SK: linkId });

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

// ── Abuse (issue 22; docs/DATA-MODEL.md "Moderation") ────────────────────────────
// A moderation case per reported or flagged link, its reports in the same partition; GSI1
// lists the open and the resolved cases, newest activity first. The blocklist is one item per
// host or domain (GetItem by host suffix at screening; GSI1 lists it A–Z). The audit log is one
// partition, newest first. The disabled teams and users are one small item the redirect reads
// in the background.

/** GSI1: the moderation queue (`MODQUEUE#open` / `MODQUEUE#resolved`) and the blocklist (`BLOCKLIST`). */
export const MODERATION_INDEX = 'GSI1' satisfies TableIndexName;

export const moderationCaseKey = (linkId: string): Key => ({ PK: `MODCASE#${linkId}`, SK: 'CASE' });

export const moderationQueuePartition = (status: 'open' | 'resolved') => `MODQUEUE#${status}`;

export const moderationQueueIndexKey = (status: 'open' | 'resolved', updatedAt: string, linkId: string) => ({
  GSI1PK: moderationQueuePartition(status),
  GSI1SK: `${updatedAt}#${linkId}`,
});

/** One report of a link, beside its case (newest last by sort key). */
export const linkReportKey = (linkId: string, at: string, reportId: string): Key => ({ PK: `MODCASE#${linkId}`, SK: `REPORT#${at}#${reportId}` });

export const linkReportsQuery = (linkId: string) => ({ PK: `MODCASE#${linkId}`, skPrefix: 'REPORT#' });

/** An admin's blocklist entry: a host or domain (ASCII, lower-case), which also covers its subdomains. */
export const blocklistKey = (entry: string): Key => ({ PK: `BLOCK#${entry}`, SK: 'BLOCK' });

export const BLOCKLIST_PARTITION = 'BLOCKLIST';

export const blocklistIndexKey = (entry: string) => ({ GSI1PK: BLOCKLIST_PARTITION, GSI1SK: entry });

/** The audit log of moderation actions: one partition (admin actions are rare), newest first by sort key. */
export const MODERATION_LOG_PARTITION = 'MODLOG';

export const moderationLogKey = (at: string, id: string): Key => ({ PK: MODERATION_LOG_PARTITION, SK: `${at}#${id}` });

/** The ids of disabled teams and users (string sets), read by every redirect process every few seconds. */
export const disabledSubjectsKey = (): Key => ({ PK: 'MODERATION#DISABLED', SK: 'DISABLED' });

// ── Branded domains (issue 25) ─────────────────────────────────────────────────

/** A team's entry for a domain it added: status, token, settings, and its links counter. */
export const teamDomainKey = (teamId: string, host: string): Key => ({ PK: `TEAM#${teamId}`, SK: `DOMAIN#${host}` });

export const teamDomainsQuery = (teamId: string) => ({ PK: `TEAM#${teamId}`, skPrefix: 'DOMAIN#' });

/** The verified owner of a host (one team at most) and what the domain's own pages serve; the redirect reads it. */
export const domainClaimKey = (host: string): Key => ({ PK: `DOMAIN#${host}`, SK: 'CLAIM' });

/** Every team-domain entry, for the periodic DNS check (GSI1 `DOMAINS`, a few thousand rows at most). */
export const DOMAINS_INDEX = 'GSI1' satisfies TableIndexName;

export const DOMAINS_PARTITION = 'DOMAINS';

export const domainsIndexKey = (host: string, teamId: string) => ({ GSI1PK: DOMAINS_PARTITION, GSI1SK: `${host}#${teamId}` });

// ── Webhooks (issue 26) ─────────────────────────────────────────────────────────
// An endpoint is an item in its team's partition (listed with the team's other settings);
// its deliveries live in the endpoint's own partition, newest first by id (ids are
// time-ordered), each with a `ttl` (30 days).

const WEBHOOK_PREFIX = 'WEBHOOK#';

export const webhookEndpointKey = (teamId: string, endpointId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${WEBHOOK_PREFIX}${endpointId}` });

/** Query bounds for a team's endpoints. */
export const teamWebhooksQuery = (teamId: string) => ({ PK: `TEAM#${teamId}`, skPrefix: WEBHOOK_PREFIX });

const DELIVERY_PREFIX = 'DELIVERY#';

export const webhookDeliveryKey = (endpointId: string, deliveryId: string): Key => ({
  PK: `${WEBHOOK_PREFIX}${endpointId}`,
  SK: `${DELIVERY_PREFIX}${deliveryId}`,
});

/**
 * GSI1: the endpoints subscribed to moderation events (issue 26: platform-wide, admins' only),
 * so the fan-out of a moderation event finds them without knowing their teams.
 */
export const MODERATION_WEBHOOKS_INDEX = 'GSI1' satisfies TableIndexName;
export const MODERATION_WEBHOOKS_PARTITION = 'MODERATION_WEBHOOKS';
export const moderationWebhooksIndexKey = (teamId: string, endpointId: string) => ({
  GSI1PK: MODERATION_WEBHOOKS_PARTITION,
  GSI1SK: `${teamId}#${endpointId}`,
});

/** Query bounds for an endpoint's deliveries. */
export const webhookDeliveriesQuery = (endpointId: string) => ({ PK: `${WEBHOOK_PREFIX}${endpointId}`, skPrefix: DELIVERY_PREFIX });

// ── Tags (issue 26) ──────────────────────────────────────────────────────────────
// A tag is an item in its team's partition; its name is claimed per team by a second item
// keyed by the name's folded form (tagNameKey in shared), so two tags never share a name in
// any case. Links carry tag ids (link item `tagIds`, their search entries, their clicks).

const TAG_PREFIX = 'TAG#';

export const tagKey = (teamId: string, tagId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${TAG_PREFIX}${tagId}` });

/** Query bounds for all tags of a team. */
export const teamTagsQuery = (teamId: string) => ({ PK: `TEAM#${teamId}`, skPrefix: TAG_PREFIX });

/** A team's claim of a tag name (the folded name; the item names the tag). */
export const tagNameClaimKey = (teamId: string, folded: string): Key => ({ PK: `TEAM#${teamId}`, SK: `TAGNAME#${folded}` });

// ── Conversions (issue 27) ──────────────────────────────────────────────────────
// A team's conversion event: the idempotency item of POST /api/track/conversions, keyed by the
// team and a digest of the team's own event id (any text up to 128 characters: hashed, so no
// separator or length in it can shape the key). It holds the conversion as recorded.

export const conversionEventKey = (teamId: string, eventIdDigest: string): Key => ({ PK: `CONVEVENT#${teamId}#${eventIdDigest}`, SK: 'CONVEVENT' });

/**
 * A tracked click's attribution (issue 27): the click's dimensions, written by the click worker for
 * clicks of links with conversion tracking, read when a conversion of the click is reported. `ttl`:
 * the attribution window (CONVERSION_WINDOW_DAYS).
 */
export const clickAttributionKey = (clickId: string): Key => ({ PK: `CLICKATTR#${clickId}`, SK: 'CLICKATTR' });

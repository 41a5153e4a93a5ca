import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { aliasKey, campaignLinksIndexKey, LINKS_INDEX, linkKey, teamKey, teamLinksIndexKey, teamLinksPartition } from './keys.js';
import { db, QUERY_PAGE_MAX, tableName } from './table.js';

/**
 * Links and their aliases (docs/DATA-MODEL.md, "Links"). A link is two items written
 * together: the link item (`LINK#{linkId}`) and its alias item (`ALIAS#{code}`), which
 * claims the short code and carries the snapshot the redirect reads in one GetItem. The
 * team item's `links` counter changes in the same transactions as create and delete.
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
}

/** The fields a new link starts with; counters and version start at zero. */
export type NewLink = Omit<LinkRecord, 'totalClicks' | 'uniqueClicks' | 'version'>;

export interface TeamLinkStats {
  links: number;
  totalClicks: number;
  uniqueClicks: number;
}

/** Lower-cased "title, code, target", what `q` searches (contains) in a team's list. */
export function searchTextOf(link: Pick<LinkRecord, 'title' | 'shortUrl' | 'longUrl'>): string {
  // A separator no query contains keeps a match from spanning two fields.
  return [link.title, link.shortUrl, link.longUrl].join('\u001f').toLowerCase();
}

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
    ...aliasKey(link.shortUrl),
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
    clickLimitReached: link.expiry.maxClicks !== undefined && link.totalClicks >= link.expiry.maxClicks,
  };
}

/**
 * Creates link + alias claim and counts the link on its team, in one transaction. The
 * alias put is conditional on the code being free, so of any number of concurrent
 * creates of one code exactly one succeeds.
 */
export async function createLink(link: NewLink): Promise<'created' | 'aliasTaken'> {
  const record: LinkRecord = { ...link, totalClicks: 0, uniqueClicks: 0, version: 0 };
  const TableName = tableName();
  const outcome = await transact({
    TransactItems: [
      { Put: { TableName, Item: linkItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName, Item: aliasItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName,
          Key: teamKey(link.teamId),
          UpdateExpression: 'ADD #links :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#links': 'links' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ],
  });
  if (outcome === 'ok') return 'created';
  if (outcome[1] === 'ConditionalCheckFailed') return 'aliasTaken';
  throw new Error(`createLink cancelled: ${outcome.join(', ')}`);
}

export async function getLink(linkId: string): Promise<LinkRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: linkKey(linkId), ConsistentRead: true }));
  return Item ? toRecord(Item) : null;
}

/** Whether a short code is claimed (strongly consistent: the availability check). */
export async function aliasExists(code: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: aliasKey(code), ConsistentRead: true, ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

/**
 * Writes an edited link: `next` is the whole new state of `current` (counters are never
 * written here; the click worker ADDs to them). One transaction updates the link item
 * (conditional on `current.version`), and, when the code changes, deletes the old alias
 * (conditional on it pointing at this link) and claims the new one; when only snapshot
 * fields change, it rewrites the alias snapshot. 'changed' means someone else edited or
 * deleted the link meanwhile: read again and retry.
 */
export async function updateLink(current: LinkRecord, next: LinkRecord): Promise<'updated' | 'aliasTaken' | 'changed'> {
  const TableName = tableName();
  const renamed = next.shortUrl !== current.shortUrl;
  // Every attribute by placeholder: some names (title, version, …) may be reserved words.
  const fields: Record<string, unknown> = {
    title: next.title,
    shortUrl: next.shortUrl,
    longUrl: next.longUrl,
    redirects: next.redirects,
    utm: next.utm,
    expiry: next.expiry,
    searchText: searchTextOf(next),
    version: current.version + 1,
    ...(next.passwordHash ? { passwordHash: next.passwordHash } : {}),
  };
  const names: Record<string, string> = { '#teamId': 'teamId', '#version': 'version', '#passwordHash': 'passwordHash' };
  const values: Record<string, unknown> = { ':team': current.teamId, ':expectedVersion': current.version };
  for (const [name, value] of Object.entries(fields)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
  }
  const set = Object.keys(fields).map((name) => `#${name} = :${name}`);
  const update = `SET ${set.join(', ')}${next.passwordHash ? '' : ' REMOVE #passwordHash'}`;
  // Links written before `version` existed (or by a writer that omits it) count as version 0.
  const versionCondition = current.version === 0 ? '(attribute_not_exists(#version) OR #version = :expectedVersion)' : '#version = :expectedVersion';

  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Update: {
        TableName,
        Key: linkKey(current.linkId),
        UpdateExpression: update,
        ConditionExpression: `attribute_exists(PK) AND #teamId = :team AND ${versionCondition}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  // The snapshot keeps the counters as last read, for clickLimitReached.
  const snapshot = aliasItem({ ...next, totalClicks: current.totalClicks, uniqueClicks: current.uniqueClicks });
  if (renamed) {
    items.push(
      {
        Delete: {
          TableName,
          Key: aliasKey(current.shortUrl),
          ConditionExpression: 'attribute_not_exists(PK) OR #linkId = :linkId',
          ExpressionAttributeNames: { '#linkId': 'linkId' },
          ExpressionAttributeValues: { ':linkId': current.linkId },
        },
      },
      { Put: { TableName, Item: snapshot, ConditionExpression: 'attribute_not_exists(PK)' } },
    );
  } else if (snapshotChanged(current, next)) {
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

  const outcome = await transact({ TransactItems: items });
  if (outcome === 'ok') return 'updated';
  if (outcome[0] === 'ConditionalCheckFailed' || outcome[1] === 'ConditionalCheckFailed') return 'changed';
  if (renamed && outcome[2] === 'ConditionalCheckFailed') return 'aliasTaken';
  throw new Error(`updateLink cancelled: ${outcome.join(', ')}`);
}

function snapshotChanged(a: LinkRecord, b: LinkRecord): boolean {
  return (
    a.longUrl !== b.longUrl ||
    a.passwordHash !== b.passwordHash ||
    JSON.stringify(a.redirects) !== JSON.stringify(b.redirects) ||
    JSON.stringify(a.utm) !== JSON.stringify(b.utm) ||
    JSON.stringify(a.expiry) !== JSON.stringify(b.expiry)
  );
}

/**
 * Deletes link and alias and uncounts the link on its team, in one transaction.
 * 'changed' when the link was edited or deleted meanwhile (read again and retry).
 */
type LinkRef = Pick<LinkRecord, 'linkId' | 'shortUrl'>;

/**
 * Deleting a link item: only while it still has that code (a rename meanwhile makes the
 * caller re-read). Shared with campaign-links-repo so both deletes keep one invariant.
 */
export function linkDelete(TableName: string, link: LinkRef) {
  return {
    TableName,
    Key: linkKey(link.linkId),
    ConditionExpression: 'attribute_exists(PK) AND #shortUrl = :code',
    ExpressionAttributeNames: { '#shortUrl': 'shortUrl' },
    ExpressionAttributeValues: { ':code': link.shortUrl },
  };
}

/** Deleting an alias item: only when it is gone already or still points at this link. */
export function aliasDelete(TableName: string, link: LinkRef) {
  return {
    TableName,
    Key: aliasKey(link.shortUrl),
    ConditionExpression: 'attribute_not_exists(PK) OR #linkId = :linkId',
    ExpressionAttributeNames: { '#linkId': 'linkId' },
    ExpressionAttributeValues: { ':linkId': link.linkId },
  };
}

export async function deleteLink(link: LinkRecord): Promise<'deleted' | 'changed'> {
  const TableName = tableName();
  const outcome = await transact({
    TransactItems: [
      { Delete: linkDelete(TableName, link) },
      { Delete: aliasDelete(TableName, link) },
      {
        Update: {
          TableName,
          Key: teamKey(link.teamId),
          UpdateExpression: 'ADD #links :minusOne',
          ExpressionAttributeNames: { '#links': 'links' },
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ],
  });
  if (outcome === 'ok') return 'deleted';
  if (outcome.includes('ConditionalCheckFailed')) return 'changed';
  throw new Error(`deleteLink cancelled: ${outcome.join(', ')}`);
}

/**
 * One page of a team's links, newest first (Query GSI1 backwards). Offset paging: the
 * pages before the asked one are read and skipped. With `q`, every link of the team is
 * read once with a FilterExpression on `searchText` (contains, lower-cased), which also
 * gives the exact number of matches; without `q`, `matched` is null (use the team's
 * `links` counter).
 */
export async function listTeamLinks(
  teamId: string,
  options: { page: number; limit: number; q?: string },
): Promise<{ items: LinkRecord[]; matched: number | null }> {
  const skip = (options.page - 1) * options.limit;
  const wanted = skip + options.limit;
  const q = options.q?.toLowerCase();
  const items: LinkRecord[] = [];
  let seen = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: LINKS_INDEX,
        KeyConditionExpression: 'GSI1PK = :pk',
        ScanIndexForward: false,
        ExpressionAttributeValues: { ':pk': teamLinksPartition(teamId), ...(q ? { ':q': q } : {}) },
        ...(q ? { FilterExpression: 'contains(#searchText, :q)', ExpressionAttributeNames: { '#searchText': 'searchText' } } : { Limit: Math.min(wanted - seen, QUERY_PAGE_MAX) }),
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (seen >= skip && seen < wanted) items.push(toRecord(item));
      seen++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && (q || seen < wanted));
  return { items, matched: q ? seen : null };
}

/** The team item's counters (links: kept by create/delete; clicks: by the click worker). */
export async function getTeamLinkStats(teamId: string): Promise<TeamLinkStats> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: teamKey(teamId),
      ProjectionExpression: '#links, #total, #unique',
      ExpressionAttributeNames: { '#links': 'links', '#total': 'totalClicks', '#unique': 'uniqueClicks' },
    }),
  );
  const n = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);
  return { links: n(Item?.links), totalClicks: n(Item?.totalClicks), uniqueClicks: n(Item?.uniqueClicks) };
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
  return record;
}

/**
 * Runs a transaction; 'ok', or the cancellation reason per item when a condition failed.
 * Concurrent transactions touching the same items may be cancelled with
 * TransactionConflict instead: those are retried with backoff until the answer is definite.
 */
async function transact(input: TransactWriteCommandInput): Promise<'ok' | string[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand(input));
      return 'ok';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.includes('ConditionalCheckFailed')) return reasons;
      if (reasons.includes('TransactionConflict') && attempt < 8) {
        await sleep(Math.min(25 * 2 ** attempt, 1000) * (0.5 + Math.random()));
        continue;
      }
      throw error;
    }
  }
}

function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.map((r) => r.Code ?? 'None');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

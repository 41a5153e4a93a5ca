import type { BulkStatus } from '@kisa/shared';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CAMPAIGNS_INDEX, campaignKey, campaignPartKey, campaignPartsQuery, teamCampaignsIndexKey, teamCampaignsPartition } from '../keys.js';
import { countTeamLinks } from '../links/index.js';
import { retryConflicts } from '../transactions.js';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';

/**
 * Campaign items and the markers of their written bulk parts (docs/DATA-MODEL.md,
 * "Campaigns"). Progress (`processed`/`total`) and `totalLinks` are exact counters: a
 * part is counted once, in the same transaction that writes its marker and adds its
 * links to the team's `links` counter.
 */

export interface CampaignRecord {
  campaignId: string;
  teamId: string;
  name: string;
  creator: { id: string; name: string };
  createdAt: string;
  status: BulkStatus;
  /** Links written and counted (parts committed). */
  processed: number;
  /** Links queued (valid links of every POST /links). */
  total: number;
  /** Links counted into the campaign (= processed, minus nothing: deletes of single links do not change it). */
  totalLinks: number;
  /** Snapshot of the campaign links' summed clicks, taken at `clicksAt`. */
  totalClicks: number;
  clicksAt?: string;
  error?: string;
  /** Set when a delete started: the campaign is gone for the API, its links are being removed. */
  deletedAt?: string;
  /** The newest export file of each format built in the background (big campaigns). */
  csvExport?: StoredExport;
  xlsxExport?: StoredExport;
}

/** An export file in the exports bucket: its key, name, when it was built and at which progress. */
export interface StoredExport {
  key: string;
  filename: string;
  at: string;
  processed: number;
}

export async function putCampaign(record: Omit<CampaignRecord, 'processed' | 'total' | 'totalLinks' | 'totalClicks' | 'status'>): Promise<CampaignRecord> {
  const item: CampaignRecord = { ...record, status: 'idle', processed: 0, total: 0, totalLinks: 0, totalClicks: 0 };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...campaignKey(record.campaignId), ...teamCampaignsIndexKey(record.teamId, record.createdAt, record.campaignId), type: 'campaign', ...item },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return item;
}

/** The campaign, deleted or not (strongly consistent: progress is read right after writes). */
export async function getCampaign(campaignId: string): Promise<CampaignRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: campaignKey(campaignId), ConsistentRead: true }));
  return Item ? toRecord(Item) : null;
}

/** A team's campaigns, newest first, without the ones being deleted (Query GSI1 backwards, all pages). */
export async function listTeamCampaigns(teamId: string): Promise<CampaignRecord[]> {
  const out: CampaignRecord[] = [];
  const pages = queryPages({
    TableName: tableName(),
    IndexName: CAMPAIGNS_INDEX,
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: 'attribute_not_exists(#deletedAt)',
    ExpressionAttributeNames: { '#deletedAt': 'deletedAt' },
    ExpressionAttributeValues: { ':pk': teamCampaignsPartition(teamId) },
    ScanIndexForward: false,
  });
  for await (const items of pages) for (const item of items) out.push(toRecord(item));
  return out;
}

/**
 * Adds `count` queued links to the campaign's `total` and marks it processing (a new run
 * clears an earlier error). Null when the campaign is not the team's or is being deleted.
 */
export async function addQueuedLinks(campaignId: string, teamId: string, count: number): Promise<CampaignRecord | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'ADD #total :n SET #status = :processing REMOVE #error',
        ConditionExpression: 'attribute_exists(PK) AND #teamId = :team AND attribute_not_exists(#deletedAt)',
        ExpressionAttributeNames: { '#total': 'total', '#status': 'status', '#error': 'error', '#teamId': 'teamId', '#deletedAt': 'deletedAt' },
        ExpressionAttributeValues: { ':n': count, ':processing': 'processing', ':team': teamId },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toRecord(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Takes back queued links that never reached the queue (the enqueue failed). */
export async function removeQueuedLinks(campaignId: string, count: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: campaignKey(campaignId),
      UpdateExpression: 'ADD #total :n',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':n': -count },
    }),
  ).catch((error) => {
    if (!isConditionFailed(error)) throw error;
  });
}

export async function isPartCommitted(campaignId: string, partId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: campaignPartKey(campaignId, partId), ConsistentRead: true, ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

/**
 * Counts a written part exactly once: one transaction writes the part's marker (only if
 * absent), adds its links to the campaign's progress and to the team's `links` counter.
 * 'already' when the marker exists (redelivery), 'gone' when the campaign was deleted.
 */
export async function commitPart(campaignId: string, teamId: string, partId: string, links: number): Promise<'committed' | 'already' | 'gone'> {
  const TableName = tableName();
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { ...campaignPartKey(campaignId, partId), type: 'campaignPart', links, committedAt: new Date().toISOString() },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: campaignKey(campaignId),
              UpdateExpression: 'ADD #processed :n, #totalLinks :n',
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#deletedAt)',
              ExpressionAttributeNames: { '#processed': 'processed', '#totalLinks': 'totalLinks', '#deletedAt': 'deletedAt' },
              ExpressionAttributeValues: { ':n': links },
            },
          },
          { Update: countTeamLinks(TableName, teamId, links) },
        ],
      }),
    ),
  );
  if (outcome === 'ok') return 'committed';
  if (outcome[0] === 'ConditionalCheckFailed') return 'already';
  if (outcome[1] === 'ConditionalCheckFailed') return 'gone';
  throw new Error(`commitPart cancelled: ${outcome.join(', ')}`);
}

/** processing/error → done once every queued link is written (no-op otherwise). */
export async function markDoneIfComplete(campaignId: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET #status = :done REMOVE #error',
        ConditionExpression: 'attribute_exists(PK) AND #processed >= #total AND #status <> :done',
        ExpressionAttributeNames: { '#status': 'status', '#processed': 'processed', '#total': 'total', '#error': 'error' },
        ExpressionAttributeValues: { ':done': 'done' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** A part failed for good (it goes to the dead-letter queue): the screen shows `message`. */
export async function markError(campaignId: string, message: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET #status = :error, #error = :message',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
        ExpressionAttributeValues: { ':error': 'error', ':message': message },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * Starts a delete: sets `deletedAt`, after which no part can be counted into the campaign
 * any more. Answers the campaign as it was marked, or null when it is not the team's or
 * already being deleted.
 */
export async function markDeleting(campaignId: string, teamId: string): Promise<CampaignRecord | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET #deletedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND #teamId = :team AND attribute_not_exists(#deletedAt)',
        ExpressionAttributeNames: { '#deletedAt': 'deletedAt', '#teamId': 'teamId' },
        ExpressionAttributeValues: { ':now': new Date().toISOString(), ':team': teamId },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toRecord(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Removes the campaign item and its part markers (the last step of a delete). */
export async function deleteCampaignItems(campaignId: string): Promise<void> {
  const { PK } = campaignPartsQuery(campaignId);
  for (;;) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': PK },
        ProjectionExpression: 'PK, SK',
        ConsistentRead: true,
        Limit: 100,
      }),
    );
    const keys = (page.Items ?? []).map((i) => ({ PK: i.PK as string, SK: i.SK as string }));
    if (keys.length === 0) return;
    // Markers first, the campaign item last (it is what tells a late worker the campaign is gone).
    keys.sort((a, b) => Number(a.SK === 'CAMPAIGN') - Number(b.SK === 'CAMPAIGN'));
    for (const key of keys) await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  }
}

/**
 * Stores a fresh clicks/links count taken from the campaign's links, unless a part was
 * counted meanwhile (then the count is already stale and the next read takes another).
 */
export async function saveClickSnapshot(campaignId: string, counted: { totalClicks: number; totalLinks: number; processedAtRead: number }): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET #totalClicks = :clicks, #totalLinks = :links, #clicksAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND #processed = :processed AND attribute_not_exists(#deletedAt)',
        ExpressionAttributeNames: { '#totalClicks': 'totalClicks', '#totalLinks': 'totalLinks', '#clicksAt': 'clicksAt', '#processed': 'processed', '#deletedAt': 'deletedAt' },
        ExpressionAttributeValues: { ':clicks': counted.totalClicks, ':links': counted.totalLinks, ':now': new Date().toISOString(), ':processed': counted.processedAtRead },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Claims the right to recount a campaign in the background: true for the first caller since
 * `minAgeMs` (so a screen polling every second queues one recount, not one per poll).
 */
export async function claimRecount(campaignId: string, minAgeMs: number, now = new Date()): Promise<boolean> {
  return claimOnce(campaignId, 'recountRequestedAt', minAgeMs, now);
}

/** Sets `attribute` to now unless it was set less than `minAgeMs` ago: true for the one caller that did. */
async function claimOnce(campaignId: string, attribute: string, minAgeMs: number, now: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET #requested = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#deletedAt) AND (attribute_not_exists(#requested) OR #requested < :cutoff)',
        ExpressionAttributeNames: { '#requested': attribute, '#deletedAt': 'deletedAt' },
        ExpressionAttributeValues: { ':now': now.toISOString(), ':cutoff': new Date(now.getTime() - minAgeMs).toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Claims building an export of `format` in the background (one job per `minAgeMs`). */
export async function claimExport(campaignId: string, format: 'csv' | 'xlsx', minAgeMs: number, now = new Date()): Promise<boolean> {
  return claimOnce(campaignId, `${format}ExportRequestedAt`, minAgeMs, now);
}

/** Records a built export file (the API then hands it out as a presigned URL). */
export async function saveExport(campaignId: string, format: 'csv' | 'xlsx', file: StoredExport): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: campaignKey(campaignId),
      UpdateExpression: 'SET #export = :file REMOVE #requested',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#export': `${format}Export`, '#requested': `${format}ExportRequestedAt` },
      ExpressionAttributeValues: { ':file': file },
    }),
  ).catch((error) => {
    if (!isConditionFailed(error)) throw error;
  });
}

function toRecord(item: Record<string, unknown>): CampaignRecord {
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  const record: CampaignRecord = {
    campaignId: item.campaignId as string,
    teamId: item.teamId as string,
    name: (item.name as string | undefined) ?? '',
    creator: (item.creator as CampaignRecord['creator'] | undefined) ?? { id: '', name: '' },
    createdAt: item.createdAt as string,
    status: (item.status as BulkStatus | undefined) ?? 'idle',
    processed: n(item.processed),
    total: n(item.total),
    totalLinks: n(item.totalLinks),
    totalClicks: n(item.totalClicks),
  };
  if (typeof item.clicksAt === 'string') record.clicksAt = item.clicksAt;
  if (typeof item.error === 'string') record.error = item.error;
  if (typeof item.deletedAt === 'string') record.deletedAt = item.deletedAt;
  if (item.csvExport && typeof item.csvExport === 'object') record.csvExport = item.csvExport as StoredExport;
  if (item.xlsxExport && typeof item.xlsxExport === 'object') record.xlsxExport = item.xlsxExport as StoredExport;
  return record;
}

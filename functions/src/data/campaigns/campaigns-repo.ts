import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CAMPAIGNS_INDEX, campaignKey, campaignPartsQuery, teamCampaignsIndexKey, teamCampaignsPartition } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { campaignRecordOf, type CampaignRecord, type StoredExport } from './campaign-item.js';

/**
 * Campaign items (docs/DATA-MODEL.md, "Campaigns and bulk"): created, listed, queued into by a
 * request, deleted with their part markers, their clicks snapshot and stored exports. What the
 * bulk worker reads and counts per part is read-part-state.ts and commit-part.ts.
 */

export type { CampaignRecord, StoredExport } from './campaign-item.js';

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
  return Item ? campaignRecordOf(Item) : null;
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
  for await (const items of pages) for (const item of items) out.push(campaignRecordOf(item));
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
    return Attributes ? campaignRecordOf(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Takes back queued links that never reached the queue (the enqueue failed). */
export async function removeQueuedLinks(campaignId: string, count: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'ADD #total :n',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':n': -count },
      }),
    )
    .catch((error) => {
      if (!isConditionFailed(error)) throw error;
    });
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
    return Attributes ? campaignRecordOf(Attributes) : null;
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
        ExpressionAttributeNames: {
          '#totalClicks': 'totalClicks',
          '#totalLinks': 'totalLinks',
          '#clicksAt': 'clicksAt',
          '#processed': 'processed',
          '#deletedAt': 'deletedAt',
        },
        ExpressionAttributeValues: {
          ':clicks': counted.totalClicks,
          ':links': counted.totalLinks,
          ':now': new Date().toISOString(),
          ':processed': counted.processedAtRead,
        },
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
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET #export = :file REMOVE #requested',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#export': `${format}Export`, '#requested': `${format}ExportRequestedAt` },
        ExpressionAttributeValues: { ':file': file },
      }),
    )
    .catch((error) => {
      if (!isConditionFailed(error)) throw error;
    });
}

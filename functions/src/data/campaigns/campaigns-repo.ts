import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { queryPages } from '../paging.js';
import { parseItem } from '../parse-item.js';
import { db, tableName } from '../table.js';
import { updateIf, updateIfReturningItem } from '../conditional-update.js';
import type { UpdateCondition } from '../update-expression.js';
import {
  CAMPAIGNS_INDEX,
  campaignKey,
  campaignPartsQuery,
  parseCampaign,
  teamCampaignsIndexKey,
  teamCampaignsPartition,
  type CampaignRecord,
  type StoredExport,
} from './campaign-item.js';

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
  const Key = campaignKey(campaignId);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  return Item ? parseCampaign(Item, Key) : null;
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
  for await (const items of pages) for (const item of items) out.push(parseCampaign(item));
  return out;
}

/**
 * Adds `count` queued links to the campaign's `total` and marks it processing (a new run
 * clears an earlier error). Null when the campaign is not the team's or is being deleted.
 */
export async function addQueuedLinks(campaignId: string, teamId: string, count: number): Promise<CampaignRecord | null> {
  const item = await updateIfReturningItem(campaignKey(campaignId), {
    fields: { status: 'processing', error: undefined },
    add: { total: count },
    condition: ownLiveCampaign(teamId),
  });
  return item ? parseCampaign(item) : null;
}

/** The campaign is the team's and not being deleted. */
function ownLiveCampaign(teamId: string): UpdateCondition {
  return {
    expression: 'attribute_exists(PK) AND #teamId = :team AND attribute_not_exists(#deletedAt)',
    names: { '#teamId': 'teamId', '#deletedAt': 'deletedAt' },
    values: { ':team': teamId },
  };
}

/** Takes back queued links that never reached the queue (the enqueue failed). */
export async function removeQueuedLinks(campaignId: string, count: number): Promise<void> {
  // A campaign deleted meanwhile has nothing to take back.
  await updateIf(campaignKey(campaignId), { add: { total: -count }, condition: { expression: 'attribute_exists(PK)' } });
}

/**
 * Starts a delete: sets `deletedAt`, after which no part can be counted into the campaign
 * any more. Answers the campaign as it was marked, or null when it is not the team's or
 * already being deleted.
 */
export async function markDeleting(campaignId: string, teamId: string): Promise<CampaignRecord | null> {
  const item = await updateIfReturningItem(campaignKey(campaignId), { fields: { deletedAt: new Date().toISOString() }, condition: ownLiveCampaign(teamId) });
  return item ? parseCampaign(item) : null;
}

/** The keys of an item in a campaign's partition (the campaign item or a part marker). */
const itemKeys = z.object({ PK: z.string(), SK: z.string() });

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
    const keys = (page.Items ?? []).map((item) => parseItem('campaign', itemKeys, item));
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
  return updateIf(campaignKey(campaignId), {
    fields: { totalClicks: counted.totalClicks, totalLinks: counted.totalLinks, clicksAt: new Date().toISOString() },
    condition: {
      expression: 'attribute_exists(PK) AND #processed = :processed AND attribute_not_exists(#deletedAt)',
      names: { '#processed': 'processed', '#deletedAt': 'deletedAt' },
      values: { ':processed': counted.processedAtRead },
    },
  });
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
  return updateIf(campaignKey(campaignId), {
    fields: { [attribute]: now.toISOString() },
    condition: {
      expression: 'attribute_exists(PK) AND attribute_not_exists(#deletedAt) AND (attribute_not_exists(#requested) OR #requested < :cutoff)',
      names: { '#requested': attribute, '#deletedAt': 'deletedAt' },
      values: { ':cutoff': new Date(now.getTime() - minAgeMs).toISOString() },
    },
  });
}

/** Claims building an export of `format` in the background (one job per `minAgeMs`). */
export async function claimExport(campaignId: string, format: 'csv' | 'xlsx', minAgeMs: number, now = new Date()): Promise<boolean> {
  return claimOnce(campaignId, `${format}ExportRequestedAt`, minAgeMs, now);
}

/** Records a built export file (the API then hands it out as a presigned URL). */
export async function saveExport(campaignId: string, format: 'csv' | 'xlsx', file: StoredExport): Promise<void> {
  // A campaign deleted meanwhile keeps no export.
  await updateIf(campaignKey(campaignId), {
    fields: { [`${format}Export`]: file, [`${format}ExportRequestedAt`]: undefined },
    condition: { expression: 'attribute_exists(PK)' },
  });
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../batch-get.js';
import { campaignKey, campaignPartKey } from '../keys.js';
import { db, tableName } from '../table.js';
import { campaignRecordOf, type CampaignRecord } from './campaign-item.js';

/**
 * What the bulk worker reads of a campaign for one part (docs/DATA-MODEL.md "Campaigns and
 * bulk"): the campaign and the part's marker, read together at the start of the part
 * (readPartState); the marker alone, for the purge's parts (isPartCommitted). The part's end
 * states are written by commit-part.ts.
 */

/** The campaign (null: gone) and whether the part was counted already, in one consistent BatchGetItem. */
export async function readPartState(campaignId: string, partId: string): Promise<{ campaign: CampaignRecord | null; committed: boolean }> {
  const items = await batchGetItems([campaignKey(campaignId), campaignPartKey(campaignId, partId)], { ConsistentRead: true });
  const campaign = items.find((item) => item.SK === campaignKey(campaignId).SK);
  return { campaign: campaign ? campaignRecordOf(campaign) : null, committed: items.some((item) => item.SK === campaignPartKey(campaignId, partId).SK) };
}

/** Whether the part's marker exists (the purge asks per part of the links it deletes). */
export async function isPartCommitted(campaignId: string, partId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: campaignPartKey(campaignId, partId), ConsistentRead: true, ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../batch-get.js';
import { db, tableName } from '../table.js';
import { campaignKey, campaignPartKey, parseCampaign, parseCampaignPart, type CampaignRecord } from './campaign-item.js';

/**
 * What the bulk worker reads of a campaign for one part (docs/DATA-MODEL.md "Campaigns and
 * bulk"): the campaign and the part's marker, read together at the start of the part
 * (readPartState); the marker alone, for the purge's parts (isPartCommitted). The part's end
 * states are written by commit-part.ts.
 */

/** The campaign (null: gone) and whether the part was counted already, in one consistent BatchGetItem. */
export async function readPartState(campaignId: string, partId: string): Promise<{ campaign: CampaignRecord | null; committed: boolean }> {
  const [campaignAt, partAt] = [campaignKey(campaignId), campaignPartKey(campaignId, partId)];
  const items = await batchGetItems([campaignAt, partAt], { ConsistentRead: true });
  const campaign = items.find((item) => item.SK === campaignAt.SK);
  const part = items.find((item) => item.SK === partAt.SK);
  // A marker that cannot be read throws rather than pass for counted.
  if (part) parseCampaignPart(part);
  return { campaign: campaign ? parseCampaign(campaign) : null, committed: part !== undefined };
}

/** Whether the part's marker exists (the purge asks per part of the links it deletes). */
export async function isPartCommitted(campaignId: string, partId: string): Promise<boolean> {
  const Key = campaignPartKey(campaignId, partId);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  if (Item) parseCampaignPart(Item, Key);
  return Item !== undefined;
}

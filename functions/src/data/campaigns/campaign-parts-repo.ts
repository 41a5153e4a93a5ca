import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../batch-get.js';
import { campaignKey, campaignPartKey } from '../keys.js';
import { countDomainLinks, countTeamLinks } from '../links/index.js';
import { retryConflicts } from '../transactions.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { campaignRecordOf, type CampaignRecord } from './campaign-item.js';

/**
 * What the bulk worker reads and writes of a campaign for one part (docs/DATA-MODEL.md
 * "Campaigns and bulk"): the campaign and the part's marker, read together at the start
 * (readPartState); the part's count at the end, one call (commitPart: one transaction of marker,
 * campaign progress and team counter, then the campaign's `done`); its `error` when a part
 * fails for good. Progress (`processed`/`total`) and `totalLinks` are exact counters: a part is
 * counted once.
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

/** What committing a part did: its outcome, and whether this call moved the campaign to `done`. */
export interface PartCommit {
  outcome: 'committed' | 'already' | 'gone';
  completed: boolean;
}

/**
 * Counts a written part exactly once, then finishes its campaign if every queued link is
 * written: the part's one write at its end, so the worker enters this file twice per part (the
 * read at the start, this at the end). 'already' when the marker exists (another delivery
 * counted the part; `done` is still tried, as that delivery may have stopped before it), 'gone'
 * when the campaign was deleted. `completed`: this call set `done` (the run is announced once).
 */
export async function commitPart(campaignId: string, teamId: string, partId: string, links: number, domain?: string): Promise<PartCommit> {
  const outcome = await countPart(campaignId, teamId, partId, links, domain);
  // Only the item after the commit knows whether this part was the last (parts commit concurrently).
  return { outcome, completed: outcome !== 'gone' && (await markDoneIfComplete(campaignId)) };
}

/**
 * One transaction writes the part's marker (only if absent), adds its links to the campaign's
 * progress and to the team's `links` counter (and its branded domain's).
 */
async function countPart(campaignId: string, teamId: string, partId: string, links: number, domain?: string): Promise<'committed' | 'already' | 'gone'> {
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
          // Links on a branded domain count on it too (issue 25; its removal waits for them).
          ...(domain ? [{ Update: countDomainLinks(TableName, teamId, domain, links) }] : []),
        ],
      }),
    ),
  );
  if (outcome === 'ok') return 'committed';
  if (outcome[0] === 'ConditionalCheckFailed') return 'already';
  if (outcome[1] === 'ConditionalCheckFailed') return 'gone';
  if (domain && outcome[3] === 'ConditionalCheckFailed') throw new Error(`commitPart: the domain ${domain} was removed while the part's links were written`);
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

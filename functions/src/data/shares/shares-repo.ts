import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { SHARES_PER_TEAM_MAX, TABLE_TTL_ATTRIBUTE } from '@kisa/shared';
import { teamKey } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { ENDED_SHARE_KEPT_SECONDS, parseShare, shareItems, shareTokenKey, teamShareKey, teamSharesQuery, type ShareRecord } from './share-item.js';

/**
 * Shared dashboards (share-item.ts). Creating one writes its two items and counts it on the team
 * item (SHARES_PER_TEAM_MAX); revoking marks both revoked at once and lets the table's TTL clear
 * them after ENDED_SHARE_KEPT_SECONDS, so the list still shows what was revoked for a while.
 */

/** The share a URL's token names (by its hash), or null. */
export async function findShareByTokenHash(tokenHash: string): Promise<ShareRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: shareTokenKey(tokenHash) }));
  return Item ? parseShare(Item) : null;
}

/** Every share of the team (at most SHARES_PER_TEAM_MAX and the revoked ones the TTL has not cleared yet). */
export async function listTeamShares(teamId: string): Promise<ShareRecord[]> {
  const { PK, skPrefix } = teamSharesQuery(teamId);
  const shares: ShareRecord[] = [];
  for await (const items of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': PK, ':sk': skPrefix },
  })) {
    shares.push(...items.map(parseShare));
  }
  return shares;
}

export async function getTeamShare(teamId: string, shareId: string): Promise<ShareRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamShareKey(teamId, shareId), ConsistentRead: true }));
  return Item ? parseShare(Item) : null;
}

/** Adds a share: 'limit' when the team holds SHARES_PER_TEAM_MAX already. */
export async function createShare(share: ShareRecord): Promise<'created' | 'limit'> {
  const TableName = tableName();
  const outcome = await transact({
    TransactItems: [
      ...shareItems(share).map((Item) => ({ Put: { TableName, Item, ConditionExpression: 'attribute_not_exists(PK)' } })),
      {
        Update: {
          TableName,
          Key: teamKey(share.teamId),
          ...buildUpdate({
            add: { shares: 1 },
            condition: {
              expression: 'attribute_exists(PK) AND (attribute_not_exists(#shares) OR #shares < :max)',
              names: { '#shares': 'shares' },
              values: { ':max': SHARES_PER_TEAM_MAX },
            },
          }),
        },
      },
    ],
  });
  if (outcome === 'ok') return 'created';
  if (outcome[2] === 'ConditionalCheckFailed') return 'limit';
  throw new Error(`createShare cancelled: ${outcome.join(', ')}`);
}

/** Revokes a share under both its keys at once: 'gone' when it was revoked (or cleared) meanwhile. */
export async function revokeShare(share: ShareRecord, revokedAt: string): Promise<'revoked' | 'gone'> {
  const TableName = tableName();
  const ttl = Math.floor(Date.parse(revokedAt) / 1000) + ENDED_SHARE_KEPT_SECONDS;
  const mark = buildUpdate({
    fields: { revokedAt, [TABLE_TTL_ATTRIBUTE]: ttl },
    condition: { expression: 'attribute_exists(PK) AND attribute_not_exists(revokedAt)' },
  });
  const outcome = await transact({
    TransactItems: [
      { Update: { TableName, Key: teamShareKey(share.teamId, share.shareId), ...mark } },
      { Update: { TableName, Key: shareTokenKey(share.tokenHash), ...mark } },
      { Update: { TableName, Key: teamKey(share.teamId), ...buildUpdate({ add: { shares: -1 } }) } },
    ],
  });
  if (outcome === 'ok') return 'revoked';
  if (outcome.includes('ConditionalCheckFailed')) return 'gone';
  throw new Error(`revokeShare cancelled: ${outcome.join(', ')}`);
}

const transact = (input: TransactWriteCommandInput) => retryConflicts(() => db().send(new TransactWriteCommand(input)));

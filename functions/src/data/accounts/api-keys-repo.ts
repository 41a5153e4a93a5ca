import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import {
  API_KEYS_INDEX,
  apiKeyItem,
  apiKeyKey,
  parseApiKey,
  TEAM_API_KEYS_INDEX,
  teamApiKeysPartition,
  userApiKeysPartition,
  type ApiKeyRecord,
} from './api-key-item.js';

export async function putApiKey(record: ApiKeyRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: apiKeyItem(record),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * The authentication lookup, once per request. Strongly consistent, so a key revoked a
 * moment ago is refused at once.
 */
export async function getApiKey(keyHash: string): Promise<ApiKeyRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: apiKeyKey(keyHash), ConsistentRead: true }));
  return Item ? parseApiKey(Item) : null;
}

/** A user's keys, oldest first (GSI1; a key created a moment ago may take a moment to show). */
export async function listApiKeys(userId: string): Promise<ApiKeyRecord[]> {
  const records: ApiKeyRecord[] = [];
  const pages = queryPages({
    TableName: tableName(),
    IndexName: API_KEYS_INDEX,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': userApiKeysPartition(userId) },
  });
  for await (const items of pages) records.push(...items.map(parseApiKey));
  return records;
}

/** A team's keys, oldest first (GSI2; keys from before keys were bound to a team are not in it). */
export async function listTeamApiKeys(teamId: string): Promise<ApiKeyRecord[]> {
  const records: ApiKeyRecord[] = [];
  const pages = queryPages({
    TableName: tableName(),
    IndexName: TEAM_API_KEYS_INDEX,
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': teamApiKeysPartition(teamId) },
  });
  for await (const items of pages) records.push(...items.map(parseApiKey));
  return records;
}

/**
 * Deletes the key if it belongs to `owner.userId`, or (`owner.teamId`) is bound to that team;
 * false when there is no such key.
 */
export async function deleteApiKey(keyHash: string, owner: string | { teamId: string }): Promise<boolean> {
  const byUser = typeof owner === 'string';
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: apiKeyKey(keyHash),
        ConditionExpression: byUser ? 'userId = :o' : 'teamId = :o',
        ExpressionAttributeValues: { ':o': byUser ? owner : owner.teamId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Records a use, at most once per interval: the write only happens when the stored
 * lastUsedAt is older than `staleBefore` (ISO timestamps compare as strings), and never
 * resurrects a key revoked meanwhile. Answers whether it wrote.
 */
export async function touchApiKey(keyHash: string, now: string, staleBefore: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: apiKeyKey(keyHash),
        ...buildUpdate({
          fields: { lastUsedAt: now },
          condition: { expression: 'attribute_exists(PK) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :stale)', values: { ':stale': staleBefore } },
        }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

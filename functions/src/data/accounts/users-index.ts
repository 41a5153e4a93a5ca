import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table.js';
import { cancellationReasons, sleep } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import {
  LEGACY_USERS_INDEX,
  LEGACY_USERS_INDEX_PK,
  parseLegacyUserRow,
  parseUser,
  userKey,
  USERS_INDEX,
  USERS_INDEX_PK,
  usersIndexedMarkerKey,
  usersIndexKey,
  type UserProfile,
} from './user-item.js';
import { addToUserCount } from './users-count.js';

/** The admin's list of users (GSI3, keys only what the table shows) and the one-time move of profiles from before it. */

/**
 * One page of all users, newest first (admin table), by key: Query GSI3 `USERS` from `cursor`
 * (the previous page's LastEvaluatedKey). `skip` rows are read keys-only and passed over first
 * (the API's `page` without a cursor: older clients; GSI3's rows are small, but it still reads
 * them). Answers the page and the key to continue from, absent on the last page.
 */
export async function listUsersPage(
  limit: number,
  options: { cursor?: Record<string, unknown>; skip?: number } = {},
): Promise<{ items: UserProfile[]; next?: Record<string, unknown> }> {
  let ExclusiveStartKey = options.cursor;
  let toSkip = options.skip ?? 0;
  const query = (Limit: number, keysOnly: boolean) =>
    db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: USERS_INDEX,
        KeyConditionExpression: 'GSI3PK = :pk',
        ExpressionAttributeValues: { ':pk': USERS_INDEX_PK },
        ScanIndexForward: false,
        Limit,
        ExclusiveStartKey,
        ...(keysOnly ? { ProjectionExpression: 'PK, SK, GSI3PK, GSI3SK' } : {}),
      }),
    );
  while (toSkip > 0) {
    const skipped = await query(Math.min(toSkip, 1000), true);
    toSkip -= skipped.Items?.length ?? 0;
    ExclusiveStartKey = skipped.LastEvaluatedKey;
    if (!ExclusiveStartKey) return { items: [] };
  }
  const items: UserProfile[] = [];
  while (items.length < limit) {
    const result = await query(limit - items.length, false);
    items.push(...(result.Items ?? []).map(parseUser));
    ExclusiveStartKey = result.LastEvaluatedKey;
    if (!ExclusiveStartKey) break;
  }
  // A full page may end exactly at the last row: DynamoDB then still answers a key, and the
  // next page is empty — the client shows "no more" there, as it would for a deletion meanwhile.
  return { items, ...(ExclusiveStartKey ? { next: ExclusiveStartKey } : {}) };
}

/** Whether this container has seen the legacy profiles moved (never goes back). */
let usersIndexed = false;

/**
 * Makes sure every profile from before GSI3 is listed there and counted (the admin's reads
 * call it first): one consistent GetItem of the marker, once per container; without the
 * marker, `indexLegacyProfiles` runs (resumable, idempotent) and then sets it.
 */
export async function ensureUsersIndexed(): Promise<void> {
  if (usersIndexed) return;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: usersIndexedMarkerKey(), ConsistentRead: true }));
  if (!Item) await indexLegacyProfiles();
  usersIndexed = true;
}

/**
 * Moves the profiles from before GSI3 (GSI2 `USERS`, no GSI3 keys) to GSI3 and counts
 * them: per profile one transaction — `SET GSI3PK, GSI3SK REMOVE GSI2PK, GSI2SK` conditional on
 * still being a legacy row (`GSI2PK = USERS AND attribute_not_exists(GSI3PK)`), and `ADD users 1`
 * on a count shard. Each profile moves and is counted exactly once, however many run this at
 * once or are stopped halfway (a later run goes on where it stopped); a profile deleted meanwhile
 * fails its condition and is not counted. Passes repeat until one moves nothing (GSI2 may lag in
 * AWS); then the marker is set. Answers how many it moved.
 */
export async function indexLegacyProfiles(): Promise<number> {
  const TableName = tableName();
  let moved = 0;
  for (let pass = 0; pass < 20; pass++) {
    let movedInPass = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName,
          IndexName: LEGACY_USERS_INDEX,
          KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': LEGACY_USERS_INDEX_PK },
          ProjectionExpression: 'PK, SK, userId, createdAt, GSI3PK',
          Limit: 100,
          ExclusiveStartKey,
        }),
      );
      ExclusiveStartKey = page.LastEvaluatedKey;
      const rows = (page.Items ?? []).map(parseLegacyUserRow).filter((row) => row.GSI3PK === undefined);
      for (let i = 0; i < rows.length; i += 10) {
        const outcomes = await Promise.all(rows.slice(i, i + 10).map((row) => moveLegacyProfile(row.userId, row.createdAt)));
        movedInPass += outcomes.filter(Boolean).length;
      }
    } while (ExclusiveStartKey);
    moved += movedInPass;
    if (movedInPass === 0) break;
  }
  await db().send(new PutCommand({ TableName, Item: { ...usersIndexedMarkerKey(), type: 'marker', at: new Date().toISOString(), moved } }));
  return moved;
}

async function moveLegacyProfile(userId: string, createdAt: string): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: userKey(userId),
                ...buildUpdate({
                  fields: { ...usersIndexKey(createdAt, userId), GSI2PK: undefined, GSI2SK: undefined },
                  condition: { expression: 'GSI2PK = :legacy AND attribute_not_exists(GSI3PK)', values: { ':legacy': LEGACY_USERS_INDEX_PK } },
                }),
              },
            },
            { Update: addToUserCount(1) },
          ],
        }),
      );
      return true;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons?.[0] === 'ConditionalCheckFailed') return false;
      if (reasons?.includes('TransactionConflict') && attempt < 6) {
        await sleep(20 * 2 ** attempt + Math.random() * 20);
        continue;
      }
      throw error;
    }
  }
}

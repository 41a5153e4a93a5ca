import type { PlatformRole, TeamRole } from '@kisa/shared';
import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  emailKey,
  LEGACY_USERS_INDEX,
  LEGACY_USERS_INDEX_PK,
  teamKey,
  teamMemberKey,
  userCountShardKey,
  userKey,
  USERS_INDEX,
  USERS_INDEX_PK,
  usersIndexedMarkerKey,
  usersIndexKey,
} from '../keys.js';
import { db, isConditionFailed, tableName } from '../table.js';

export interface UserProfile {
  userId: string;
  name: string;
  email: string;
  role: PlatformRole;
  teamId: string;
  teamRole: TeamRole;
  plan: string;
  verified: boolean;
  createdAt: string;
  /** Set by an admin; a disabled user can neither sign in nor use a session or API key. */
  disabled?: boolean;
  /**
   * Legacy (before issue 23): the sessions listed on the profile, session id → expiry (epoch s).
   * Still honoured until they expire; new sessions are items of their own (sessions-repo.ts).
   */
  sessions?: Record<string, number>;
  /** The profile carries the GSI3 keys: it is listed for the admin and counted in the user count. */
  counted?: boolean;
}

export interface NewTeam {
  teamId: string;
  name: string;
  createdAt: string;
}

/**
 * Writes a new account in one transaction: profile, e-mail claim, team and the owner's
 * membership. The claim's condition makes e-mails unique even when sign-ups race.
 */
export async function createAccount(user: UserProfile, team: NewTeam): Promise<'created' | 'emailTaken'> {
  const TableName = tableName();
  const command = () => new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName,
          Item: newProfileItem(user),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName,
          Item: { ...emailKey(user.email), type: 'email', userId: user.userId },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName,
          // `owners` counts the team's owners, so the last one can never be removed or demoted.
          // A new team has no links the search index lacks: `searchIndexed` from the start, so
          // no search ever backfills it (a backfill reads the team's whole links partition).
          Item: { ...teamKey(team.teamId), type: 'team', teamId: team.teamId, name: team.name, ownerId: user.userId, owners: 1, createdAt: team.createdAt, searchIndexed: true },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName,
          Item: {
            ...teamMemberKey(team.teamId, user.userId),
            type: 'member',
            userId: user.userId,
            name: user.name,
            email: user.email,
            role: user.teamRole,
            memberSince: user.createdAt,
          },
        },
      },
      // The user count: +1 on one shard, in the same transaction as the profile.
      { Update: addToUserCount(1) },
    ],
  });
  // Racing transactions on the same claim may be cancelled with TransactionConflict
  // rather than a failed condition; retrying turns that into a definite answer.
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(command());
      return 'created';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons?.[1] === 'ConditionalCheckFailed') return 'emailTaken';
      if (reasons?.includes('TransactionConflict') && attempt < 4) {
        await sleep(20 * 2 ** attempt + Math.random() * 20);
        continue;
      }
      throw error;
    }
  }
}

/** `consistent` for the per-request session check, which must see a sign-in or sign-out at once. */
export async function getUser(userId: string, options: { consistent?: boolean } = {}): Promise<UserProfile | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: options.consistent }));
  return Item ? toProfile(Item) : null;
}

/**
 * Current names of the given users (BatchGet, 100 keys a call); ids without a profile
 * (removed members) are absent from the map.
 */
export async function getUserNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((id) => ({ ...userKey(id) }));
    while (keys && keys.length > 0) {
      const out: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: keys, ProjectionExpression: 'userId, #n', ExpressionAttributeNames: { '#n': 'name' } } },
        }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) {
        if (typeof item.userId === 'string' && typeof item.name === 'string') names.set(item.userId, item.name);
      }
      keys = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return names;
}

export async function getUserIdByEmail(email: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: emailKey(email) }));
  return typeof Item?.userId === 'string' ? Item.userId : null;
}

/** Sets verified; null when there is no such user. */
export async function markVerified(userId: string): Promise<UserProfile | null> {
  return updateProfile(userId, 'SET verified = :v', { ':v': true });
}

export async function setPlatformRole(userId: string, role: PlatformRole): Promise<UserProfile | null> {
  return updateProfile(userId, 'SET #role = :r', { ':r': role }, { '#role': 'role' });
}

/** Sets the admin-controlled flags; null when there is no such user. */
export async function setUserFlags(userId: string, flags: { verified?: boolean; disabled?: boolean }): Promise<UserProfile | null> {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  if (flags.verified !== undefined) {
    sets.push('verified = :v');
    values[':v'] = flags.verified;
  }
  if (flags.disabled !== undefined) {
    sets.push('disabled = :d');
    values[':d'] = flags.disabled;
  }
  if (!sets.length) return getUser(userId);
  return updateProfile(userId, `SET ${sets.join(', ')}`, values);
}

/** The item of a new profile: listed in GSI3 (admin) and so counted (the creating transaction adds 1). */
export function newProfileItem(user: UserProfile): Record<string, unknown> {
  const { counted: _counted, sessions: _sessions, ...fields } = user;
  return { ...userKey(user.userId), ...usersIndexKey(user.createdAt, user.userId), type: 'user', ...fields };
}

/**
 * How many shards the user count has. Throughput alone would allow one item (~500
 * transactional writes/s; sign-ups are rate-limited per address and far rarer), but every
 * profile create and delete is a *transaction*, and two transactions on one item at once cancel
 * each other (TransactionConflict): concurrent sign-ups (a launch, parallel test files) would
 * retry against each other. With 8 shards, chosen at random per attempt, they meet 1 time in 8;
 * the read is one BatchGetItem of 8 small items. May grow (the read sums 0..N-1), never shrink.
 */
export const USER_COUNT_SHARDS = 8;

/** The transaction item that adds `delta` (±1) to one user-count shard, chosen at random (creates it on first use). */
export function addToUserCount(delta: 1 | -1) {
  return {
    TableName: tableName(),
    Key: userCountShardKey(Math.floor(Math.random() * USER_COUNT_SHARDS)),
    UpdateExpression: 'SET #type = :type ADD #users :d',
    ExpressionAttributeNames: { '#type': 'type', '#users': 'users' },
    ExpressionAttributeValues: { ':type': 'userCount', ':d': delta },
  };
}

/** How many users exist: the sum of the count's shards (one consistent BatchGetItem). */
export async function countUsers(): Promise<number> {
  const TableName = tableName();
  let total = 0;
  let keys: Record<string, unknown>[] | undefined = Array.from({ length: USER_COUNT_SHARDS }, (_, i) => ({ ...userCountShardKey(i) }));
  for (let attempt = 0; keys?.length; attempt++) {
    const out: BatchGetCommandOutput = await db().send(
      new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true, ProjectionExpression: '#users', ExpressionAttributeNames: { '#users': 'users' } } } }),
    );
    for (const item of out.Responses?.[TableName] ?? []) total += Number(item.users ?? 0);
    keys = out.UnprocessedKeys?.[TableName]?.Keys;
    if (keys?.length) await sleep(Math.min(20 * 2 ** attempt, 1000));
  }
  return total;
}

/**
 * One page of all users, newest first (admin table), by key: Query GSI3 `USERS` from `cursor`
 * (the previous page's LastEvaluatedKey). `skip` rows are read keys-only and passed over first
 * (the API's `page` without a cursor: older clients; GSI3's rows are small, but it still reads
 * them). Answers the page and the key to continue from, absent on the last page.
 */
export async function listUsersPage(limit: number, options: { cursor?: Record<string, unknown>; skip?: number } = {}): Promise<{ items: UserProfile[]; next?: Record<string, unknown> }> {
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
    items.push(...(result.Items ?? []).map(toProfile));
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
 * Moves the profiles from before issue 23 (GSI2 `USERS`, no GSI3 keys) to GSI3 and counts
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
          ProjectionExpression: 'userId, createdAt, GSI3PK',
          Limit: 100,
          ExclusiveStartKey,
        }),
      );
      ExclusiveStartKey = page.LastEvaluatedKey;
      const rows = (page.Items ?? []).filter((i) => typeof i.userId === 'string' && typeof i.createdAt === 'string' && i.GSI3PK === undefined);
      for (let i = 0; i < rows.length; i += 10) {
        const outcomes = await Promise.all(rows.slice(i, i + 10).map((row) => moveLegacyProfile(row.userId as string, row.createdAt as string)));
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
                UpdateExpression: 'SET GSI3PK = :pk3, GSI3SK = :sk3 REMOVE GSI2PK, GSI2SK',
                ConditionExpression: 'GSI2PK = :legacy AND attribute_not_exists(GSI3PK)',
                ExpressionAttributeValues: { ...prefixed(usersIndexKey(createdAt, userId)), ':legacy': LEGACY_USERS_INDEX_PK },
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

const prefixed = (key: { GSI3PK: string; GSI3SK: string }) => ({ ':pk3': key.GSI3PK, ':sk3': key.GSI3SK });

async function updateProfile(
  userId: string,
  UpdateExpression: string,
  ExpressionAttributeValues: Record<string, unknown>,
  ExpressionAttributeNames?: Record<string, string>,
): Promise<UserProfile | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression,
        ExpressionAttributeValues,
        ExpressionAttributeNames,
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toProfile(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

export function toProfile(item: Record<string, unknown>): UserProfile {
  return {
    userId: item.userId as string,
    name: item.name as string,
    email: item.email as string,
    role: item.role as PlatformRole,
    teamId: item.teamId as string,
    teamRole: item.teamRole as TeamRole,
    plan: item.plan as string,
    verified: item.verified === true,
    createdAt: item.createdAt as string,
    ...(item.disabled === true ? { disabled: true } : {}),
    ...(isSessionMap(item.sessions) ? { sessions: item.sessions } : {}),
    ...(typeof item.GSI3PK === 'string' ? { counted: true } : {}),
  };
}

function isSessionMap(value: unknown): value is Record<string, number> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.map((r) => r.Code ?? 'None');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

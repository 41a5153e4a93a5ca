import type { PlatformRole, TeamRole } from '@kisa/shared';
import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { emailKey, teamKey, teamMemberKey, userKey, usersIndexKey } from '../keys.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { cancellationReasons, sleep } from '../transactions.js';
import { addToUserCount } from './users-count.js';

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
  const command = () =>
    new TransactWriteCommand({
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
            Item: {
              ...teamKey(team.teamId),
              type: 'team',
              teamId: team.teamId,
              name: team.name,
              ownerId: user.userId,
              owners: 1,
              createdAt: team.createdAt,
              searchIndexed: true,
            },
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

/** Sets the admin-controlled flags and plan; null when there is no such user. */
export async function setUserFlags(userId: string, flags: { verified?: boolean; disabled?: boolean; plan?: string }): Promise<UserProfile | null> {
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
  if (flags.plan !== undefined) {
    sets.push('#plan = :plan');
    values[':plan'] = flags.plan;
  }
  if (!sets.length) return getUser(userId);
  return updateProfile(userId, `SET ${sets.join(', ')}`, values, flags.plan !== undefined ? { '#plan': 'plan' } : undefined);
}

/** The item of a new profile: listed in GSI3 (admin) and so counted (the creating transaction adds 1). */
export function newProfileItem(user: UserProfile): Record<string, unknown> {
  const { counted: _counted, sessions: _sessions, ...fields } = user;
  return { ...userKey(user.userId), ...usersIndexKey(user.createdAt, user.userId), type: 'user', ...fields };
}

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

import type { PlatformRole, TeamRole } from '@kisa/shared';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { emailKey, teamKey, teamMemberKey, userKey, usersIndexKey } from './keys.js';
import { db, isConditionFailed, tableName } from './table.js';

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
  const command = new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName,
          Item: { ...userKey(user.userId), ...usersIndexKey(user.createdAt, user.userId), type: 'user', ...user },
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
          Item: { ...teamKey(team.teamId), type: 'team', teamId: team.teamId, name: team.name, ownerId: user.userId, createdAt: team.createdAt },
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
    ],
  });
  // Racing transactions on the same claim may be cancelled with TransactionConflict
  // rather than a failed condition; retrying turns that into a definite answer.
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(command);
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

export async function getUser(userId: string): Promise<UserProfile | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(userId) }));
  return Item ? toProfile(Item) : null;
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

function toProfile(item: Record<string, unknown>): UserProfile {
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
  };
}

function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.map((r) => r.Code ?? 'None');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import type { PlatformRole } from '@kisa/shared';
import type { Locale } from '@kisa/shared/i18n';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../batch-get.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { cancellationReasons, sleep } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { emailClaimItem, emailKey, parseEmailClaim } from './email-claim-item.js';
import { memberItem } from './member-item.js';
import { newTeamItem, type NewTeam } from './team-item.js';
import { newProfileItem, parseUser, parseUserName, userKey, type UserProfile } from './user-item.js';
import { addToUserCount } from './users-count.js';

/**
 * Writes a new account in one transaction: profile, e-mail claim, its own team and the
 * membership that makes it the team's owner. The claim's condition makes e-mails unique even when sign-ups race.
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
        { Put: { TableName, Item: emailClaimItem(user.email, user.userId), ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName, Item: newTeamItem(team, user.userId), ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName, Item: memberItem(user, 'owner') } },
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
  return Item ? parseUser(Item) : null;
}

/**
 * Current names of the given users (BatchGet, 100 keys a call); ids without a profile
 * (removed members) are absent from the map.
 */
export async function getUserNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(userIds)].map(userKey);
  const items = await batchGetItems(keys, { ProjectionExpression: 'PK, SK, userId, #n', ExpressionAttributeNames: { '#n': 'name' } });
  return new Map(items.map(parseUserName).map((user) => [user.userId, user.name]));
}

export async function getUserIdByEmail(email: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: emailKey(email) }));
  return Item ? parseEmailClaim(Item) : null;
}

/** Sets verified; null when there is no such user. */
export async function markVerified(userId: string): Promise<UserProfile | null> {
  return updateProfile(userId, { verified: true });
}

export async function setPlatformRole(userId: string, role: PlatformRole): Promise<UserProfile | null> {
  return updateProfile(userId, { role });
}

/** Sets the language the person chose; null when there is no such user. */
export async function setUserLocale(userId: string, locale: Locale): Promise<UserProfile | null> {
  return updateProfile(userId, { locale });
}

/** Sets the admin-controlled flags and plan; null when there is no such user. */
export async function setUserFlags(userId: string, flags: { verified?: boolean; disabled?: boolean; plan?: string }): Promise<UserProfile | null> {
  // Only the flags given: an absent one is left as it is (buildUpdate would remove it).
  const fields = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
  if (Object.keys(fields).length === 0) return getUser(userId);
  return updateProfile(userId, fields);
}

async function updateProfile(userId: string, fields: Record<string, unknown>): Promise<UserProfile | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        ...buildUpdate({ fields, condition: { expression: 'attribute_exists(PK)' } }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseUser(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

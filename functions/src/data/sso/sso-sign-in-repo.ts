import type { SsoDefaultRole } from '@kisa/shared';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { emailClaimItem } from '../accounts/email-claim-item.js';
import { membershipItem, type NewMembership } from '../accounts/member-item.js';
import { newProfileItem, userKey, type UserProfile } from '../accounts/user-item.js';
import { addToUserCount } from '../accounts/users-count.js';
import { teamKey } from '../keys.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { parseSsoLink, ssoLinkItem, ssoLinkKey, type SsoLinkRecord } from './sso-link-item.js';
import { parseSsoState, ssoStateItem, ssoStateKey, type SsoStateRecord } from './sso-state-item.js';

/**
 * The writes of a single sign-on: the attempt's state (single use), the link of an identity
 * provider's subject to an account, and the account or membership a first sign-in creates —
 * each link written in the same transaction as what it points to.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function putSsoState(stateHash: string, record: SsoStateRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: ssoStateItem(stateHash, record), ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** Deletes the attempt's state and answers it, if it existed and had not expired at `nowSeconds`: at most one caller ever gets it. */
export async function takeSsoState(stateHash: string, nowSeconds: number): Promise<SsoStateRecord | null> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: ssoStateKey(stateHash),
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? parseSsoState(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

export async function getSsoLink(teamId: string, issuer: string, subject: string): Promise<SsoLinkRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: ssoLinkKey(teamId, issuer, subject), ConsistentRead: true }));
  return Item ? parseSsoLink(Item) : null;
}

export type SsoWriteRefusal = 'emailTaken' | 'noTeam' | 'linked' | 'changed';

/**
 * A person's first sign-in through the team's provider, with no account yet: profile, e-mail
 * claim, membership and link, on condition that the team exists, the e-mail is free and the
 * subject is not linked yet.
 */
export async function createSsoAccount(profile: UserProfile, role: SsoDefaultRole, link: SsoLinkRecord): Promise<'created' | SsoWriteRefusal> {
  const TableName = tableName();
  const items: TransactItem[] = [
    { Put: { TableName, Item: newProfileItem(profile), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName, Item: emailClaimItem(profile.email, profile.userId), ConditionExpression: 'attribute_not_exists(PK)' } },
    { ConditionCheck: { TableName, Key: teamKey(link.teamId), ConditionExpression: 'attribute_exists(PK)' } },
    { Put: { TableName, Item: ssoLinkItem(link), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName, Item: membershipItem({ teamId: link.teamId, userId: profile.userId, role, memberSince: profile.createdAt }) } },
    { Update: addToUserCount(1) },
  ];
  return run(items, ['changed', 'emailTaken', 'noTeam', 'linked', 'changed', 'changed'], 'created');
}

/**
 * Links an existing account to the provider's subject; with `membership`, also makes it a member
 * of the team (on condition that it is not one yet). The account must still exist.
 */
export async function linkSsoAccount(link: SsoLinkRecord, membership: NewMembership | null): Promise<'linked' | SsoWriteRefusal> {
  const TableName = tableName();
  const items: TransactItem[] = [
    { ConditionCheck: { TableName, Key: userKey(link.userId), ConditionExpression: 'attribute_exists(PK)' } },
    { ConditionCheck: { TableName, Key: teamKey(link.teamId), ConditionExpression: 'attribute_exists(PK)' } },
    { Put: { TableName, Item: ssoLinkItem(link), ConditionExpression: 'attribute_not_exists(PK)' } },
  ];
  const refusals: SsoWriteRefusal[] = ['changed', 'noTeam', 'linked'];
  if (membership) {
    items.push({ Put: { TableName, Item: membershipItem(membership), ConditionExpression: 'attribute_not_exists(PK)' } });
    refusals.push('changed');
  }
  return run(items, refusals, 'linked');
}

/** Makes a linked person a member of the team again (an owner had removed them), on condition that the team exists and they are not one. */
export async function addSsoMembership(membership: NewMembership): Promise<'added' | SsoWriteRefusal> {
  const TableName = tableName();
  const items: TransactItem[] = [
    { ConditionCheck: { TableName, Key: teamKey(membership.teamId), ConditionExpression: 'attribute_exists(PK)' } },
    { Put: { TableName, Item: membershipItem(membership), ConditionExpression: 'attribute_not_exists(PK)' } },
  ];
  return run(items, ['noTeam', 'changed'], 'added');
}

/** Forgets a link (tests; and when an owner unlinks a person). */
export async function deleteSsoLink(teamId: string, issuer: string, subject: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: ssoLinkKey(teamId, issuer, subject) }));
}

async function run<Done extends string>(items: TransactItem[], refusals: SsoWriteRefusal[], done: Done): Promise<Done | SsoWriteRefusal> {
  const outcome = await retryConflicts(() => db().send(new TransactWriteCommand({ TransactItems: items })));
  if (outcome === 'ok') return done;
  const failed = outcome.indexOf('ConditionalCheckFailed');
  return refusals[failed] ?? 'changed';
}

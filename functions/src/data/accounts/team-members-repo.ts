import type { TeamRole } from '@kisa/shared';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { teamKey } from '../keys.js';
import { db, tableName } from '../table.js';
import { cancellationReasons } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { emailClaimItem, emailKey } from './email-claim-item.js';
import { teamInvitationKey } from './invitation-item.js';
import { memberItem, teamMemberKey } from './member-item.js';
import { tokenKey } from './token-item.js';
import { newProfileItem, userKey, type UserProfile } from './user-item.js';
import { addToUserCount } from './users-count.js';

/**
 * Writes that change a team's membership. Each is one transaction over the profile, the
 * membership row, the e-mail claim and the team's `owners` counter, so e-mails stay
 * unique and a team never loses its last owner, whatever runs concurrently.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why a transaction was refused, by the item whose condition failed. */
/** `gone`: the invitation was used, withdrawn, replaced or has expired. */
export type MembershipRefusal = 'emailTaken' | 'lastOwner' | 'changed' | 'noTeam' | 'gone';

/** The invitation an acceptance uses up, inside the membership transaction (single use). */
export interface UsedInvitation {
  teamId: string;
  email: string;
  invitationId: string;
  tokenHash: string;
  nowSeconds: number;
}

/** Deletes the invitation (still this one, still live) and its token: the acceptance's proof of single use. */
function useInvitation(invitation: UsedInvitation): TransactItem[] {
  const TableName = tableName();
  return [
    {
      Delete: {
        TableName,
        Key: teamInvitationKey(invitation.teamId, invitation.email),
        ConditionExpression: 'invitationId = :id AND expiresAt > :now',
        ExpressionAttributeValues: { ':id': invitation.invitationId, ':now': invitation.nowSeconds },
      },
    },
    { Delete: { TableName, Key: tokenKey(invitation.tokenHash) } },
  ];
}

/**
 * Creates the account of an accepted invitation to a new address: profile, e-mail claim and
 * membership, on condition that the team still exists, the e-mail is free and the invitation
 * is still live (it is used up in the same transaction).
 */
export async function createInvitedMember(profile: UserProfile, invitation: UsedInvitation): Promise<'created' | MembershipRefusal> {
  const TableName = tableName();
  const items: TransactItem[] = [
    {
      Put: {
        TableName,
        Item: newProfileItem(profile),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    // The user count (+1 on one shard); placed last so the refusals below keep their positions.
    { Put: { TableName, Item: emailClaimItem(profile.email, profile.userId), ConditionExpression: 'attribute_not_exists(PK)' } },
    { ConditionCheck: { TableName, Key: teamKey(profile.teamId), ConditionExpression: 'attribute_exists(PK)' } },
    { Put: { TableName, Item: memberItem(profile) } },
    ...useInvitation(invitation),
    { Update: addToUserCount(1) },
  ];
  return run(items, ['changed', 'emailTaken', 'noTeam', 'changed', 'gone', 'changed', 'changed']);
}

/**
 * Moves an existing account into the team of an accepted invitation (as `role`): the profile's
 * team changes, its old membership row goes and a new one comes, the invitation is used up.
 * The old team keeps its links and campaigns. An owner leaving a team that keeps other members
 * must not be its last owner (`leavesOwners`: the old team's owner count drops, conditionally).
 */
export async function joinTeam(current: UserProfile, role: TeamRole, invitation: UsedInvitation, leavesOwners: boolean): Promise<'joined' | MembershipRefusal> {
  const TableName = tableName();
  const next: UserProfile = { ...current, teamId: invitation.teamId, teamRole: role };
  const items: TransactItem[] = [
    {
      Update: {
        TableName,
        Key: userKey(current.userId),
        ...buildUpdate({
          fields: { teamId: next.teamId, teamRole: role },
          condition: {
            expression: 'teamId = :oldTeam AND teamRole = :oldRole AND email = :email',
            values: { ':oldTeam': current.teamId, ':oldRole': current.teamRole, ':email': current.email },
          },
        }),
      },
    },
    { Delete: { TableName, Key: teamMemberKey(current.teamId, current.userId) } },
    { ConditionCheck: { TableName, Key: teamKey(next.teamId), ConditionExpression: 'attribute_exists(PK)' } },
    // Member since stays the account's creation, as everywhere else a membership row is written.
    { Put: { TableName, Item: memberItem(next) } },
    ...useInvitation(invitation),
  ];
  const refusals: MembershipRefusal[] = ['changed', 'changed', 'noTeam', 'changed', 'gone', 'changed'];
  if (current.teamRole === 'owner' && leavesOwners) {
    items.push(removeOwner(current.teamId));
    refusals.push('lastOwner');
  }
  const outcome = await run(items, refusals);
  return outcome === 'created' ? 'joined' : outcome;
}

export interface MemberChange {
  name?: string;
  email?: string;
  role?: TeamRole;
}

/**
 * Applies a profile change to a member whose current profile is `current`. The profile's
 * condition on its current e-mail and role makes a concurrent change fail ('changed')
 * rather than interleave.
 */
export async function updateMember(current: UserProfile, change: MemberChange): Promise<'updated' | MembershipRefusal> {
  const TableName = tableName();
  // `role` here is the team role; the profile's `role` is the platform role and stays.
  const next: UserProfile = { ...current, name: change.name ?? current.name, email: change.email ?? current.email, teamRole: change.role ?? current.teamRole };
  const emailChanged = next.email !== current.email;
  const items: TransactItem[] = [
    {
      Update: {
        TableName,
        Key: userKey(current.userId),
        ...buildUpdate({
          fields: { name: next.name, email: next.email, teamRole: next.teamRole },
          condition: {
            expression: 'teamId = :team AND email = :oldEmail AND teamRole = :oldRole',
            values: { ':team': current.teamId, ':oldEmail': current.email, ':oldRole': current.teamRole },
          },
        }),
      },
    },
    { Put: { TableName, Item: memberItem(next), ConditionExpression: 'attribute_exists(PK)' } },
  ];
  const refusals: MembershipRefusal[] = ['changed', 'changed'];
  if (emailChanged) {
    items.push(
      { Delete: { TableName, Key: emailKey(current.email), ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': current.userId } } },
      { Put: { TableName, Item: emailClaimItem(next.email, current.userId), ConditionExpression: 'attribute_not_exists(PK)' } },
    );
    refusals.push('changed', 'emailTaken');
  }
  if (current.teamRole !== next.teamRole) {
    items.push(next.teamRole === 'owner' ? addOwner(current.teamId) : removeOwner(current.teamId));
    refusals.push(next.teamRole === 'owner' ? 'noTeam' : 'lastOwner');
  }
  const outcome = await run(items, refusals);
  return outcome === 'created' ? 'updated' : outcome;
}

/**
 * Removes a member's profile, membership and e-mail claim (their links stay). A counted
 * profile (GSI3 keys) takes 1 off the user count in the same transaction; one from before
 * GSI3 was never counted and takes nothing (the condition on GSI3PK holds either reading, so a
 * move to GSI3 meanwhile answers 'changed' rather than skewing the count).
 */
export async function removeMember(current: UserProfile): Promise<'removed' | MembershipRefusal> {
  const TableName = tableName();
  const items: TransactItem[] = [
    {
      Delete: {
        TableName,
        Key: userKey(current.userId),
        ConditionExpression: `teamId = :team AND teamRole = :role AND ${current.counted ? 'attribute_exists(GSI3PK)' : 'attribute_not_exists(GSI3PK)'}`,
        ExpressionAttributeValues: { ':team': current.teamId, ':role': current.teamRole },
      },
    },
    { Delete: { TableName, Key: teamMemberKey(current.teamId, current.userId) } },
    { Delete: { TableName, Key: emailKey(current.email), ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': current.userId } } },
  ];
  const refusals: MembershipRefusal[] = ['changed', 'changed', 'changed'];
  if (current.teamRole === 'owner') {
    items.push(removeOwner(current.teamId));
    refusals.push('lastOwner');
  }
  if (current.counted) {
    items.push({ Update: addToUserCount(-1) });
    refusals.push('changed');
  }
  const outcome = await run(items, refusals);
  return outcome === 'created' ? 'removed' : outcome;
}

// Teams made before the counter existed have exactly one owner: a missing `owners` reads as 1.
const addOwner = (teamId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: teamKey(teamId),
    ...buildUpdate({ increment: { owners: { by: 1, absentAs: 1 } }, condition: { expression: 'attribute_exists(PK)' } }),
  },
});

const removeOwner = (teamId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: teamKey(teamId),
    ...buildUpdate({ add: { owners: -1 }, condition: { expression: 'owners > :one', values: { ':one': 1 } } }),
  },
});

/**
 * Runs the transaction; a failed condition answers the refusal listed for that item.
 * TransactionConflict (a concurrent transaction on the same items) is retried.
 */
async function run(TransactItems: TransactItem[], refusals: MembershipRefusal[]): Promise<'created' | MembershipRefusal> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems }));
      return 'created';
    } catch (error) {
      const reasons = cancellationReasons(error);
      const failed = reasons?.indexOf('ConditionalCheckFailed') ?? -1;
      if (failed >= 0) return refusals[failed] ?? 'changed';
      if (reasons?.includes('TransactionConflict') && attempt < 4) {
        await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));
        continue;
      }
      throw error;
    }
  }
}

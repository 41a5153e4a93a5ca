import type { TeamRole } from '@kisa/shared';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { teamKey } from '../keys.js';
import { db, tableName } from '../table.js';
import { cancellationReasons } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import { emailClaimItem, emailKey } from './email-claim-item.js';
import { teamInvitationKey } from './invitation-item.js';
import { membershipItem, teamMemberKey, type TeamMemberRecord } from './member-item.js';
import { orphanedTeamItem, orphanedTeamKey } from './team-item.js';
import { tokenKey } from './token-item.js';
import { newProfileItem, userKey, type UserProfile } from './user-item.js';
import { addToUserCount } from './users-count.js';

/**
 * Writes that change who is in a team. Each is one transaction over the membership row (the one
 * place a person's role in a team is kept), the team's `owners` counter and, where they change,
 * the profile and its e-mail claim: e-mails stay unique and a team with members never loses its
 * last owner, whatever runs concurrently. A person may be in many teams; the profile's `teamId`
 * is only their default one.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Why a transaction was refused, by the item whose condition failed. `gone`: the invitation was
 * used, withdrawn, replaced or has expired (or the team is no longer orphaned); `already`: the
 * person is in the team already.
 */
export type MembershipRefusal = 'emailTaken' | 'lastOwner' | 'changed' | 'noTeam' | 'gone' | 'already';

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

/** The new membership of an accepted invitation: the row, the team still there, an owner counted. */
function joinItems(teamId: string, userId: string, role: TeamRole, memberSince: string): { items: TransactItem[]; refusals: MembershipRefusal[] } {
  const TableName = tableName();
  const items: TransactItem[] = [
    { Put: { TableName, Item: membershipItem({ teamId, userId, role, memberSince }), ConditionExpression: 'attribute_not_exists(PK)' } },
    // An owner counted; else only that the team still exists.
    role === 'owner' ? addOwner(teamId) : { ConditionCheck: { TableName, Key: teamKey(teamId), ConditionExpression: 'attribute_exists(PK)' } },
    // A team its last member had left has somebody again (a stale invitation accepted).
    { Delete: { TableName, Key: orphanedTeamKey(teamId) } },
  ];
  return { items, refusals: ['already', 'noTeam', 'changed'] };
}

/**
 * Creates the account of an accepted invitation to a new address: profile (its default team the
 * inviting one), e-mail claim and membership as `role`, on condition that the team still exists,
 * the e-mail is free and the invitation is still live (it is used up in the same transaction).
 */
export async function createInvitedMember(profile: UserProfile, role: TeamRole, invitation: UsedInvitation): Promise<'created' | MembershipRefusal> {
  const TableName = tableName();
  const join = joinItems(invitation.teamId, profile.userId, role, profile.createdAt);
  const items: TransactItem[] = [
    { Put: { TableName, Item: newProfileItem({ ...profile, teamId: invitation.teamId }), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName, Item: emailClaimItem(profile.email, profile.userId), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...join.items,
    ...useInvitation(invitation),
    // The user count (+1 on one shard).
    { Update: addToUserCount(1) },
  ];
  return run(items, ['changed', 'emailTaken', ...join.refusals, 'gone', 'changed', 'changed']);
}

/**
 * Adds a team to an existing account's teams (an accepted invitation, as `role`); its other
 * teams stay as they are. Member since now.
 */
export async function addMembership(userId: string, role: TeamRole, invitation: UsedInvitation, now: string): Promise<'joined' | MembershipRefusal> {
  const join = joinItems(invitation.teamId, userId, role, now);
  const outcome = await run([...join.items, ...useInvitation(invitation)], [...join.refusals, 'gone', 'changed']);
  return outcome === 'created' ? 'joined' : outcome;
}

/**
 * Changes a member's role in a team, conditional on the role read (a concurrent change answers
 * 'changed'); the team's owner count follows (a demotion of its last owner: 'lastOwner').
 */
export async function changeMemberRole(member: TeamMemberRecord, role: TeamRole): Promise<'updated' | MembershipRefusal> {
  if (member.role === role) return 'updated';
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: teamMemberKey(member.teamId, member.userId),
        ...buildUpdate({ fields: { role }, condition: { expression: '#role = :old', names: { '#role': 'role' }, values: { ':old': member.role } } }),
      },
    },
  ];
  const refusals: MembershipRefusal[] = ['changed'];
  if (role === 'owner' || member.role === 'owner') {
    items.push(role === 'owner' ? addOwner(member.teamId) : removeOwner(member.teamId));
    refusals.push(role === 'owner' ? 'noTeam' : 'lastOwner');
  }
  const outcome = await run(items, refusals);
  return outcome === 'created' ? 'updated' : outcome;
}

export interface MemberChange {
  name?: string;
  email?: string;
}

/**
 * Changes a person's name or e-mail (their profile's, read by every team they are in), on
 * condition of the e-mail read: a concurrent change fails ('changed') rather than interleave.
 */
export async function updateMember(current: UserProfile, change: MemberChange): Promise<'updated' | MembershipRefusal> {
  const TableName = tableName();
  const next = { name: change.name ?? current.name, email: change.email ?? current.email };
  const items: TransactItem[] = [
    {
      Update: {
        TableName,
        Key: userKey(current.userId),
        ...buildUpdate({ fields: next, condition: { expression: 'email = :oldEmail', values: { ':oldEmail': current.email } } }),
      },
    },
  ];
  const refusals: MembershipRefusal[] = ['changed'];
  if (next.email !== current.email) {
    items.push(
      { Delete: { TableName, Key: emailKey(current.email), ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': current.userId } } },
      { Put: { TableName, Item: emailClaimItem(next.email, current.userId), ConditionExpression: 'attribute_not_exists(PK)' } },
    );
    refusals.push('changed', 'emailTaken');
  }
  const outcome = await run(items, refusals);
  return outcome === 'created' ? 'updated' : outcome;
}

/** What else leaving a team changes: the person's next default team, and whether the team is left with nobody. */
export interface Departure {
  /** Another team of the person, their default from now on when the team left was their default. */
  nextDefaultTeamId?: string;
  /** Nobody else is in the team: it is marked orphaned (kept, its owner count as it was) instead of losing an owner. */
  lastMember: boolean;
  now: string;
}

/** The membership row goes (conditional on the role read), and the team's owner count or orphan marker with it. */
function departureItems(member: TeamMemberRecord, departure: Departure): { items: TransactItem[]; refusals: MembershipRefusal[] } {
  const TableName = tableName();
  const items: TransactItem[] = [
    {
      Delete: {
        TableName,
        Key: teamMemberKey(member.teamId, member.userId),
        ConditionExpression: '#role = :role',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': member.role },
      },
    },
  ];
  const refusals: MembershipRefusal[] = ['changed'];
  if (departure.lastMember) {
    items.push({ Put: { TableName, Item: orphanedTeamItem(member.teamId, departure.now) } });
    refusals.push('changed');
  } else if (member.role === 'owner') {
    items.push(removeOwner(member.teamId));
    refusals.push('lastOwner');
  }
  return { items, refusals };
}

/**
 * A person leaves a team (or is removed from it) and stays in their others: the membership row
 * goes; when it was their default team, another of theirs becomes it (conditional on the
 * profile's default read: 'changed').
 */
export async function removeMembership(member: TeamMemberRecord, profile: UserProfile, departure: Departure): Promise<'removed' | MembershipRefusal> {
  const { items, refusals } = departureItems(member, departure);
  if (profile.teamId === member.teamId && departure.nextDefaultTeamId) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: userKey(profile.userId),
        ...buildUpdate({
          fields: { teamId: departure.nextDefaultTeamId },
          condition: { expression: 'teamId = :old', values: { ':old': member.teamId } },
        }),
      },
    });
    refusals.push('changed');
  }
  const outcome = await run(items, refusals);
  return outcome === 'created' ? 'removed' : outcome;
}

/**
 * Removes a person from their last team, and so their account: profile, membership and e-mail
 * claim (their links stay with the team). A counted profile (GSI3 keys) takes 1 off the user
 * count in the same transaction; one from before GSI3 was never counted and takes nothing (the
 * condition on GSI3PK holds either reading, so a move to GSI3 meanwhile answers 'changed').
 */
export async function removeMember(current: UserProfile, member: TeamMemberRecord, departure: Departure): Promise<'removed' | MembershipRefusal> {
  const TableName = tableName();
  const { items: leaving, refusals: leavingRefusals } = departureItems(member, departure);
  const items: TransactItem[] = [
    {
      Delete: {
        TableName,
        Key: userKey(current.userId),
        ConditionExpression: `email = :email AND ${current.counted ? 'attribute_exists(GSI3PK)' : 'attribute_not_exists(GSI3PK)'}`,
        ExpressionAttributeValues: { ':email': current.email },
      },
    },
    { Delete: { TableName, Key: emailKey(current.email), ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': current.userId } } },
    ...leaving,
  ];
  const refusals: MembershipRefusal[] = ['changed', 'changed', ...leavingRefusals];
  if (current.counted) {
    items.push({ Update: addToUserCount(-1) });
    refusals.push('changed');
  }
  const outcome = await run(items, refusals);
  return outcome === 'created' ? 'removed' : outcome;
}

/**
 * A platform admin hands a team whose last member left to a person, as its only owner: the
 * orphan marker goes (conditional on existing: else 'gone'), their membership comes, the owner
 * count is 1 again.
 */
export async function handOverTeam(teamId: string, userId: string, now: string): Promise<'handedOver' | MembershipRefusal> {
  const TableName = tableName();
  const items: TransactItem[] = [
    { Delete: { TableName, Key: orphanedTeamKey(teamId), ConditionExpression: 'attribute_exists(PK)' } },
    { Put: { TableName, Item: membershipItem({ teamId, userId, role: 'owner', memberSince: now }), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Update: { TableName, Key: teamKey(teamId), ...buildUpdate({ fields: { owners: 1 }, condition: { expression: 'attribute_exists(PK)' } }) } },
  ];
  const outcome = await run(items, ['gone', 'already', 'noTeam']);
  return outcome === 'created' ? 'handedOver' : outcome;
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

import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';
import {
  INVITATIONS_BY_EMAIL_INDEX,
  invitationItem,
  invitedEmailPartition,
  parseInvitation,
  teamInvitationKey,
  teamInvitationsQuery,
  type InvitationRecord,
} from './invitation-item.js';
import { invitationTokenItem, parseToken, tokenKey, type InvitationToken } from './token-item.js';

/**
 * Pending team invitations (docs/DATA-MODEL.md "Invitations"). The invitation lives in its
 * team's partition; its link's token is a token item (hashed, like every link token) that names
 * it. Accepting consumes both inside the membership transaction (team-members-repo.ts), so an
 * invitation is used at most once.
 */

/**
 * Stores an invitation and its token; an earlier invitation of the same team and address is
 * replaced (its link stops working), so "resend" is inviting again.
 */
export async function putInvitation(invitation: InvitationRecord, token: InvitationToken): Promise<void> {
  const TableName = tableName();
  await db().send(new PutCommand({ TableName, Item: invitationTokenItem(token) }));
  const { Attributes } = await db().send(new PutCommand({ TableName, Item: invitationItem(invitation), ReturnValues: 'ALL_OLD' }));
  const replaced = Attributes ? parseInvitation(Attributes).tokenHash : undefined;
  if (replaced !== undefined && replaced !== token.tokenHash) await deleteInvitationToken(replaced);
}

/** A team's invitations, expired ones included (the owner sees them to send again). */
export async function listTeamInvitations(teamId: string): Promise<InvitationRecord[]> {
  const { PK, skPrefix } = teamInvitationsQuery(teamId);
  const found: InvitationRecord[] = [];
  const pages = queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :invite)',
    ExpressionAttributeValues: { ':pk': PK, ':invite': skPrefix },
    ConsistentRead: true,
  });
  for await (const items of pages) found.push(...items.map(parseInvitation));
  return found;
}

/** Invitations addressed to one e-mail, across teams (GSI2: eventually consistent). */
export async function listInvitationsForEmail(email: string): Promise<InvitationRecord[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INVITATIONS_BY_EMAIL_INDEX,
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': invitedEmailPartition(email) },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return (Items ?? []).map(parseInvitation);
}

export async function getInvitation(teamId: string, email: string): Promise<InvitationRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamInvitationKey(teamId, email), ConsistentRead: true }));
  return Item ? parseInvitation(Item) : null;
}

/** The live token item of an invitation link, without using it up. */
export async function peekInvitationToken(tokenHash: string, nowSeconds: number): Promise<InvitationToken | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey(tokenHash), ConsistentRead: true }));
  const token = Item ? parseToken(Item) : null;
  if (token?.purpose !== 'invite' || token.expiresAt <= nowSeconds) return null;
  const { purpose: _purpose, ...invitationToken } = token;
  return invitationToken;
}

/**
 * Removes an invitation if it is still the one named (not replaced by a newer one meanwhile),
 * with its token; false when it was already gone or replaced.
 */
export async function deleteInvitation(invitation: Pick<InvitationRecord, 'teamId' | 'email' | 'invitationId' | 'tokenHash'>): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: teamInvitationKey(invitation.teamId, invitation.email),
        ConditionExpression: 'invitationId = :id',
        ExpressionAttributeValues: { ':id': invitation.invitationId },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
  await deleteInvitationToken(invitation.tokenHash);
  return true;
}

async function deleteInvitationToken(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: tokenKey(tokenHash) }));
}

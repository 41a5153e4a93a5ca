import type { TeamRole } from '@kisa/shared';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { INVITATIONS_BY_EMAIL_INDEX, invitedEmailIndexKey, invitedEmailPartition, teamInvitationKey, teamInvitationsQuery, tokenKey } from '../keys.js';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';

/**
 * Pending team invitations (issue 22, docs/DATA-MODEL.md "Invitations"). The invitation
 * lives in its team's partition; its link's token is a token item (hashed, like every
 * link token) that names it. Accepting consumes both inside the membership transaction
 * (team-members-repo.ts), so an invitation is used at most once.
 */
export interface InvitationRecord {
  invitationId: string;
  teamId: string;
  email: string;
  name: string;
  role: TeamRole;
  invitedBy: { id: string; name: string };
  invitedAt: string;
  /** Epoch seconds; also the item's `ttl` (TTL deletion lags, so reads check it). */
  expiresAt: number;
  tokenHash: string;
}

/** The invitation link's token item: which invitation it opens, and the owner's chosen password sealed with the raw token. */
export interface InvitationToken {
  tokenHash: string;
  teamId: string;
  email: string;
  invitationId: string;
  expiresAt: number;
  sealedPassword: string;
}

/**
 * Stores an invitation and its token; an earlier invitation of the same team and address is
 * replaced (its link stops working), so "resend" is inviting again.
 */
export async function putInvitation(invitation: InvitationRecord, token: InvitationToken): Promise<void> {
  const TableName = tableName();
  await db().send(new PutCommand({ TableName, Item: { ...tokenKey(token.tokenHash), type: 'token', purpose: 'invite', ...token, ttl: token.expiresAt } }));
  const { Attributes } = await db().send(
    new PutCommand({
      TableName,
      Item: {
        ...teamInvitationKey(invitation.teamId, invitation.email),
        ...invitedEmailIndexKey(invitation.email, invitation.invitedAt, invitation.invitationId),
        type: 'invitation',
        ...invitation,
        ttl: invitation.expiresAt,
      },
      ReturnValues: 'ALL_OLD',
    }),
  );
  const replaced = Attributes?.tokenHash;
  if (typeof replaced === 'string' && replaced !== token.tokenHash) await deleteInvitationToken(replaced);
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
  for await (const items of pages) found.push(...items.map(toInvitation));
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
  return (Items ?? []).map(toInvitation);
}

export async function getInvitation(teamId: string, email: string): Promise<InvitationRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: teamInvitationKey(teamId, email), ConsistentRead: true }));
  return Item ? toInvitation(Item) : null;
}

/** The live token item of an invitation link, without using it up. */
export async function peekInvitationToken(tokenHash: string, nowSeconds: number): Promise<InvitationToken | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey(tokenHash), ConsistentRead: true }));
  if (!Item || Item.purpose !== 'invite' || (Item.expiresAt as number) <= nowSeconds) return null;
  return {
    tokenHash: Item.tokenHash as string,
    teamId: Item.teamId as string,
    email: Item.email as string,
    invitationId: Item.invitationId as string,
    expiresAt: Item.expiresAt as number,
    sealedPassword: Item.sealedPassword as string,
  };
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

function toInvitation(item: Record<string, unknown>): InvitationRecord {
  return {
    invitationId: item.invitationId as string,
    teamId: item.teamId as string,
    email: item.email as string,
    name: item.name as string,
    role: item.role as TeamRole,
    invitedBy: item.invitedBy as { id: string; name: string },
    invitedAt: item.invitedAt as string,
    expiresAt: item.expiresAt as number,
    tokenHash: item.tokenHash as string,
  };
}

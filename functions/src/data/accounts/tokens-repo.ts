import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from '../table.js';
import { parseToken, parseTokenPointer, tokenItem, tokenKey, tokenPointerItem, type TokenPurpose, type TokenRecord } from './token-item.js';

export async function putToken(token: TokenRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: tokenItem(token),
    }),
  );
}

/**
 * Records `tokenHash` as the user's newest token of this purpose and answers the one it
 * replaces (if any), so the caller can retire it.
 */
export async function swapUserToken(userId: string, purpose: TokenPurpose, tokenHash: string, expiresAt: number): Promise<string | null> {
  const { Attributes } = await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: tokenPointerItem(userId, purpose, tokenHash, expiresAt),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes ? parseTokenPointer(Attributes) : null;
}

export async function deleteToken(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: tokenKey(tokenHash) }));
}

/** Reads a live token of this purpose without using it up. */
export async function peekToken(tokenHash: string, purpose: TokenPurpose, nowSeconds: number): Promise<TokenRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey(tokenHash), ConsistentRead: true }));
  const token = Item ? parseToken(Item) : null;
  return token && token.purpose !== 'invite' && token.purpose === purpose && token.expiresAt > nowSeconds ? token : null;
}

/**
 * Uses a token once: the conditional delete succeeds for exactly one caller, and only
 * while the token is live and of the expected purpose.
 */
export async function consumeToken(tokenHash: string, purpose: TokenPurpose, nowSeconds: number): Promise<TokenRecord | null> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: tokenKey(tokenHash),
        ConditionExpression: 'attribute_exists(PK) AND purpose = :purpose AND expiresAt > :now',
        ExpressionAttributeValues: { ':purpose': purpose, ':now': nowSeconds },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const token = Attributes ? parseToken(Attributes) : null;
    // The condition held, so it is of `purpose` (never an invitation's).
    return token && token.purpose !== 'invite' ? token : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type TokenPurpose, tokenKey, userTokenKey } from '../keys.js';
import { db, isConditionFailed, tableName } from '../table.js';

export interface TokenRecord {
  tokenHash: string;
  purpose: TokenPurpose;
  userId: string;
  /** Epoch seconds; also the item's `ttl`, but TTL deletion lags, so reads check it too. */
  expiresAt: number;
  /** Optional secret sealed with the raw token (see lib/crypto/token-crypto.ts). */
  sealed?: string;
}

export async function putToken(token: TokenRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...tokenKey(token.tokenHash), type: 'token', ...token, ttl: token.expiresAt },
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
      Item: { ...userTokenKey(userId, purpose), type: 'tokenPointer', tokenHash, ttl: expiresAt },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return typeof Attributes?.tokenHash === 'string' ? Attributes.tokenHash : null;
}

export async function deleteToken(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: tokenKey(tokenHash) }));
}

/** Reads a live token of this purpose without using it up. */
export async function peekToken(tokenHash: string, purpose: TokenPurpose, nowSeconds: number): Promise<TokenRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey(tokenHash), ConsistentRead: true }));
  if (!Item || Item.purpose !== purpose || (Item.expiresAt as number) <= nowSeconds) return null;
  return toRecord(Item);
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
    return Attributes ? toRecord(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

function toRecord(item: Record<string, unknown>): TokenRecord {
  return {
    tokenHash: item.tokenHash as string,
    purpose: item.purpose as TokenPurpose,
    userId: item.userId as string,
    expiresAt: item.expiresAt as number,
    ...(typeof item.sealed === 'string' ? { sealed: item.sealed } : {}),
  };
}

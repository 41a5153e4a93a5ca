import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { updateIfReturningItem } from '../conditional-update.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { parseSignInChallenge, type SignInChallengeRecord, signInChallengeItem, signInChallengeKey } from './second-factor-challenge-item.js';

/** Sign-in challenges (second-factor-challenge-item.ts): made, read, counted wrong, used once. */

export async function putSignInChallenge(challenge: Omit<SignInChallengeRecord, 'wrongCodes'>): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: signInChallengeItem(challenge) }));
}

/** The challenge while it lives: not expired, not used, fewer than `maxWrong` wrong codes. */
export async function getLiveSignInChallenge(challengeId: string, nowSeconds: number, maxWrong: number): Promise<SignInChallengeRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: signInChallengeKey(challengeId), ConsistentRead: true }));
  const challenge = Item ? parseSignInChallenge(Item) : null;
  return challenge && challenge.expiresAt > nowSeconds && challenge.wrongCodes < maxWrong ? challenge : null;
}

/** Counts a wrong code; the one that reaches `maxWrong` deletes the challenge (the step has ended). */
export async function countWrongCode(challengeId: string, maxWrong: number): Promise<void> {
  const item = await updateIfReturningItem(signInChallengeKey(challengeId), { add: { wrongCodes: 1 }, condition: { expression: 'attribute_exists(PK)' } });
  if (item && parseSignInChallenge(item).wrongCodes >= maxWrong) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: signInChallengeKey(challengeId) }));
  }
}

/** Uses the challenge: the conditional delete succeeds for exactly one caller, while it is live. */
export async function consumeSignInChallenge(challengeId: string, nowSeconds: number, maxWrong: number): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: signInChallengeKey(challengeId),
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now AND (attribute_not_exists(wrongCodes) OR wrongCodes < :max)',
        ExpressionAttributeValues: { ':now': nowSeconds, ':max': maxWrong },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

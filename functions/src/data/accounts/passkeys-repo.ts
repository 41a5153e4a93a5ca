import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryPages } from '../paging.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import {
  type ChallengeRecord,
  type ChallengePurpose,
  challengeItem,
  parseChallenge,
  parsePasskey,
  parsePasskeyOwner,
  passkeyItem,
  passkeyKey,
  passkeyOwnerItem,
  passkeyOwnerKey,
  type PasskeyRecord,
  userPasskeysQuery,
  webauthnChallengeKey,
} from './passkey-item.js';
import { userKey } from './user-item.js';

/**
 * Passkeys and their challenges (passkey-item.ts). Adding and removing one is one transaction
 * with its owner claim and the profile's `secondFactors.passkeys` count, so the profile every
 * request reads always says whether the person has one.
 */

/**
 * Makes sure the profile has a `secondFactors` map, so a transaction can `ADD` to a key in it
 * (DynamoDB refuses a path into a missing map). Idempotent; false when the profile is gone.
 * Exported for the other second factors (TOTP) too.
 */
export async function ensureSecondFactorsMap(userId: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        ...buildUpdate({ ifAbsent: { secondFactors: {} }, condition: { expression: 'attribute_exists(PK)' } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

const countChange = (userId: string, delta: 1 | -1) => ({
  Update: {
    TableName: tableName(),
    Key: userKey(userId),
    // A fixed literal: the one nested counter (the map exists: ensureSecondFactorsMap).
    UpdateExpression: 'ADD #sf.#pk :delta',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#sf': 'secondFactors', '#pk': 'passkeys' },
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** Stores a new passkey; 'taken' when its credential id is already someone's (or this user's), 'noUser' when the profile is gone. */
export async function addPasskey(passkey: PasskeyRecord): Promise<'added' | 'taken' | 'noUser'> {
  if (!(await ensureSecondFactorsMap(passkey.userId))) return 'noUser';
  const TableName = tableName();
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: passkeyItem(passkey), ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName, Item: passkeyOwnerItem(passkey.credentialId, passkey.userId), ConditionExpression: 'attribute_not_exists(PK)' } },
          countChange(passkey.userId, 1),
        ],
      }),
    ),
  );
  if (outcome === 'ok') return 'added';
  return outcome[2] === 'ConditionalCheckFailed' ? 'noUser' : 'taken';
}

/** Removes one of the user's passkeys with its claim; false when the user has no such passkey. */
export async function removePasskey(userId: string, credentialId: string): Promise<boolean> {
  // The count's map must exist for its ADD (DynamoDB refuses a path into a missing map rather than failing the condition).
  if (!(await getPasskey(userId, credentialId)) || !(await ensureSecondFactorsMap(userId))) return false;
  const TableName = tableName();
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName, Key: passkeyKey(userId, credentialId), ConditionExpression: 'attribute_exists(PK)' } },
          { Delete: { TableName, Key: passkeyOwnerKey(credentialId) } },
          countChange(userId, -1),
        ],
      }),
    ),
  );
  return outcome === 'ok';
}

/** The user's passkeys, in credential-id order. */
export async function listPasskeys(userId: string): Promise<PasskeyRecord[]> {
  const { PK, skPrefix } = userPasskeysQuery(userId);
  const passkeys: PasskeyRecord[] = [];
  for await (const page of queryPages({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': PK, ':prefix': skPrefix },
  })) {
    passkeys.push(...page.map(parsePasskey));
  }
  return passkeys;
}

export async function getPasskey(userId: string, credentialId: string): Promise<PasskeyRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: passkeyKey(userId, credentialId), ConsistentRead: true }));
  return Item ? parsePasskey(Item) : null;
}

/** Whose account a credential id belongs to (null: nobody's, or removed). */
export async function getPasskeyOwner(credentialId: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: passkeyOwnerKey(credentialId), ConsistentRead: true }));
  return Item ? parsePasskeyOwner(Item) : null;
}

/** Renames one of the user's passkeys; null when there is no such passkey. */
export async function renamePasskey(userId: string, credentialId: string, name: string): Promise<PasskeyRecord | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: passkeyKey(userId, credentialId),
        ...buildUpdate({ fields: { name }, condition: { expression: 'attribute_exists(PK)' } }),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parsePasskey(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/**
 * Records a use: the new counter, when, and whether it is backed up — only while the stored
 * counter is still the one the assertion was checked against, so two uses of one signature
 * racing each other cannot both pass. False when it changed meanwhile (or the passkey is gone).
 */
export async function recordPasskeyUse(
  passkey: Pick<PasskeyRecord, 'userId' | 'credentialId' | 'counter'>,
  use: { counter: number; usedAt: string; backedUp: boolean },
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: passkeyKey(passkey.userId, passkey.credentialId),
        ...buildUpdate({
          fields: { counter: use.counter, lastUsedAt: use.usedAt, backedUp: use.backedUp },
          condition: { expression: 'attribute_exists(PK) AND #c = :old', names: { '#c': 'counter' }, values: { ':old': passkey.counter } },
        }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function putChallenge(record: ChallengeRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: challengeItem(record), ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** Uses a challenge once: the conditional delete succeeds for one caller only, while it is live and for `purpose`. */
export async function consumeChallenge(challenge: string, purpose: ChallengePurpose, nowSeconds: number): Promise<ChallengeRecord | null> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: webauthnChallengeKey(challenge),
        ConditionExpression: 'attribute_exists(PK) AND purpose = :purpose AND expiresAt > :now',
        ExpressionAttributeValues: { ':purpose': purpose, ':now': nowSeconds },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? parseChallenge(Attributes) : null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

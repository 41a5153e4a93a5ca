import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { updateIf } from '../conditional-update.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { retryConflicts } from '../transactions.js';
import { buildUpdate } from '../update-expression.js';
import {
  parseRecoveryCodesLeft,
  parseTotpFactor,
  pendingTotpItem,
  recoveryCodesItem,
  recoveryCodesKey,
  type TotpFactor,
  totpFactorKey,
} from './second-factor-item.js';
import { userKey } from './user-item.js';

/**
 * The authenticator app and recovery codes (second-factor-item.ts). The profile's
 * `secondFactors.totp` changes in the same transaction as the factor, so every request's profile
 * read tells whether the person has one.
 */

const PROFILE_EXISTS = { expression: 'attribute_exists(PK)' };
const ACTIVE = { expression: '#state = :active', names: { '#state': 'state' }, values: { ':active': 'active' } };

/**
 * Makes sure the profile has its `secondFactors` map, so a transaction can set one key in it
 * (DynamoDB cannot create a map and set its key in one expression). Idempotent; false without a profile.
 */
export function ensureSecondFactorsMap(userId: string): Promise<boolean> {
  return updateIf(userKey(userId), { ifAbsent: { secondFactors: {} }, condition: PROFILE_EXISTS });
}

/** Puts a new pending secret, replacing a pending one; false when an active one is there. */
export async function putPendingTotp(factor: Pick<TotpFactor, 'userId' | 'sealedSecret' | 'createdAt'>): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: pendingTotpItem(factor),
        ConditionExpression: 'attribute_not_exists(PK) OR #state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function getTotpFactor(userId: string): Promise<TotpFactor | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: totpFactorKey(userId), ConsistentRead: true }));
  return Item ? parseTotpFactor(Item) : null;
}

/**
 * Activates the pending secret that was read (`sealedSecret`: not one a parallel enrolment put
 * since), accepting `step`, with a new set of recovery codes and the profile's flag, in one
 * transaction. False when the secret is no longer that pending one.
 */
export async function activateTotp(userId: string, sealedSecret: string, step: number, recoveryHashes: readonly string[], now: Date): Promise<boolean> {
  if (!(await ensureSecondFactorsMap(userId))) return false;
  const TableName = tableName();
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: totpFactorKey(userId),
              ...buildUpdate({
                fields: { state: 'active', lastUsedStep: step, confirmedAt: now.toISOString() },
                condition: {
                  expression: '#state = :pending AND sealedSecret = :sealed',
                  names: { '#state': 'state' },
                  values: { ':pending': 'pending', ':sealed': sealedSecret },
                },
              }),
            },
          },
          { Put: { TableName, Item: recoveryCodesItem(userId, recoveryHashes, now.toISOString()) } },
          { Update: { TableName, Key: userKey(userId), ...buildUpdate({ mapKeys: { secondFactors: { totp: true } }, condition: PROFILE_EXISTS }) } },
        ],
      }),
    ),
  );
  return outcome === 'ok';
}

/**
 * Accepts a code of time step `step` once: the factor must be active and no code of this or a
 * later step accepted yet (a replayed or older code is refused). False when refused.
 */
export function acceptTotpStep(userId: string, step: number): Promise<boolean> {
  return updateIf(totpFactorKey(userId), {
    fields: { lastUsedStep: step },
    condition: {
      expression: '#state = :active AND (attribute_not_exists(lastUsedStep) OR lastUsedStep < :step)',
      names: { '#state': 'state' },
      values: { ':active': 'active', ':step': step },
    },
  });
}

/** Removes the active authenticator app, its recovery codes and the profile's flag; false when none is active. */
export async function removeTotp(userId: string): Promise<boolean> {
  if (!(await ensureSecondFactorsMap(userId))) return false;
  const TableName = tableName();
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName,
              Key: totpFactorKey(userId),
              ConditionExpression: ACTIVE.expression,
              ExpressionAttributeNames: ACTIVE.names,
              ExpressionAttributeValues: ACTIVE.values,
            },
          },
          { Delete: { TableName, Key: recoveryCodesKey(userId) } },
          { Update: { TableName, Key: userKey(userId), ...buildUpdate({ mapKeys: { secondFactors: { totp: undefined } }, condition: PROFILE_EXISTS }) } },
        ],
      }),
    ),
  );
  return outcome === 'ok';
}

/** Replaces the recovery codes (the old set stops working); false without an active authenticator app. */
export async function replaceRecoveryCodes(userId: string, hashes: readonly string[], now: Date): Promise<boolean> {
  const TableName = tableName();
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName,
              Key: totpFactorKey(userId),
              ConditionExpression: ACTIVE.expression,
              ExpressionAttributeNames: ACTIVE.names,
              ExpressionAttributeValues: ACTIVE.values,
            },
          },
          { Put: { TableName, Item: recoveryCodesItem(userId, hashes, now.toISOString()) } },
        ],
      }),
    ),
  );
  return outcome === 'ok';
}

/** Uses a recovery code (by its hash) once: the conditional DELETE from the set succeeds for exactly one caller. */
export function useRecoveryCode(userId: string, hash: string): Promise<boolean> {
  return updateIf(recoveryCodesKey(userId), {
    deleteFromSet: { codes: new Set([hash]) },
    condition: { expression: 'contains(#codes, :hash)', names: { '#codes': 'codes' }, values: { ':hash': hash } },
  });
}

/** Whether an authenticator app is active, and how many recovery codes are left: one Query of the person's second-factor items. */
export async function getSecondFactorItems(userId: string): Promise<{ totp: boolean; recoveryCodesLeft: number }> {
  const { PK } = totpFactorKey(userId);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': 'SECOND_FACTOR#' },
      ConsistentRead: true,
      Limit: 10,
    }),
  );
  const totp = Items.find((i) => i.SK === totpFactorKey(userId).SK);
  return {
    totp: totp ? parseTotpFactor(totp).state === 'active' : false,
    recoveryCodesLeft: parseRecoveryCodesLeft(Items.find((i) => i.SK === recoveryCodesKey(userId).SK)),
  };
}

import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { IDEMPOTENCY } from '@kisa/shared/api';
import type { IdempotencyClaim, IdempotentRequest, KeptAnswer } from '#lib/http/idempotency/idempotency-store.js';
import { hashToken } from '#lib/crypto/token-crypto.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { fromStoredAnswer, idempotencyRecordKey, parseIdempotencyItem, toStoredAnswer, type IdempotencyItem } from './idempotency-item.js';

/**
 * Idempotency-Key records (docs/DATA-MODEL.md: "idempotency record"): one item per caller and
 * key, claimed with one conditional UpdateItem before the operation runs, then given the answer
 * (`keep`) or deleted (`release`) by the attempt that claimed it. DynamoDB's TTL removes a record
 * 24 h after its request; until TTL gets to it, an expired record counts as gone.
 */

/** The record of a caller's key, keyed by the key's hash (request fingerprints are HMACs keyed by the key itself). */
export const recordKey = (request: Pick<IdempotentRequest, 'scope' | 'key'>) => idempotencyRecordKey(request.scope, hashToken(request.key));

/**
 * Claims the key for the request: the record is written when there is none (or an expired one),
 * or when the same request's earlier attempt left it unanswered past its lease (it crashed).
 * Otherwise answers what holds it, from the item the refused write returns.
 */
export async function claimIdempotencyKey(request: IdempotentRequest, now: number): Promise<IdempotencyClaim> {
  const Key = recordKey(request);
  const attempt = randomUUID();
  for (let tries = 0; ; tries++) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          ...buildUpdate({
            fields: {
              type: 'idempotency',
              operationId: request.operationId,
              fingerprint: request.fingerprint,
              attempt,
              leaseUntil: now + IDEMPOTENCY.leaseSeconds * 1000,
              createdAt: new Date(now).toISOString(),
              ttl: Math.floor(now / 1000) + IDEMPOTENCY.keepHours * 3600,
              answer: undefined,
            },
            add: { attempts: 1 },
            condition: {
              expression:
                'attribute_not_exists(PK) OR #ttl < :nowSeconds OR (attribute_not_exists(#answer) AND #leaseUntil < :now AND #operationId = :operationId AND #fingerprint = :fingerprint)',
              names: { '#ttl': 'ttl', '#answer': 'answer', '#leaseUntil': 'leaseUntil', '#operationId': 'operationId', '#fingerprint': 'fingerprint' },
              values: { ':nowSeconds': Math.floor(now / 1000), ':now': now, ':operationId': request.operationId, ':fingerprint': request.fingerprint },
            },
          }),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { outcome: 'claimed', attempt };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      // The refused write carries the item in wire format; older emulators omit it.
      const wire = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
      const held = wire ? unmarshall(wire) : (await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item;
      // Released between the write and the read: claim again (a few times at most).
      if (!held && tries < 3) continue;
      if (!held) throw new Error('claimIdempotencyKey: the record kept changing under the claim');
      return holder(parseIdempotencyItem(held, Key), request);
    }
  }
}

function holder(item: IdempotencyItem, request: IdempotentRequest): IdempotencyClaim {
  if (item.operationId !== request.operationId || item.fingerprint !== request.fingerprint) return { outcome: 'mismatch' };
  return item.answer ? { outcome: 'answered', answer: fromStoredAnswer(item.answer) } : { outcome: 'inFlight' };
}

/** Stores the answer on the record, if `attempt` still holds it (after its lease another attempt may: then nothing). */
export async function keepIdempotentAnswer(request: IdempotentRequest, attempt: string, answer: KeptAnswer): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: recordKey(request),
        ...buildUpdate({
          fields: { answer: toStoredAnswer(answer) },
          condition: {
            expression: '#attempt = :attempt AND attribute_not_exists(#answer)',
            names: { '#attempt': 'attempt', '#answer': 'answer' },
            values: { ':attempt': attempt },
          },
        }),
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Deletes the record, if `attempt` still holds it unanswered: the key is free for a retry. */
export async function releaseIdempotencyKey(request: IdempotentRequest, attempt: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: recordKey(request),
        ConditionExpression: '#attempt = :attempt AND attribute_not_exists(#answer)',
        ExpressionAttributeNames: { '#attempt': 'attempt', '#answer': 'answer' },
        ExpressionAttributeValues: { ':attempt': attempt },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

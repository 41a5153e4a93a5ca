import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// Integration: a live record this code cannot read (nothing the API wrote) fails the claim loudly,
// naming the record, rather than being taken for an answer or a free key.
Object.assign(process.env, runtime().env);
const { db, tableName } = await import('../table.js');
const { claimIdempotencyKey, recordKey } = await import('./idempotency-repo.js');

describe('idempotency repo', () => {
  it('throws naming a garbled live record when a claim meets it', async () => {
    const request = { scope: randomUUID(), key: randomUUID(), operationId: 'createLink', fingerprint: 'f1' };
    const Key = recordKey(request);
    const now = Date.now();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...Key,
          type: 'idempotency',
          operationId: 'createLink',
          fingerprint: 'f1',
          attempt: 'a1',
          leaseUntil: 'later',
          ttl: Math.floor(now / 1000) + 3600,
        },
      }),
    );
    await expect(claimIdempotencyKey(request, now)).rejects.toThrow(`Malformed idempotency record item ${Key.PK} / IDEMPOTENCY: leaseUntil`);
  });
});

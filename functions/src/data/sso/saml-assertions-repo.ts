import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Key } from '../keys.js';
import { db, isConditionFailed, tableName } from '../table.js';

/**
 * A SAML assertion already used to sign in: `SAMLASSERTION#{sha256(issuer, assertion ID)}` /
 * `SAMLASSERTION`, kept until the assertion expires (DynamoDB's TTL), so the same assertion is
 * never taken twice, whichever attempt it is posted with.
 */

export const samlAssertionKey = (issuer: string, assertionId: string): Key => {
  const hash = createHash('sha256').update(`${issuer}\n${assertionId}`).digest('hex');
  return { PK: `SAMLASSERTION#${hash}`, SK: 'SAMLASSERTION' };
};

/** Records the assertion as used until `expiresAt` (epoch s): 'replayed' when it already was. */
export async function useSamlAssertion(issuer: string, assertionId: string, expiresAt: number): Promise<'used' | 'replayed'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...samlAssertionKey(issuer, assertionId), type: 'samlAssertion', ttl: expiresAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return 'used';
  } catch (error) {
    if (isConditionFailed(error)) return 'replayed';
    throw error;
  }
}

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CreatedShare, CreateShareInput } from '@kisa/shared';
import { shareTokenKey, teamShareKey } from '#data/shares/share-item.js';
import { hashToken } from '#lib/crypto/token-crypto.js';
import { table, type Session } from './accounts.js';
import { call, runtime } from './api.js';

/** Shared dashboards in API tests: make one, and expire one without waiting for it. */

export async function newShare(owner: Session, input: CreateShareInput): Promise<CreatedShare & { token: string }> {
  const res = await call<CreatedShare>('POST', '/api/shares', { headers: owner.auth, json: input });
  if (res.status !== 201 || !res.body.token)
    throw new Error(`expected POST /api/shares to answer 201 with a token, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as CreatedShare & { token: string };
}

/** Makes a share one that expired a minute ago (both its items): the API only takes a future expiry. */
export async function expireShare(teamId: string, shareId: string, token: string): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  for (const Key of [teamShareKey(teamId, shareId), shareTokenKey(hashToken(token))]) {
    await table().send(
      new UpdateCommand({
        TableName: runtime().env.TABLE_NAME,
        Key,
        UpdateExpression: 'SET expiresAt = :past',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':past': past },
      }),
    );
  }
}

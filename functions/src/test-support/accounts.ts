import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '@kisa/shared';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { apiKeyKey } from '#data/accounts/api-key-item.js';
import { userKey } from '#data/accounts/user-item.js';
import { call, runtime, signUpBrowser, tokenFromLinks, uniqueEmail } from './api.js';

/** Account helpers for API tests against the local runtime. */

export const TEST_PASSWORD = 'correct horse';

export interface Session {
  user: User;
  email: string;
  password: string;
  token: string;
  /** Headers that authenticate as this user (bearer session token). */
  auth: { authorization: string };
}

/** Signs up, follows the mailed verification link and answers the signed-in session. */
export async function verifiedSession(tag: string, name = `${tag} user`): Promise<Session> {
  const email = uniqueEmail(tag);
  const before = Date.now();
  const signup = await call('POST', '/api/auth/signup', { json: { name, email, password: TEST_PASSWORD } });
  if (signup.status !== 201) throw new Error(`expected sign-up of ${email} to answer 201, got ${signup.status} ${JSON.stringify(signup.body)}`);
  const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Verify your Kisa account', after: before });
  const verified = await call('GET', `/api/auth/verify/${tokenFromLinks(mail.links, 'verify')}`, { headers: signUpBrowser(signup) });
  if (verified.status !== 200 || !verified.body.token)
    throw new Error(`expected the verify link to sign ${email} in, got ${verified.status} ${JSON.stringify(verified.body)}`);
  return sessionOf(verified.body.user, email, TEST_PASSWORD, verified.body.token);
}

/** Signs in with e-mail and password (expects success). */
export async function signIn(email: string, password: string): Promise<Session> {
  const res = await call('POST', '/api/auth/signin', { json: { email, password } });
  if (res.status !== 200) throw new Error(`expected sign-in of ${email} to answer 200, got ${res.status} ${JSON.stringify(res.body)}`);
  return sessionOf(res.body.user, email, password, res.body.token);
}

function sessionOf(user: User, email: string, password: string, token: string): Session {
  return { user, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

let documentClient: DynamoDBDocumentClient | undefined;

/** The test runtime's table, for the few states no route makes. */
export function table(): DynamoDBDocumentClient {
  const env = runtime().env;
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
  return documentClient;
}

/** Grants the platform admin role straight in the table (what `npm run make-admin` does). */
export async function makeAdmin(userId: string): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: runtime().env.TABLE_NAME,
      Key: userKey(userId),
      UpdateExpression: 'SET #r = :admin',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin' },
    }),
  );
}

/**
 * Makes an API key (by its id, the hash) one that expired a minute ago: the API only gives keys a
 * future expiry, and a test should not wait for one.
 */
export async function expireApiKey(keyId: string): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: runtime().env.TABLE_NAME,
      Key: apiKeyKey(keyId),
      UpdateExpression: 'SET expiresAt = :past',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
}

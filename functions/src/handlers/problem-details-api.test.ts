import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes, randomUUID } from 'node:crypto';
import { MSG } from '@kisa/shared';
import { operationList } from '@kisa/shared/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamKey } from '#data/keys.js';
import { RATE_LIMITS } from '#core/rate-limits/limits.js';
import { checkAnswer } from '#openapi/answer-check.js';
import { signIn, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, postLarge, runtime, type ApiAnswer } from '#test-support/api.js';
import { awayFromWindowTurn, callFrom, freshAddress } from '#test-support/from-address.js';
import { addMember, MEMBER_PASSWORD } from '#test-support/team.js';

// Integration: every class of failure, through the local gateway and the real handler chain,
// answers an RFC 9457 problem document (application/problem+json) with a stable code; 401 says
// how to authenticate, a known path asked with another method 405 with Allow.

const PROBLEM = 'application/problem+json';

interface Expected {
  status: number;
  code: string;
  title: string;
  detail: string;
  errors?: { pointer: string; detail: string; code: string }[];
}

/** The whole answer: status, content type and every member of the document. */
function expectProblem(res: Pick<ApiAnswer, 'status' | 'headers' | 'body'>, { status, code, title, detail, errors }: Expected): void {
  const seen = `${res.status} ${JSON.stringify(res.body)}`;
  expect({ status: res.status, contentType: res.headers.get('content-type') }, seen).toEqual({ status, contentType: PROBLEM });
  expect(res.body, seen).toEqual({ type: `/api/problems#${code}`, title, status, detail, code, ...(errors ? { errors } : {}), errorMessage: detail });
}

const unique = (tag: string) => `${tag}${randomBytes(5).toString('hex')}`;

describe('problem details (RFC 9457) on every error class', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await verifiedSession('problems', 'Problem Owner');
  });

  it('400 validation: the first message as detail, every wrong field with a JSON Pointer and a code', async () => {
    // A number where the URL goes: the shared schema's own message, coded by it.
    const wrongType = await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: 5 } });
    expectProblem(wrongType, {
      status: 400,
      code: 'url-invalid',
      title: 'Url invalid',
      detail: MSG.urlInvalid,
      errors: [{ pointer: '/longUrl', detail: MSG.urlInvalid, code: 'url-invalid' }],
    });

    const typo = await call('POST', '/api/links', { headers: owner.auth, json: { long_url: 'https://example.com/typo' } });
    expectProblem(typo, {
      status: 400,
      code: 'unknown-field',
      title: 'Unknown field',
      detail: MSG.unknownField('long_url'),
      errors: [{ pointer: '/long_url', detail: MSG.unknownField('long_url'), code: 'unknown-field' }],
    });

    // Several wrong fields: each one, the first one's message as the detail.
    const several = await call('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://example.com/x', shortUrl: 'a', title: 't'.repeat(201) },
    });
    expectProblem(several, {
      status: 400,
      code: 'alias-length',
      title: 'Alias length',
      detail: MSG.aliasLength,
      errors: [
        { pointer: '/shortUrl', detail: MSG.aliasLength, code: 'alias-length' },
        { pointer: '/title', detail: MSG.titleTooLong, code: 'title-too-long' },
      ],
    });

    const param = await call('GET', '/api/links?pgae=2', { headers: owner.auth });
    expectProblem(param, {
      status: 400,
      code: 'unknown-parameter',
      title: 'Unknown parameter',
      detail: MSG.analyticsUnknownParam('pgae'),
      errors: [{ pointer: 'pgae', detail: MSG.analyticsUnknownParam('pgae'), code: 'unknown-parameter' }],
    });
  });

  it('400 for a body that is no JSON, 415 for one that is not application/json, 413 for one over 10 MB', async () => {
    expectProblem(await call('POST', '/api/links', { headers: owner.auth, raw: '{"longUrl": ' }), {
      status: 400,
      code: 'bad-json',
      title: 'Bad json',
      detail: MSG.badJson,
    });
    const text = await call('POST', '/api/links', { headers: { ...owner.auth, 'content-type': 'text/plain' }, raw: 'https://example.com' });
    expectProblem(text, { status: 415, code: 'unsupported-media-type', title: 'Unsupported media type', detail: MSG.unsupportedMediaType });
    // postLarge checks the content type against the document; the body is all it answers.
    const large = await postLarge('/api/auth/signin', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10 * 1024 * 1024) }));
    expect(large).toEqual({
      status: 413,
      body: {
        type: '/api/problems#content-too-large',
        title: 'Content too large',
        status: 413,
        detail: MSG.tooLarge,
        code: 'content-too-large',
        errorMessage: MSG.tooLarge,
      },
    });
  });

  it('401 challenges for a bearer credential; a refused one (an unknown API key, a forged token) is invalid_token', async () => {
    const anonymous = await call('GET', '/api/links');
    expectProblem(anonymous, { status: 401, code: 'unauthorized', title: 'Unauthorized', detail: MSG.unauthorized });
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="kisa"');

    for (const credential of [`kisa_${randomBytes(24).toString('base64url')}`, 'a.b.c']) {
      const refused = await call('GET', '/api/links', { headers: { authorization: `Bearer ${credential}` } });
      expectProblem(refused, { status: 401, code: 'unauthorized', title: 'Unauthorized', detail: MSG.unauthorized });
      expect(refused.headers.get('www-authenticate'), credential).toBe('Bearer realm="kisa", error="invalid_token"');
    }
    // A wrong password is a 401 of its own message, with the challenge too.
    const wrong = await call('POST', '/api/auth/signin', { json: { email: owner.email, password: 'not the password' } });
    expectProblem(wrong, { status: 401, code: 'wrong-credentials', title: 'Wrong credentials', detail: MSG.wrongCredentials });
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="kisa"');
  });

  it('403 to a member on an owner operation (naming the scope it lacks) and to a non-admin on an admin one', async () => {
    const member = await addMember(owner, 'Problem Member');
    const session = await signIn(member.email, MEMBER_PASSWORD);
    const create = await call('POST', '/api/team/members', {
      headers: session.auth,
      json: { name: 'Someone', email: `${unique('someone')}@example.com`, password: 'a long passw0rd' },
    });
    expectProblem(create, { status: 403, code: 'role-lacks-scope', title: 'Role lacks scope', detail: MSG.roleLacksScope('team:write') });
    expectProblem(await call('GET', '/api/admin/stats', { headers: owner.auth }), {
      status: 403,
      code: 'forbidden',
      title: 'Forbidden',
      detail: MSG.forbidden,
    });
  });

  it('404 for an unknown link id and for a path the API does not have', async () => {
    expectProblem(await call('GET', `/api/links/${randomUUID()}`, { headers: owner.auth }), {
      status: 404,
      code: 'link-not-found',
      title: 'Link not found',
      detail: MSG.linkNotFound,
    });
    expectProblem(await call('GET', '/api/no-such-thing', { headers: owner.auth }), {
      status: 404,
      code: 'not-found',
      title: 'Not found',
      detail: MSG.notFound,
    });
    expectProblem(await call('POST', '/api/links/a/b/c', { headers: owner.auth }), {
      status: 404,
      code: 'not-found',
      title: 'Not found',
      detail: MSG.notFound,
    });
  });

  it('405 with Allow for a path the API has, asked with a method it does not take', async () => {
    const put = await call('PUT', '/api/links', { headers: owner.auth, json: { longUrl: 'https://example.com/put' } });
    expectProblem(put, { status: 405, code: 'method-not-allowed', title: 'Method not allowed', detail: MSG.methodNotAllowed });
    expect(put.headers.get('allow')).toBe('GET, POST');
    // Without a credential too: the method is wrong whoever asks.
    const anonymous = await call('DELETE', '/api/openapi.json');
    expect([anonymous.status, anonymous.headers.get('allow')]).toEqual([405, 'GET']);
    // A path with a parameter: the methods its operations declare.
    const declared = [...new Set(operationList.filter((op) => op.path === '/api/links/{id}').map((op) => op.method))].sort();
    expect(declared).not.toContain('POST');
    const post = await call('POST', `/api/links/${randomUUID()}`, { headers: owner.auth, json: {} });
    expect([post.status, post.headers.get('allow')]).toEqual([405, declared.join(', ')]);
  });

  it('409 for an alias already taken', async () => {
    const shortUrl = unique('taken');
    expect((await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: 'https://example.com/first', shortUrl } })).status).toBe(201);
    const again = await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: 'https://example.com/second', shortUrl } });
    expectProblem(again, { status: 409, code: 'alias-taken', title: 'Alias taken', detail: MSG.aliasTaken });
  });

  it('429 for too many failed sign-ins, Retry-After kept', async () => {
    const { email } = await verifiedSession('problems-429');
    await awayFromWindowTurn();
    const { limit } = RATE_LIMITS.signInFailuresPerEmail;
    const from = freshAddress();
    for (let i = 0; i < limit; i++) expect((await callFrom(from, 'POST', '/api/auth/signin', { json: { email, password: `wrong ${i}` } })).status).toBe(401);
    const limited = await callFrom(from, 'POST', '/api/auth/signin', { json: { email, password: 'wrong again' } });
    expect(
      checkAnswer({ method: 'POST', path: '/api/auth/signin', status: limited.status, contentType: limited.headers.get('content-type'), body: limited.body }),
    ).toEqual({ checked: 'POST /api/auth/signin 429' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expectProblem(limited, { status: 429, code: 'too-many-attempts', title: 'Too many attempts', detail: MSG.tooManyAttemptsIn(Math.ceil(retryAfter / 60)) });
  });

  it('500 for an unexpected failure, telling nothing of it', async () => {
    const session = await verifiedSession('problems-500', 'Problem Failing');
    const env = runtime().env;
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    );
    // The team's link counter as text: the create's transaction (ADD to it) is refused by DynamoDB.
    await db.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: teamKey(session.user.teamId),
        UpdateExpression: 'SET #links = :text',
        ExpressionAttributeNames: { '#links': 'links' },
        ExpressionAttributeValues: { ':text': 'broken' },
      }),
    );
    const failed = await call('POST', '/api/links', { headers: session.auth, json: { longUrl: 'https://example.com/fails' } });
    expectProblem(failed, { status: 500, code: 'internal-error', title: 'Internal error', detail: MSG.unknownError });
  });
});

import { testOperation } from '#test-support/operations.js';
import { MAX_JSON_BODY_BYTES, MSG, type User } from '@kisa/shared';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Credential } from '../auth/credential.js';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.APP_URL = 'https://app.kisa.test/';
  process.env.APP_ORIGINS = 'http://127.0.0.1:3000';
  process.env.ORIGIN_SECRET = 'origin-secret-of-the-test';
});

const authenticate = vi.fn<(c: Credential | null) => Promise<User | null>>();

const { AppError } = await import('../errors.js');
const { logger } = await import('../logger.js');
const { createApiHandler } = await import('./api-handler.js');
const apiHandler = createApiHandler(
  (c) => authenticate(c),
  async () => [],
);

const context = { awsRequestId: 'aws-1', functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const JSON_TYPE = { 'content-type': 'application/json' };
// Every event came through CloudFront (its origin header); middleware/from-cloudfront.test.ts covers the others.
const event = (over: Record<string, unknown> = {}) => {
  const e = {
    version: '2.0',
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    headers: { ...JSON_TYPE },
    requestContext: { requestId: 'r1' },
    isBase64Encoded: false,
    ...over,
  };
  return { ...e, headers: { ...e.headers, 'x-origin-verify': 'origin-secret-of-the-test' } } as never;
};
const request = (method: string, headers: Record<string, string>, over: Record<string, unknown> = {}) =>
  event({ routeKey: `${method} /api/x`, requestContext: { requestId: 'r1', http: { method } }, headers, ...over });

const alice: User = { id: 'u1', name: 'Alice', email: 'a@x.io', role: 'user', teamId: 't1', teamRole: 'owner', plan: 'Enterprise', verified: true };

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  authenticate.mockReset();
  logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('apiHandler', () => {
  it('answers JSON with the security headers and the operation cookies', async () => {
    const h = apiHandler(testOperation('public', { body: z.looseObject({}) }), async ({ body, params, requestId }) => ({
      status: 201,
      body: { body, params, requestId },
      cookies: ['a=1'],
    }));
    const res = await h(event({ body: '{"x":1}', pathParameters: { id: '7' } }), context);
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body!)).toEqual({ body: { x: 1 }, params: { id: '7' }, requestId: 'r1' });
    expect(res.cookies).toEqual(['a=1']);
    expect(res.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  });

  it('decodes base64 bodies and reads an absent body as an empty form', async () => {
    const h = apiHandler(testOperation('public', { body: z.looseObject({}) }), async ({ body }) => ({ body: { body } }));
    const b64 = await h(event({ body: Buffer.from('{"y":2}').toString('base64'), isBase64Encoded: true }), context);
    expect(JSON.parse(b64.body!)).toEqual({ body: { y: 2 } });
    expect(JSON.parse((await h(event(), context)).body!)).toEqual({ body: {} });
  });

  it('parses the declared body and query, refusing fields and parameters the declaration does not take by name', async () => {
    const run = vi.fn(async ({ body, query }: { body: unknown; query: unknown }) => ({ body: { body, query } }));
    const declared = testOperation('public', {
      body: z.object({ longUrl: z.string(), utm: z.object({ source: z.string() }).optional() }),
      query: z.object({ page: z.string().optional() }),
    });
    const h = apiHandler(declared, run);
    const ok = await h(event({ body: '{"longUrl":"https://a.example","utm":{"source":"x"}}', queryStringParameters: { page: '2' } }), context);
    expect([ok.statusCode, JSON.parse(ok.body!)]).toEqual([200, { body: { longUrl: 'https://a.example', utm: { source: 'x' } }, query: { page: '2' } }]);
    const typo = await h(event({ body: '{"long_url":"https://a.example"}' }), context);
    expect([typo.statusCode, JSON.parse(typo.body!).errorMessage]).toEqual([400, MSG.unknownField('long_url')]);
    const nested = await h(event({ body: '{"longUrl":"https://a.example","utm":{"sorce":"x"}}' }), context);
    expect(JSON.parse(nested.body!).errorMessage).toBe(MSG.unknownField('utm.sorce'));
    const param = await h(event({ body: '{"longUrl":"https://a.example"}', queryStringParameters: { pgae: '2' } }), context);
    expect([param.statusCode, JSON.parse(param.body!).errorMessage]).toEqual([400, MSG.analyticsUnknownParam('pgae')]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('maps malformed JSON to 400 and oversized bodies to 413 before the operation runs', async () => {
    const op = vi.fn(async () => ({ body: {} }));
    const h = apiHandler(testOperation('public'), op);
    const bad = await h(event({ body: '{nope' }), context);
    expect([bad.statusCode, JSON.parse(bad.body!)]).toEqual([400, expect.objectContaining({ errorMessage: MSG.badJson })]);
    const big = await h(event({ body: 'x'.repeat(MAX_JSON_BODY_BYTES + 1) }), context);
    expect([big.statusCode, JSON.parse(big.body!)]).toEqual([413, expect.objectContaining({ errorMessage: MSG.tooLarge })]);
    const bigB64 = await h(event({ body: Buffer.alloc(MAX_JSON_BODY_BYTES + 3).toString('base64'), isBase64Encoded: true }), context);
    expect(bigB64.statusCode).toBe(413);
    expect(op).not.toHaveBeenCalled();
  });

  it('maps AppError to its status and message without logging', async () => {
    const h = apiHandler(testOperation('public'), async () => {
      throw new AppError(409, 'taken');
    });
    const res = await h(event(), context);
    expect([res.statusCode, JSON.parse(res.body!)]).toEqual([409, expect.objectContaining({ errorMessage: 'taken' })]);
    expect(res.headers?.['cache-control']).toBe('no-store');
    expect(logged).not.toHaveBeenCalled();
  });

  it('maps unexpected errors to a logged generic 500 that leaks nothing', async () => {
    const h = apiHandler(testOperation('public'), async () => {
      throw new Error('db password is hunter2');
    });
    const res = await h(event(), context);
    expect([res.statusCode, JSON.parse(res.body!)]).toEqual([500, expect.objectContaining({ errorMessage: MSG.unknownError })]);
    expect(res.body).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('does not authenticate public routes', async () => {
    const h = apiHandler(testOperation('public'), async ({ caller }) => ({ body: { caller: caller ?? null } }));
    expect(JSON.parse((await h(event({ headers: { ...JSON_TYPE, authorization: 'Bearer a.b.c' } }), context)).body!)).toEqual({ caller: null });
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('answers 401 for user routes without a valid credential, and hands the caller over otherwise', async () => {
    const h = apiHandler(testOperation('user'), async ({ caller }) => ({ body: caller }));
    authenticate.mockResolvedValueOnce(null);
    const anonymous = await h(event(), context);
    expect([anonymous.statusCode, JSON.parse(anonymous.body!)]).toEqual([401, expect.objectContaining({ errorMessage: MSG.unauthorized })]);
    expect(anonymous.headers?.['www-authenticate']).toBe('Bearer realm="kisa"');
    expect(authenticate).toHaveBeenLastCalledWith(null);
    // A credential that was sent and refused (expired session, revoked key): RFC 6750's invalid_token.
    authenticate.mockResolvedValueOnce(null);
    const refused = await h(event({ headers: { authorization: 'Bearer kisa_revoked' } }), context);
    expect([refused.statusCode, refused.headers?.['www-authenticate']]).toEqual([401, 'Bearer realm="kisa", error="invalid_token"']);

    authenticate.mockResolvedValueOnce(alice);
    const signedIn = await h(event({ cookies: ['token=a.b.c'] }), context);
    expect(JSON.parse(signedIn.body!)).toEqual(alice);
    expect(authenticate).toHaveBeenLastCalledWith({ kind: 'jwt', value: 'a.b.c' });
  });

  it('answers 403 on admin routes for non-admins', async () => {
    const h = apiHandler(testOperation('admin'), async () => ({ body: { ok: true } }));
    authenticate.mockResolvedValueOnce(alice);
    const user = await h(event(), context);
    expect([user.statusCode, JSON.parse(user.body!)]).toEqual([403, expect.objectContaining({ errorMessage: MSG.forbidden })]);
    authenticate.mockResolvedValueOnce({ ...alice, role: 'admin' });
    expect((await h(event(), context)).statusCode).toBe(200);
  });

  describe('refuses what a page of another site can send (CSRF)', () => {
    const op = vi.fn(async () => ({ status: 201, body: { ok: true } }));
    const user = () => apiHandler(testOperation('user'), op);
    const evil = 'http://evil.example';
    beforeEach(() => {
      op.mockClear();
      authenticate.mockResolvedValue(alice);
    });
    afterEach(() => authenticate.mockReset());
    const answer = (res: { statusCode?: number; body?: string }) => [res.statusCode, JSON.parse(res.body!)];

    it('answers 415 to a body that is not application/json (form posts, no-cors fetches), before the operation runs', async () => {
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        const res = await user()(request('POST', headers, { body: '{"name":"attacker","x":"="}', cookies: ['token=a.b.c'] }), context);
        expect([type, ...answer(res)]).toEqual([type, 415, expect.objectContaining({ errorMessage: MSG.unsupportedMediaType })]);
      }
      expect(op).not.toHaveBeenCalled();
      const json = await user()(request('POST', { 'content-type': 'Application/JSON; charset=utf-8' }, { body: '{}', cookies: ['token=a.b.c'] }), context);
      expect(json.statusCode).toBe(201);
      // No body, no Content-Type needed.
      expect((await user()(request('DELETE', {}, { cookies: ['token=a.b.c'] }), context)).statusCode).toBe(201);
    });

    it('answers 403 to cookie-authenticated POST/PUT/PATCH/DELETE from a foreign origin', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const origin of [evil, 'null', 'https://app.kisa.test.evil.example', 'http://app.kisa.test']) {
          const res = await user()(request(method, { ...JSON_TYPE, origin }, { body: '{}', cookies: ['token=a.b.c'] }), context);
          expect([method, origin, ...answer(res)]).toEqual([method, origin, 403, expect.objectContaining({ errorMessage: MSG.crossSiteRequest })]);
        }
        // The cookie as a raw header (not API Gateway's cookies array) counts the same.
        const raw = await user()(request(method, { ...JSON_TYPE, origin: evil, cookie: 'token=a.b.c' }, { body: '{}' }), context);
        expect(raw.statusCode).toBe(403);
      }
      expect(op).not.toHaveBeenCalled();
      expect(authenticate).not.toHaveBeenCalled();
    });

    it('answers 403 to Sec-Fetch-Site: cross-site, even without an Origin', async () => {
      const res = await user()(request('DELETE', { 'sec-fetch-site': 'cross-site' }, { cookies: ['token=a.b.c'] }), context);
      expect(answer(res)).toEqual([403, expect.objectContaining({ errorMessage: MSG.crossSiteRequest })]);
      expect(op).not.toHaveBeenCalled();
    });

    it('refuses foreign origins on the public state-changing posts too (login CSRF), cookie or not', async () => {
      const signin = apiHandler(testOperation('public'), op);
      const res = await signin(request('POST', { ...JSON_TYPE, origin: evil, 'sec-fetch-site': 'cross-site' }, { body: '{"email":"attacker@x.io"}' }), context);
      expect(answer(res)).toEqual([403, expect.objectContaining({ errorMessage: MSG.crossSiteRequest })]);
      expect((await signin(request('POST', { ...JSON_TYPE, origin: evil }, { body: '{}' }), context)).statusCode).toBe(403);
      expect(op).not.toHaveBeenCalled();
    });

    it("lets the app's own origins through (APP_URL and APP_ORIGINS), and reads (GET) from anywhere", async () => {
      for (const origin of ['https://app.kisa.test', 'http://127.0.0.1:3000']) {
        const res = await user()(request('POST', { ...JSON_TYPE, origin, 'sec-fetch-site': 'same-origin' }, { body: '{}', cookies: ['token=a.b.c'] }), context);
        expect([origin, res.statusCode]).toEqual([origin, 201]);
      }
      expect((await user()(request('GET', { origin: evil, 'sec-fetch-site': 'cross-site' }, { cookies: ['token=a.b.c'] }), context)).statusCode).toBe(201);
    });

    it('lets bearer-token automation through from anywhere (no cookie, with or without Origin), but not a bearer beside a cookie', async () => {
      const key = { authorization: 'Bearer kisa_abc' };
      expect((await user()(request('POST', { ...JSON_TYPE, ...key }, { body: '{}' }), context)).statusCode).toBe(201);
      expect((await user()(request('DELETE', { ...key, origin: evil, 'sec-fetch-site': 'cross-site' }), context)).statusCode).toBe(201);
      expect((await user()(request('POST', { ...JSON_TYPE, ...key, origin: evil }, { body: '{}', cookies: ['token=a.b.c'] }), context)).statusCode).toBe(403);
      // curl with the cookie and no Origin/Sec-Fetch-Site: not a browser, nothing to forge.
      expect((await user()(request('POST', JSON_TYPE, { body: '{}', cookies: ['token=a.b.c'] }), context)).statusCode).toBe(201);
    });
  });
});

import { testOperation } from '#test-support/operations.js';
import { MSG, type User } from '@kisa/shared';
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountedLimit } from './request-limits.js';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.APP_URL = 'https://app.kisa.test/';
  process.env.ORIGIN_SECRET = 'origin-secret-of-the-test';
});

const alice: User = { id: 'u1', name: 'Alice', email: 'a@x.io', role: 'user', teamId: 't1', teamRole: 'owner', plan: 'Enterprise', verified: true };
const count = vi.fn<(caller: User) => Promise<readonly CountedLimit[]>>();

const { AppError } = await import('../../errors.js');
const { logger } = await import('../../logger.js');
const { createApiHandler } = await import('../api-handler.js');
const { rateLimitHeaders } = await import('./request-limits.js');
const apiOperation = createApiHandler(
  async (credential) => (credential ? alice : null),
  (caller) => count(caller),
);

const context = { awsRequestId: 'aws-1', functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const get = (headers: Record<string, string> = { authorization: 'Bearer kisa_x' }) =>
  ({
    version: '2.0',
    routeKey: 'GET /api/x',
    rawPath: '/api/x',
    headers: { ...headers, 'x-origin-verify': 'origin-secret-of-the-test' },
    requestContext: { requestId: 'r1', http: { method: 'GET' } },
    isBase64Encoded: false,
  }) as never;

const limit = (name: CountedLimit['name'], quota: number, hits: number | null, resetSeconds = 41.2): CountedLimit => ({
  name,
  quota,
  windowSeconds: 60,
  hits,
  resetSeconds,
});

beforeEach(() => {
  count.mockReset();
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});

describe('request limits in the chain', () => {
  it('count a signed-in request once, with its caller, and put both fields on the answer', async () => {
    count.mockResolvedValue([limit('key', 600, 3), limit('team', 3000, 2000)]);
    const res = await apiOperation(testOperation('user', { method: 'GET' }), async () => ({ body: { ok: true } }))(get(), context);
    expect(res.statusCode).toBe(200);
    expect(count).toHaveBeenCalledTimes(1);
    expect(count).toHaveBeenCalledWith(alice);
    expect(res.headers).toMatchObject({
      'ratelimit-policy': '"key";q=600;w=60, "team";q=3000;w=60',
      ratelimit: '"key";r=597;t=42',
      'cache-control': 'no-store',
    });
  });

  it('put them on error answers too: a refusal of the handler and an unexpected failure', async () => {
    count.mockResolvedValue([limit('user', 600, 10), limit('team', 3000, 10)]);
    const refused = await apiOperation(testOperation('user', { method: 'GET' }), async () => {
      throw new AppError(404, MSG.linkNotFound);
    })(get(), context);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers).toMatchObject({ 'ratelimit-policy': '"user";q=600;w=60, "team";q=3000;w=60', ratelimit: '"user";r=590;t=42' });
    const broken = await apiOperation(testOperation('user', { method: 'GET' }), async () => {
      throw new Error('boom');
    })(get(), context);
    expect(broken.statusCode).toBe(500);
    expect(broken.headers).toMatchObject({ ratelimit: '"user";r=590;t=42' });
  });

  it('put them on file downloads, exposed beside Content-Disposition', async () => {
    count.mockResolvedValue([limit('key', 600, 1), limit('team', 3000, 1)]);
    const file = { filename: 'links.csv', contentType: 'text/csv', data: Buffer.from('a,b\n') };
    const res = await apiOperation(testOperation('user', { method: 'GET' }), async () => ({ body: undefined, file }))(get(), context);
    expect(res.headers).toMatchObject({
      'content-type': 'text/csv',
      ratelimit: '"key";r=599;t=42',
      'access-control-expose-headers': 'content-disposition, ratelimit-policy, ratelimit',
    });
  });

  it('answer 429 over a limit, with Retry-After to the window end and the fields naming the exhausted limit; the handler does not run', async () => {
    count.mockResolvedValue([limit('key', 600, 601, 12.3), limit('team', 3000, 900)]);
    const run = vi.fn(async () => ({ body: {} }));
    const res = await apiOperation(testOperation('user', { method: 'GET' }), run)(get(), context);
    expect(res.statusCode).toBe(429);
    expect(run).not.toHaveBeenCalled();
    expect(res.headers).toMatchObject({ 'retry-after': '13', ratelimit: '"key";r=0;t=13', 'ratelimit-policy': '"key";q=600;w=60, "team";q=3000;w=60' });
    expect(JSON.parse(res.body!)).toMatchObject({ errorMessage: MSG.tooManyRequestsIn(13) });
  });

  it('let a request through when a counter could not be written, with the fields of what was counted', async () => {
    count.mockResolvedValue([limit('key', 600, null), limit('team', 3000, 3001)]);
    expect((await apiOperation(testOperation('user', { method: 'GET' }), async () => ({ body: {} }))(get(), context)).statusCode).toBe(429);
    count.mockResolvedValue([limit('key', 600, null), limit('team', 3000, 7)]);
    const res = await apiOperation(testOperation('user', { method: 'GET' }), async () => ({ body: {} }))(get(), context);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ ratelimit: '"team";r=2993;t=42' });
    count.mockResolvedValue([limit('key', 600, null), limit('team', 3000, null)]);
    const blind = await apiOperation(testOperation('user', { method: 'GET' }), async () => ({ body: {} }))(get(), context);
    expect(blind.statusCode).toBe(200);
    expect(blind.headers).toMatchObject({ 'ratelimit-policy': '"key";q=600;w=60, "team";q=3000;w=60' });
    expect(blind.headers).not.toHaveProperty('ratelimit');
  });

  it('count neither public operations nor requests refused before a caller is known', async () => {
    const pub = await apiOperation(testOperation('public', { method: 'GET' }), async () => ({ body: {} }))(get(), context);
    expect(pub.statusCode).toBe(200);
    const anonymous = await apiOperation(testOperation('user', { method: 'GET' }), async () => ({ body: {} }))(get({}), context);
    expect(anonymous.statusCode).toBe(401);
    expect(count).not.toHaveBeenCalled();
    expect(pub.headers).not.toHaveProperty('ratelimit-policy');
    expect(anonymous.headers).not.toHaveProperty('ratelimit-policy');
  });
});

describe('rateLimitHeaders', () => {
  it('name the limit with the fewest requests left, on a tie the one that waits longest, and never a negative count', () => {
    expect(rateLimitHeaders([limit('key', 600, 100), limit('team', 3000, 2950)]).ratelimit).toBe('"team";r=50;t=42');
    expect(rateLimitHeaders([limit('key', 10, 20, 5), limit('team', 30, 40, 50)]).ratelimit).toBe('"team";r=0;t=50');
    expect(rateLimitHeaders([])).toEqual({});
  });
});

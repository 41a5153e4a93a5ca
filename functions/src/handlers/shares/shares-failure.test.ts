import type { Context } from 'aws-lambda';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Link } from '@kisa/shared';
import { verifiedSession } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { DYNAMODB_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';
import { newShare } from '#test-support/shares.js';

/**
 * DynamoDB refusing a shared dashboard's own calls: the share's public description and its revoke,
 * their real handlers run in this process against the test runtime's table through a stand-in
 * endpoint. A share that cannot be read answers a 500 problem (still `noindex`), never a page of
 * someone else's; a revoke whose transaction is refused answers 500 and leaves the share as it was
 * (both its items), so revoking again works.
 */
const env = runtime().env;
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
Object.assign(process.env, env, { DYNAMODB_ENDPOINT: dynamo.url, POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { handler: describeShare } = await import('./get-shared-dashboard.js');
const { handler: revokeShare } = await import('./revoke-share.js');
const { logger } = await import('#lib/logger.js');
afterAll(() => dynamo.close());

const context = { awsRequestId: 'shares-failure', functionName: 'shares', getRemainingTimeInMillis: () => 15_000 } as unknown as Context;
const owner = await verifiedSession('shares-refused', 'Pınar Paylaşım');
const link = (await call<Link>('POST', '/api/links', { headers: owner.auth, json: { longUrl: 'https://example.com/refused' } })).body;

const invoke = (handler: typeof describeShare, method: string, path: string, pathParameters: Record<string, string>, headers: Record<string, string> = {}) =>
  handler(
    {
      version: '2.0',
      routeKey: `${method} ${path}`,
      rawPath: path,
      pathParameters,
      headers: { 'x-origin-verify': env.ORIGIN_SECRET!, ...headers },
      isBase64Encoded: false,
      requestContext: { requestId: 'shares-failure', http: { method, path, sourceIp: '198.51.100.25' } },
    } as never,
    context,
  );

describe('shared dashboards when DynamoDB refuses', () => {
  for (const [name, fault] of Object.entries(DYNAMODB_FAULTS)) {
    it(`${name} on the share's read: a 500 problem, still noindex`, async () => {
      const share = await newShare(owner, { target: { kind: 'link', id: link.id } });
      const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      dynamo.fail({ fault, when: (req) => req.operation === 'GetItem' && req.body.includes('"SHARE#') });
      try {
        const res = await invoke(describeShare, 'GET', '/api/public/shares/{token}', { token: share.token });
        expect(res.statusCode, String(res.body)).toBe(500);
        expect(JSON.parse(String(res.body))).toMatchObject({ code: 'internal-error' });
        expect(res.headers?.['x-robots-tag']).toBe('noindex');
        expect(dynamo.failed.length, 'the share was read').toBeGreaterThan(0);
      } finally {
        dynamo.heal();
        errors.mockRestore();
      }
      expect((await call('GET', `/api/public/shares/${share.token}`)).status).toBe(200);
    }, 60_000);
  }

  it('a revoke whose transaction is refused answers 500 and changes nothing: the share still opens, and revoking again works', async () => {
    const share = await newShare(owner, { target: { kind: 'link', id: link.id } });
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (req) => req.operation === 'TransactWriteItems' });
    try {
      const res = await invoke(revokeShare, 'DELETE', '/api/shares/{id}', { id: share.id }, owner.auth);
      expect(res.statusCode, String(res.body)).toBe(500);
    } finally {
      dynamo.heal();
      errors.mockRestore();
    }
    expect((await call('GET', `/api/public/shares/${share.token}`)).status).toBe(200);
    expect((await invoke(revokeShare, 'DELETE', '/api/shares/{id}', { id: share.id }, owner.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/public/shares/${share.token}`)).status).toBe(410);
  }, 60_000);
});

import type { Context } from 'aws-lambda';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { verifiedSession } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { DYNAMODB_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';

/**
 * DynamoDB refusing the audit log's append: the route that made the change (POST /api/tags, its
 * real handler run in this process against the test runtime's table through a stand-in endpoint
 * that fails every transaction touching an AUDIT# partition) still answers 201, the tag is there,
 * no entry is, and the lost entry is logged whole at ERROR.
 */
const env = runtime().env;
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
Object.assign(process.env, env, { DYNAMODB_ENDPOINT: dynamo.url, POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { handler } = await import('../tags/create-tag.js');
const { logger } = await import('#lib/logger.js');
afterAll(() => dynamo.close());

const context = { awsRequestId: 'audit-failure', functionName: 'tags', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

describe('an audit entry DynamoDB refuses', () => {
  it('leaves the request answered and its change made, and logs the entry as lost', async () => {
    const owner = await verifiedSession('audit-refused', 'Gülşen 🌷');
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (req) => req.operation === 'TransactWriteItems' && req.body.includes('AUDIT#') });
    const name = `Kayıp ${Date.now()}`;
    const res = await handler(
      {
        version: '2.0',
        routeKey: 'POST /api/tags',
        rawPath: '/api/tags',
        headers: {
          'content-type': 'application/json',
          authorization: owner.auth.authorization,
          'x-origin-verify': env.ORIGIN_SECRET!,
          origin: env.APP_ORIGINS!,
        },
        body: JSON.stringify({ name }),
        isBase64Encoded: false,
        requestContext: { requestId: 'audit-failure', http: { method: 'POST', path: '/api/tags', sourceIp: '198.51.100.23' } },
      } as never,
      context,
    );
    dynamo.heal();
    expect(res.statusCode, String(res.body)).toBe(201);
    expect(dynamo.failed.length, 'the append was tried against the failing endpoint').toBeGreaterThan(0);
    const tags = await call('GET', '/api/tags', { headers: owner.auth });
    expect(tags.body.items.map((t: { name: string }) => t.name)).toContain(name);
    const log = await call('GET', '/api/audit?action=createTag', { headers: owner.auth });
    expect(log.body.entries).toEqual([]);
    const lost = errors.mock.calls.find(([message]) => message === 'Audit entry lost');
    expect(lost, `an ERROR "Audit entry lost"; logged: ${JSON.stringify(errors.mock.calls.map((c) => c[0]))}`).toBeDefined();
    expect(lost![1]).toMatchObject({
      teamId: owner.user.teamId,
      entry: { action: 'createTag', actor: { kind: 'user', id: owner.user.id }, changes: { name: { after: name } } },
    });
    errors.mockRestore();
  }, 120_000);
});

import type { Context } from 'aws-lambda';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { verifiedSession } from '#test-support/accounts.js';
import { runtime } from '#test-support/api.js';
import { DYNAMODB_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';

/**
 * DynamoDB refusing the live view's own calls: GET /api/live/clicks, its real handler run in this
 * process against the test runtime's table through a stand-in endpoint. A watch mark not written
 * still answers the cursor (logged); a read of the partition that fails (throttled, 500, an HTML
 * 502, garbage) answers the unchanged cursor at once, so EventSource asks again from there.
 */
const env = runtime().env;
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
Object.assign(process.env, env, { DYNAMODB_ENDPOINT: dynamo.url, POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { handler } = await import('./stream-live-clicks.js');
const { logger } = await import('#lib/logger.js');
afterAll(() => dynamo.close());

const context = { awsRequestId: 'live-failure', functionName: 'live', getRemainingTimeInMillis: () => 15_000 } as unknown as Context;
const session = await verifiedSession('live-refused', 'Gökçe 📡');

async function connect(lastEventId?: string) {
  const res = await handler(
    {
      version: '2.0',
      routeKey: 'GET /api/live/clicks',
      rawPath: '/api/live/clicks',
      headers: { authorization: session.auth.authorization, 'x-origin-verify': env.ORIGIN_SECRET!, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      isBase64Encoded: false,
      requestContext: { requestId: 'live-failure', http: { method: 'GET', path: '/api/live/clicks', sourceIp: '198.51.100.24' } },
    } as never,
    context,
  );
  expect(res.statusCode, String(res.body)).toBe(200);
  expect(res.headers?.['content-type']).toBe('text/event-stream; charset=utf-8');
  return String(res.body);
}

describe('the live view when DynamoDB refuses', () => {
  it('answers the cursor when the watch mark cannot be written, and logs it', async () => {
    const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (req) => req.operation === 'PutItem' && req.body.includes('"LIVE#') });
    try {
      expect(await connect()).toMatch(/^retry: 250\nid: \d+\nevent: ready\ndata: \{\}\n\n$/);
      expect(dynamo.failed.length, 'the mark was tried').toBeGreaterThan(0);
      expect(warnings.mock.calls.map(([message]) => message)).toContain('Live watch mark not written');
    } finally {
      dynamo.heal();
      warnings.mockRestore();
    }
  }, 60_000);

  for (const [name, fault] of Object.entries(DYNAMODB_FAULTS)) {
    it(`${name} on the read: the unchanged cursor at once, the miss logged`, async () => {
      const cursor = String(Date.now() - 5_000);
      const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      dynamo.fail({ fault, when: (req) => req.operation === 'Query' && req.body.includes('"LIVE#') });
      try {
        expect(await connect(cursor)).toBe(`retry: 250\nid: ${cursor}\n\n`);
        expect(warnings.mock.calls.map(([message]) => message)).toContain('Live clicks not read; the viewer asks again');
      } finally {
        dynamo.heal();
        warnings.mockRestore();
      }
    }, 60_000);
  }
});

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { verifiedSession } from '#test-support/accounts.js';
import { runtime } from '#test-support/api.js';
import { DYNAMODB_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';

/**
 * DynamoDB failing the write of a session's "last seen" (at most one per 5 minutes, on the
 * request path): GET /api/me, its real handler run in this process against the test runtime's
 * table through a stand-in endpoint that fails every UpdateItem of a SESSION# item (throttled,
 * 500, an HTML 502, garbage), still answers 200 with the caller, and the miss is logged as a warning.
 */
const env = runtime().env;
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
Object.assign(process.env, env, { DYNAMODB_ENDPOINT: dynamo.url, POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { handler } = await import('./get-me.js');
const { logger } = await import('#lib/logger.js');
afterAll(() => dynamo.close());

const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  }),
);
const context = { awsRequestId: 'seen-failure', functionName: 'accounts', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

/** Makes the user's sessions look last seen an hour ago, so the next request writes "last seen". */
async function ageSessions(userId: string): Promise<void> {
  const { Items = [] } = await table.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :s)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':s': 'SESSION#' },
    }),
  );
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  for (const item of Items)
    await table.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET lastSeenAt = :t',
        ExpressionAttributeValues: { ':t': hourAgo },
      }),
    );
}

describe("a session's last seen DynamoDB refuses", () => {
  for (const [name, fault] of Object.entries(DYNAMODB_FAULTS)) {
    it(`${name}: the request is answered, the miss logged as a warning`, async () => {
      const session = await verifiedSession('seen-refused', 'Gökçe 🌙');
      await ageSessions(session.user.id);
      const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      dynamo.fail({ fault, when: (req) => req.operation === 'UpdateItem' && req.body.includes('SESSION#') });
      try {
        const res = await handler(
          {
            version: '2.0',
            routeKey: 'GET /api/me',
            rawPath: '/api/me',
            headers: { authorization: session.auth.authorization, 'x-origin-verify': env.ORIGIN_SECRET! },
            isBase64Encoded: false,
            requestContext: { requestId: 'seen-failure', http: { method: 'GET', path: '/api/me', sourceIp: '198.51.100.24' } },
          } as never,
          context,
        );
        expect(res.statusCode, String(res.body)).toBe(200);
        expect(JSON.parse(String(res.body))).toMatchObject({ id: session.user.id });
        expect(dynamo.failed.length, 'the write was tried against the failing endpoint').toBeGreaterThan(0);
        expect(warnings.mock.calls.map(([message]) => message)).toContain('Could not record a session use');
      } finally {
        dynamo.heal();
        warnings.mockRestore();
      }
    }, 120_000);
  }
});

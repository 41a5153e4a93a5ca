import { MSG } from '@kisa/shared';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../api-routes.js';
import { aliasKey } from '#data/links/alias-item.js';
import { call, postLarge, runtime } from '#test-support/api.js';

// Integration: cross-cutting behaviour of the API chain and the small handlers.

describe('API basics', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await call('POST', '/api/auth/signin', { raw: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorMessage: MSG.badJson });
  });

  it('answers a body over 10 MB with 413', async () => {
    const res = await postLarge('/api/auth/signin', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ errorMessage: MSG.tooLarge });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ errorMessage: MSG.notFound });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves an OpenAPI 3.1 document describing every route', async () => {
    const res = await call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of apiRoutes) {
      expect(res.body.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('redirects a known short code and shows a not-found page for an unknown one', async () => {
    const env = runtime().env;
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    );
    const code = `t${randomUUID().slice(0, 6)}`;
    await db.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { ...aliasKey(code), longUrl: 'https://example.com/landing?x=1' } }));

    const hit = await call('GET', `/${code}`);
    expect(hit.status).toBe(302);
    expect(hit.headers.get('location')).toBe('https://example.com/landing?x=1');
    expect(hit.headers.get('cache-control')).toBe('private, no-store');

    const miss = await call('GET', `/${code}zz`);
    expect(miss.status).toBe(404);
    expect(miss.headers.get('content-type')).toContain('text/html');
    expect(miss.body).toContain('Link not found');
  });
});

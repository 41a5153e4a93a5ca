import { MSG } from '@kisa/shared';
import type { Context } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { call } from '#test-support/api.js';

// Only requests that came through CloudFront reach an operation. In AWS a direct caller can
// reach the HTTP API's execute-api endpoint; here the equivalent is calling a handler module
// without the gateway (which plays CloudFront). The real handlers, with the runtime's own
// environment and emulators, in this process.

const env = inject('runtime')?.env;
if (!env) throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime"))');
Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });

const context = { awsRequestId: 'direct', functionName: 'direct', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

/** An API Gateway event as a direct caller of execute-api would cause it: any headers they like. */
function directEvent(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    requestContext: { requestId: `direct-${Math.random()}`, http: { method, path, sourceIp: '198.51.100.20', protocol: 'HTTP/1.1', userAgent: 'curl' } },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  } as never;
}

const unlock = (await import('./redirect/unlock-link.js')).handler;
const signin = (await import('./accounts/sign-in.js')).handler;
const listLinks = (await import('./links/list-links.js')).handler;

describe('the origin check (only CloudFront reaches the API)', () => {
  it('refuses a request sent straight to a handler without the origin header: 403 JSON, whatever CloudFront headers it forges', async () => {
    const forged = { 'cloudfront-viewer-address': '203.0.113.50:443', 'cloudfront-viewer-country': 'TR', origin: env.APP_URL! };
    for (const [handler, method, path, body] of [
      [unlock, 'POST', '/api/public/unlock', { shortUrl: 'nope', password: 'guess' }],
      [signin, 'POST', '/api/auth/signin', { email: 'a@b.co', password: 'x' }],
      [listLinks, 'GET', '/api/links', undefined],
    ] as const) {
      const res = await handler(directEvent(method, path, forged, body), context);
      expect(res.statusCode, path).toBe(403);
      expect(JSON.parse(res.body!), path).toMatchObject({ errorMessage: MSG.forbidden });
    }
  });

  it('refuses a wrong value of the header', async () => {
    const res = await unlock(
      directEvent(
        'POST',
        '/api/public/unlock',
        { 'x-origin-verify': 'a-guess', 'cloudfront-viewer-address': '203.0.113.51:443' },
        { shortUrl: 'x', password: 'y' },
      ),
      context,
    );
    expect(res.statusCode).toBe(403);
  });

  it('passes a request carrying the secret on to the rest of the chain (here: authentication, 401)', async () => {
    const res = await listLinks(directEvent('GET', '/api/links', { 'x-origin-verify': env.ORIGIN_SECRET! }), context);
    expect(res.statusCode).toBe(401);
  });

  it('through the gateway (CloudFront locally) a forged header changes nothing: the gateway sets the real one', async () => {
    const res = await call('GET', '/api/openapi.json', { headers: { 'x-origin-verify': 'a-guess' } });
    expect(res.status).toBe(200);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, MSG, paths, problemDocument, SECURITY_HEADERS } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BAD_GATEWAY_MESSAGE, createGateway } from './server.js';
import { IMMUTABLE, NO_CACHE, StaticSite } from './static-files.js';

// Fake handlers and a fake SPA build in a temp dir: the gateway's behaviour, not the app's.
const HANDLERS: Record<string, string> = {
  'not-found.mjs': `export const handler = async (event) => ({ statusCode: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ errorMessage: 'Not found', routeKey: event.routeKey }) });`,
  // '/istanbul' answers a Location Node refuses to write (ERR_INVALID_CHAR), as a link to
  // https://tr.wikipedia.org/wiki/İstanbul once did, killing the gateway.
  'redirect/visit-short-link.mjs': `export const handler = async (event, context) => ({ statusCode: 302, headers: { location: event.rawPath === '/istanbul' ? 'https://tr.wikipedia.org/wiki/İstanbul' : 'https://example.com' + event.rawPath, 'x-fn': context.functionName, 'x-saw-origin-header': String('x-origin-verify' in event.headers) } });`,
  // A body API Gateway cannot serialize either.
  'links/get-stats.mjs': `export const handler = async () => ({ statusCode: 200, body: { count: 1n } });`,
  'get-openapi.mjs': `export const handler = async () => ({ openapi: '3.1.0' });`,
  'accounts/sign-in.mjs': `export const handler = async (event) => ({ statusCode: 200, cookies: ['token=t1; HttpOnly; Path=/', 'other=2; Path=/'], body: JSON.stringify(event) });`,
  'accounts/verify-account.mjs': `export const handler = async (event) => ({ statusCode: 200, body: JSON.stringify(event.pathParameters) });`,
  'links/list-links.mjs': `export const handler = async () => ({ statusCode: 200, headers: { 'content-type': 'application/json', 'content-security-policy': "default-src 'none'", 'referrer-policy': 'no-referrer' }, body: '[]' });`,
  'accounts/sign-out.mjs': `export const handler = async () => { throw new Error('boom (expected in this test)'); };`,
  'accounts/get-me.mjs': `export const handler = async () => ({ statusCode: 200, headers: { 'content-type': 'image/png' }, body: Buffer.from([137, 80, 78, 71]).toString('base64'), isBase64Encoded: true });`,
};
const APP_JS = `console.log(${JSON.stringify('kisa '.repeat(2000))});\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(500)}</body></html>`;

const ORIGIN_SECRET = 'origin-secret-of-the-gateway-test';
let dir: string;
let server: Server;
let close: () => void;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kisa-gateway-test-'));
  for (const [file, source] of Object.entries(HANDLERS)) write(join(dir, 'handlers', file), source);
  write(join(dir, 'dist', 'index.html'), INDEX);
  write(join(dir, 'dist', 'assets', 'app-abc123.js'), APP_JS);
  write(join(dir, 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const gateway = await createGateway({ handlersDir: join(dir, 'handlers'), webDist: join(dir, 'dist'), originSecret: ORIGIN_SECRET });
  ({ server, close } = gateway);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('static files and the SPA', () => {
  it('serves hashed assets as immutable, compressed as the client asks', async () => {
    const br = await call('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);

    const gz = await call('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);

    const plain = await call('GET', '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);

    const refused = await call('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await call('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const again = await call('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves index.html (no-cache) for the root and SPA routes, with 404 for unknown deep paths', async () => {
    for (const path of ['/', '/user/dashboard', '/verify/some-token', '/e/settings']) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(NO_CACHE);
      expect(res.body.toString(), path).toBe(INDEX);
    }
    const unknown = await call('GET', '/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toBe(INDEX);
  });

  it('serves root files and 404s missing assets', async () => {
    expect((await call('GET', '/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await call('GET', '/assets/missing.js')).status).toBe(404);
  });
});

describe('without a web build', () => {
  it('answers SPA requests with a page saying how to build it', async () => {
    const bare = await createGateway({ handlersDir: join(dir, 'handlers'), webDist: join(dir, 'no-dist') });
    await new Promise<void>((resolve) => bare.server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await call('GET', '/', {}, undefined, (bare.server.address() as AddressInfo).port);
      expect(res.status).toBe(503);
      expect(res.body.toString()).toContain('npm run build -w web');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      bare.close();
      bare.server.closeAllConnections();
      await new Promise((r) => bare.server.close(r));
    }
  });
});

describe('API and redirect routing', () => {
  it('sends unknown /api paths to the not-found handler', async () => {
    const res = await call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({ errorMessage: 'Not found', routeKey: '$default' });
  });

  it('sends single-segment paths to the redirect handler as a Function URL event', async () => {
    const res = await call('GET', '/abc123?utm=x');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://example.com/abc123');
    expect(res.headers['x-fn']).toBe('kisa-redirect-visit-short-link');
  });

  it('builds the event from the request and maps cookies to Set-Cookie headers', async () => {
    const res = await call('POST', '/api/auth/signin?x=1', { 'content-type': 'application/json', cookie: 'visitor=v' }, '{"email":"a@b.c"}');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toEqual(['token=t1; HttpOnly; Path=/', 'other=2; Path=/']);
    const event = JSON.parse(res.body.toString());
    expect(event).toMatchObject({
      routeKey: 'POST /api/auth/signin',
      rawPath: '/api/auth/signin',
      queryStringParameters: { x: '1' },
      cookies: ['visitor=v'],
      body: '{"email":"a@b.c"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/auth/signin' } },
    });
  });

  it('plays CloudFront: every API request carries the origin secret, whatever header the client sent; the redirect gets none', async () => {
    const api = await call('POST', '/api/auth/signin', { 'content-type': 'application/json', 'x-origin-verify': 'guess' }, '{}');
    expect(JSON.parse(api.body.toString()).headers['x-origin-verify']).toBe(ORIGIN_SECRET);
    const redirect = await call('GET', '/abc123', { 'x-origin-verify': 'guess' });
    expect(redirect.headers['x-saw-origin-header']).toBe('false');
  });

  it('matches {param} placeholders into pathParameters', async () => {
    const res = await call('GET', '/api/auth/verify/tok%2Den');
    expect(JSON.parse(res.body.toString())).toEqual({ token: 'tok-en' });
  });

  it('answers the shorthand result as 200 JSON and decodes base64 bodies', async () => {
    const openapi = await call('GET', '/api/openapi.json');
    expect(openapi.status).toBe(200);
    expect(openapi.headers['content-type']).toBe('application/json');
    expect(JSON.parse(openapi.body.toString())).toEqual({ openapi: '3.1.0' });

    const png = await call('GET', '/api/me');
    expect([...png.body]).toEqual([137, 80, 78, 71]);
  });

  it('answers 500 when a handler throws and 501 when its module does not exist', async () => {
    const origError = console.error;
    console.error = () => {}; // the gateway logs the thrown error; keep test output clean
    try {
      const thrown = await call('POST', '/api/auth/signout');
      expect(thrown.status).toBe(500);
      expect(JSON.parse(thrown.body.toString())).toEqual({ message: 'Internal Server Error' });
    } finally {
      console.error = origError;
    }
    const missing = await call('POST', '/api/auth/signup', { 'content-type': 'application/json' }, '{}');
    expect(missing.status).toBe(501);
    expect(JSON.parse(missing.body.toString()).errorMessage).toContain('accounts/sign-up');
  });

  it('refuses bodies over 10 MB with 413', async () => {
    const res = await call('POST', '/api/auth/signin', { 'content-type': 'application/json' }, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(res.body.toString())).toEqual(problemDocument(413, MSG.tooLarge));
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'content-too-large', status: 413, errorMessage: MSG.tooLarge });
  });
});

describe('one bad answer never ends the gateway', () => {
  /** Runs `fn` with console.error captured; answers what was logged, one string per call. */
  async function logged(fn: () => Promise<void>): Promise<string[]> {
    const lines: string[] = [];
    const spy = vi
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')));
    try {
      await fn();
    } finally {
      spy.mockRestore();
    }
    return lines;
  }

  it("answers 502 when the handler's answer has a header Node refuses, logs why, and serves the next request", async () => {
    let res!: Awaited<ReturnType<typeof call>>;
    const lines = await logged(async () => {
      res = await call('GET', '/istanbul');
    });
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body.toString())).toEqual({ errorMessage: BAD_GATEWAY_MESSAGE });
    expect(res.headers.location, 'nothing of the refused answer goes out').toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const requestId = String(res.headers['apigw-requestid']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines, 'one log line').toHaveLength(1);
    expect(lines[0]).toContain('redirect/visit-short-link');
    expect(lines[0]).toContain(requestId);
    expect(lines[0]).toContain('ERR_INVALID_CHAR');
    expect(lines[0]).not.toContain('\n');

    const next = await call('GET', '/abc123');
    expect(next.status).toBe(302);
    expect(next.headers.location).toBe('https://example.com/abc123');
  });

  it('answers 502 for a body that cannot be serialized', async () => {
    let res!: Awaited<ReturnType<typeof call>>;
    const lines = await logged(async () => {
      res = await call('GET', '/api/stats');
    });
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body.toString())).toEqual({ errorMessage: BAD_GATEWAY_MESSAGE });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('links/get-stats');
    expect(lines[0]).toContain('BigInt');
    expect((await call('GET', '/api/openapi.json')).status).toBe(200);
  });

  it('contains an unexpected error outside the handlers to its request: 500, logged, next request served', async () => {
    const broken = vi.spyOn(StaticSite.prototype, 'serveFile').mockImplementationOnce(() => {
      throw new Error('disk on fire (expected in this test)');
    });
    let res!: Awaited<ReturnType<typeof call>>;
    const lines = await logged(async () => {
      res = await call('GET', '/favicon.svg');
    });
    broken.mockRestore();
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body.toString())).toEqual({ message: 'Internal Server Error' });
    expect(lines.join('\n')).toContain('GET /favicon.svg failed');
    expect(lines.join('\n')).toContain('disk on fire');
    expect((await call('GET', '/favicon.svg')).status).toBe(200);
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, string | string[] | undefined>, what: string) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${what}: ${name}`).toBe(value);
    expect(headers['strict-transport-security'], `${what}: HSTS is AWS-only`).toBeUndefined();
  };

  it('sends the one header set on the SPA, its files, API answers and redirects', async () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-");
    const checks: [string, number][] = [
      ['/', 200],
      ['/user/dashboard', 200],
      ['/no/such/page', 404],
      ['/assets/app-abc123.js', 200],
      ['/favicon.svg', 200],
      ['/assets/missing.js', 404],
      ['/api/no-such-thing', 404],
      ['/api/openapi.json', 200],
      ['/abc123', 302],
    ];
    for (const [path, status] of checks) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res.headers, `GET ${path}`);
    }
    const first = await call('GET', '/assets/app-abc123.js');
    const notModified = await call('GET', '/assets/app-abc123.js', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified.headers, '304');
    expectSecurityHeaders((await call('POST', '/')).headers, '405');
  });

  it("sends the API reference's document the CSP with inline styles, and every other answer the app's", async () => {
    const reference = contentSecurityPolicy([], { inlineStyles: true });
    expect(reference).toBe(CONTENT_SECURITY_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"));
    for (const path of [paths.apiReference, `${paths.apiReference}/`, `${paths.apiReference}?x=1`]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-security-policy'], `GET ${path}`).toBe(reference);
    }
    // Its scripts, the other screens and the API keep the app's policy.
    for (const path of ['/assets/app-abc123.js', paths.settings, '/e/api', '/api/openapi.json']) {
      expect((await call('GET', path)).headers['content-security-policy'], `GET ${path}`).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('tells search engines to leave out shared dashboards (X-Robots-Tag), and no other document', async () => {
    for (const path of [paths.sharedDashboard('abcDEF123'), `${paths.sharedDashboard('abcDEF123')}?x=1`]) {
      const res = await call('GET', path);
      expect({ path, status: res.status, robots: res.headers['x-robots-tag'] }).toEqual({ path, status: 200, robots: 'noindex' });
      expectSecurityHeaders(res.headers, path);
    }
    for (const path of [paths.dashboard, paths.settings, paths.apiReference, '/assets/app-abc123.js']) {
      expect((await call('GET', path)).headers['x-robots-tag'], `GET ${path}`).toBeUndefined();
    }
  });

  it("keeps a response's own stricter CSP and Referrer-Policy, adding what it lacks", async () => {
    const res = await call('GET', '/api/links');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Raw node:http, so compression and headers are seen exactly as sent. */
function call(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer, toPort = port) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: toPort, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

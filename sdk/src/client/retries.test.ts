import { afterEach, describe, expect, it } from 'vitest';
import { createKisaClient, type KisaClientOptions } from './create-client.js';
import { KisaApiError, KisaNetworkError } from './api-error.js';
import { json, refusedUrl, standInServer, type Scripted } from './stand-in-server.js';

const KEY = 'kisa_test_key';
const LINK = { id: 'l1', shortUrl: 'Ab3dEf9h', shortLink: 'http://sho.rt/Ab3dEf9h', longUrl: 'https://example.com/' };
const servers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

async function clientFor(script: Scripted[], options: Partial<KisaClientOptions> = {}) {
  const server = await standInServer(script);
  servers.push(server.close);
  // Short backoff: the tests are about which tries happen, not how long the default waits are.
  const kisa = createKisaClient({ baseUrl: server.url, apiKey: KEY, retryDelayMs: 20, ...options });
  return { kisa, seen: server.seen };
}

/** The error a call threw (fails when it did not throw). */
async function thrown(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw, it succeeded');
}

describe('SDK retries', () => {
  it('waits out a 429 Retry-After and sends the same Idempotency-Key again', async () => {
    const { kisa, seen } = await clientFor([json(429, { errorMessage: 'Too many requests' }, { 'retry-after': '1' }), json(201, LINK)]);
    const link = await kisa.links.create({ longUrl: 'https://example.com/' });
    expect(link.shortLink).toBe(LINK.shortLink);
    expect(seen.map((r) => r.method)).toEqual(['POST', 'POST']);
    const keys = seen.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(seen.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(JSON.parse(seen[1]!.body)).toEqual({ longUrl: 'https://example.com/' });
  });

  it('gives each POST call its own Idempotency-Key, and keeps one the caller set', async () => {
    const { kisa, seen } = await clientFor([json(201, LINK), json(201, LINK), json(201, LINK)]);
    await kisa.links.create({ longUrl: 'https://example.com/' });
    await kisa.links.create({ longUrl: 'https://example.com/' });
    await kisa.api.POST('/api/links', { body: { longUrl: 'https://example.com/' }, headers: { 'Idempotency-Key': 'my-own-key' } });
    const keys = seen.map((r) => r.headers['idempotency-key']);
    expect(new Set(keys.slice(0, 2)).size).toBe(2);
    expect(keys[2]).toBe('my-own-key');
  });

  it('honours Retry-After given as an HTTP date', async () => {
    const inOneSecond = new Date(Date.now() + 1_500).toUTCString();
    const { kisa, seen } = await clientFor([json(503, { errorMessage: 'busy' }, { 'retry-after': inOneSecond }), json(200, LINK)]);
    await kisa.links.get('l1');
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(400);
  });

  it('tries again after 503 twice, then answers the success', async () => {
    const { kisa, seen } = await clientFor([
      json(503, { errorMessage: 'busy' }),
      json(503, { errorMessage: 'busy' }),
      json(200, { items: [LINK], total: 1, page: 1 }),
    ]);
    const page = await kisa.links.list({ q: 'example' });
    expect(page.items.map((l) => l.id)).toEqual(['l1']);
    expect(seen.map((r) => r.url)).toEqual(Array(3).fill('/api/links?q=example'));
  });

  it('throws the last answer as KisaApiError when the retries run out', async () => {
    const { kisa, seen } = await clientFor([json(503, { errorMessage: 'The service is busy' })], { retries: 2 });
    const error = await thrown(kisa.links.get('l1'));
    expect(error).toBeInstanceOf(KisaApiError);
    expect(error).toMatchObject({ status: 503, tries: 3, message: 'The service is busy', method: 'GET' });
    expect(seen).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than maxRetryDelayMs: the error says how long', async () => {
    const { kisa, seen } = await clientFor([json(429, { errorMessage: 'Daily limit reached' }, { 'retry-after': '3600' })]);
    const error = await thrown(kisa.links.get('l1'));
    expect(error).toMatchObject({ status: 429, tries: 1, retryAfterMs: 3_600_000 });
    expect(seen).toHaveLength(1);
  });

  it('retries a refused connection, then throws KisaNetworkError', async () => {
    const kisa = createKisaClient({ baseUrl: await refusedUrl(), apiKey: KEY, retries: 2, retryDelayMs: 10 });
    const error = await thrown(kisa.links.list());
    expect(error).toBeInstanceOf(KisaNetworkError);
    expect(error).toMatchObject({ timedOut: false, tries: 3, method: 'GET' });
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it('times a silent server out and tries again (a GET, and a POST with its Idempotency-Key)', async () => {
    const { kisa, seen } = await clientFor(['hang'], { timeoutMs: 300, retries: 1 });
    const error = await thrown(kisa.links.get('l1'));
    expect(error).toBeInstanceOf(KisaNetworkError);
    expect(error).toMatchObject({ timedOut: true, tries: 2 });
    expect(seen).toHaveLength(2);
    const retried = await clientFor(['hang', json(201, LINK)], { timeoutMs: 300, retries: 1 });
    await retried.kisa.links.create({ longUrl: 'https://example.com/' });
    expect(retried.seen).toHaveLength(2);
    expect(retried.seen[1]!.headers['idempotency-key']).toBe(retried.seen[0]!.headers['idempotency-key']);
  });

  it('never repeats a PATCH that got no answer (it may have been applied)', async () => {
    const { kisa, seen } = await clientFor(['hang', json(200, LINK)], { timeoutMs: 300, retries: 3 });
    const error = await thrown(kisa.links.update('l1', { title: 'New title' }));
    expect(error).toMatchObject({ name: 'KisaNetworkError', timedOut: true, tries: 1 });
    expect(seen).toHaveLength(1);
  });
});

describe('SDK errors', () => {
  it('surfaces a garbage (non-JSON) 500 as KisaApiError with its text, not retried', async () => {
    const { kisa, seen } = await clientFor([{ status: 500, headers: { 'content-type': 'text/html' }, body: '<html><body>Bad gateway thing</body></html>' }]);
    const error = await thrown(kisa.links.get('l1'));
    expect(error).toBeInstanceOf(KisaApiError);
    expect(error).toMatchObject({ status: 500, problem: undefined, code: undefined, detail: undefined, tries: 1 });
    expect((error as KisaApiError).body).toContain('Bad gateway thing');
    expect((error as Error).message).toContain('Bad gateway thing');
    expect(seen).toHaveLength(1);
  });

  it('reads a problem+json 400: code, detail and the field errors', async () => {
    const problem = {
      type: '/api/problems#url-invalid',
      title: 'URL invalid',
      status: 400,
      detail: 'Please enter a valid URL',
      code: 'url-invalid',
      errors: [{ pointer: '/longUrl', detail: 'Please enter a valid URL', code: 'url-invalid' }],
      errorMessage: 'Please enter a valid URL',
    };
    const { kisa } = await clientFor([{ status: 400, headers: { 'content-type': 'application/problem+json' }, body: JSON.stringify(problem) }]);
    const error = await thrown(kisa.links.create({ longUrl: 'nope' }));
    expect(error).toBeInstanceOf(KisaApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'url-invalid',
      type: problem.type,
      title: 'URL invalid',
      detail: 'Please enter a valid URL',
      message: 'Please enter a valid URL',
      errors: [{ pointer: '/longUrl', detail: 'Please enter a valid URL', code: 'url-invalid' }],
      errorMessage: 'Please enter a valid URL',
      tries: 1,
    });
  });

  it('reads the legacy {errorMessage} answer too', async () => {
    const { kisa } = await clientFor([json(409, { errorMessage: 'This alias is already taken' })]);
    const error = await thrown(kisa.links.create({ longUrl: 'https://example.com/', shortUrl: 'taken' }));
    expect(error).toMatchObject({
      status: 409,
      message: 'This alias is already taken',
      detail: 'This alias is already taken',
      code: undefined,
      errors: [],
      type: 'about:blank',
    });
  });
});

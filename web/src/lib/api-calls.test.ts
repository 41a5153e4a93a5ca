import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kisa/shared';
import { ApiError } from './api-client';
import { apiCall, apiGet, apiKey, apiUrl, withShownOnce } from './api-calls';

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sent = (fetchMock: ReturnType<typeof answering>) => fetchMock.mock.calls[0] as unknown as [string, RequestInit];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl: a call of a path template', () => {
  it('fills the placeholders with the path parameters, encoded', () => {
    expect(apiUrl('/api/webhooks/{id}/deliveries/{deliveryId}/resend', { path: { id: 'a/b', deliveryId: 'd 1' } })).toBe(
      '/api/webhooks/a%2Fb/deliveries/d%201/resend',
    );
    expect(apiUrl('/api/domains/{host}', { path: { host: 'kısa.example' } })).toBe('/api/domains/k%C4%B1sa.example');
  });

  it('adds the query in the order given: undefined and null left out, an array repeated, numbers and booleans as text', () => {
    expect(apiUrl('/api/links', { query: { page: 2, limit: 10, q: undefined, tagId: ['t1', 't2'], cursor: null } })).toBe(
      '/api/links?page=2&limit=10&tagId=t1&tagId=t2',
    );
    expect(apiUrl('/api/links/availability', { query: { alias: 'a b&c', domain: '' } })).toBe('/api/links/availability?alias=a+b%26c&domain=');
    expect(apiUrl('/api/stats', { query: {} })).toBe('/api/stats');
    expect(apiUrl('/api/links', { query: { tagId: [] } })).toBe('/api/links');
  });

  it('refuses a template whose parameter is missing (the types require it; this is for untyped callers)', () => {
    expect(() => apiUrl('/api/links/{id}')).toThrow('/api/links/{id} needs the path parameter id');
  });

  it('makes the same key for the same parameters (SWR keys)', () => {
    expect(apiKey('/api/links/{id}', { path: { id: 'l1' } })).toBe('/api/links/l1');
    expect(apiKey('/api/admin/users', { query: { page: 1, limit: 25, cursor: undefined } })).toBe('/api/admin/users?page=1&limit=25');
  });
});

describe('apiCall', () => {
  it('sends the method, the filled path and the JSON body, and answers the parsed body', async () => {
    const fetchMock = answering(200, { id: 'l1', shortUrl: 'spring' });
    const link = await apiCall('PATCH', '/api/links/{id}', { path: { id: 'l1' }, body: { title: 'Spring' } });
    expect(link).toEqual({ id: 'l1', shortUrl: 'spring' });
    const [url, init] = sent(fetchMock);
    expect(url).toBe('/api/links/l1');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ title: 'Spring' }));
  });

  it('sends no body to an operation that takes none, POST included', async () => {
    const fetchMock = answering(200, { message: 'Signed out' });
    await apiCall('POST', '/api/auth/signout');
    const [url, init] = sent(fetchMock);
    expect([url, init.method, init.body]).toEqual(['/api/auth/signout', 'POST', undefined]);
  });

  it('GETs with the query and passes the abort signal on', async () => {
    const fetchMock = answering(200, { available: true });
    const controller = new AbortController();
    await apiCall('GET', '/api/links/availability', { query: { alias: 'spring' }, signal: controller.signal });
    const [url, init] = sent(fetchMock);
    expect([url, init.method, init.signal]).toEqual(['/api/links/availability?alias=spring', 'GET', controller.signal]);
  });

  it('throws ApiError with the status of a refusal', async () => {
    answering(404, { errorMessage: MSG.linkNotFound });
    await expect(apiGet(apiKey('/api/links/{id}', { path: { id: 'gone' } }))).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: MSG.linkNotFound,
    });
  });
});

describe('withShownOnce', () => {
  it('answers a creation with its shown-once field, and refuses one without it (a replay the web app never asks for)', () => {
    const created = { id: 'k1', key: 'kisa_x' as string | undefined };
    expect(withShownOnce(created, 'key').key).toBe('kisa_x');
    expect(() => withShownOnce({ id: 'k1', key: undefined }, 'key')).toThrow(new ApiError(MSG.unexpectedFormat, 200));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@kisa/shared';
import { ApiError, apiErrorOf, errorMessageOf, onUnauthorized, request } from './api-client';

const answer = (status: number, body?: unknown, raw?: string) =>
  vi.fn(async () => new Response(raw ?? (body === undefined ? null : JSON.stringify(body)), { status, headers: { 'content-type': 'application/json' } }));

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('api-client request', () => {
  it('sends JSON with credentials and returns the parsed answer', async () => {
    const fetchImpl = answer(200, { token: 't', user: { id: 'u1' } });
    const out = await request<{ token: string }>('/api/auth/signin', { body: { email: 'a@b.co', password: 'x' }, fetchImpl });
    expect(out.token).toBe('t');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/signin');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'x' }));
  });

  it('uses GET without a body or content type', async () => {
    const fetchImpl = answer(200, { id: 'u1' });
    await request('/api/me', { fetchImpl });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it("carries the server's errorMessage and status", async () => {
    const e = await failure(request('/api/auth/signin', { body: {}, fetchImpl: answer(401, { errorMessage: MSG.wrongCredentials }) }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e.message).toBe(MSG.wrongCredentials);
    expect(e.status).toBe(401);
  });

  it('reads a problem answer (application/problem+json): detail as the message, its code and field errors', async () => {
    const field = { pointer: '/longUrl', detail: MSG.urlInvalid, code: 'url-invalid' };
    const problem = {
      type: '/api/problems#url-invalid',
      title: 'Url invalid',
      status: 400,
      detail: MSG.urlInvalid,
      code: 'url-invalid',
      errors: [field, { pointer: 3 }],
      errorMessage: 'legacy text',
    };
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(problem), { status: 400, headers: { 'content-type': 'application/problem+json' } }));
    const e = await failure(request('/api/links', { body: { longUrl: 5 }, fetchImpl }));
    expect({ message: e.message, status: e.status, code: e.code, errors: e.errors }).toEqual({
      message: MSG.urlInvalid,
      status: 400,
      code: 'url-invalid',
      errors: [field],
    });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Accept).toBe('application/json, application/problem+json');
  });

  it('falls back to errorMessage in a problem without detail, and reads no code from a plain JSON answer', () => {
    const onlyLegacy = apiErrorOf(409, 'application/problem+json; charset=utf-8', { code: 'alias-taken', errorMessage: MSG.aliasTaken });
    expect({ message: onlyLegacy.message, code: onlyLegacy.code, errors: onlyLegacy.errors }).toEqual({
      message: MSG.aliasTaken,
      code: 'alias-taken',
      errors: [],
    });
    const plain = apiErrorOf(409, 'application/json', { code: 'alias-taken', detail: 'x', errorMessage: MSG.aliasTaken });
    expect({ message: plain.message, code: plain.code }).toEqual({ message: MSG.aliasTaken, code: undefined });
    expect(apiErrorOf(502, 'application/problem+json', undefined).message).toBe(MSG.unknownError);
  });

  it("says 'An unknown error occurred' when no response arrives", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const e = await failure(request('/api/me', { fetchImpl }));
    expect(e.message).toBe(MSG.unknownError);
    expect(e.status).toBe(0);
  });

  it('falls back to the unknown-error message for bodies without errorMessage', async () => {
    expect((await failure(request('/x', { fetchImpl: answer(502, undefined, '<html>Bad gateway</html>') }))).message).toBe(MSG.unknownError);
    expect((await failure(request('/x', { fetchImpl: answer(500, { message: 'nope' }) }))).message).toBe(MSG.unknownError);
    expect((await failure(request('/x', { fetchImpl: answer(500) }))).status).toBe(500);
  });

  it('tells 401 listeners, and stops after unsubscribing', async () => {
    const seen: number[] = [];
    const off = onUnauthorized((e) => seen.push(e.status));
    await failure(request('/api/me', { fetchImpl: answer(401, { errorMessage: MSG.unauthorized }) }));
    await failure(request('/api/me', { fetchImpl: answer(403, { errorMessage: MSG.forbidden }) }));
    off();
    await failure(request('/api/me', { fetchImpl: answer(401, { errorMessage: MSG.unauthorized }) }));
    expect(seen).toEqual([401]);
  });

  it('lets aborts through unchanged', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const fetchImpl = vi.fn(async () => {
      throw abort;
    });
    expect(await failure(request('/api/me', { fetchImpl }))).toBe(abort);
  });
});

describe('errorMessageOf', () => {
  it('reads errorMessage strings only', () => {
    expect(errorMessageOf({ errorMessage: 'Alias taken' })).toBe('Alias taken');
    expect(errorMessageOf({ errorMessage: '' })).toBe(MSG.unknownError);
    expect(errorMessageOf({ errorMessage: 42 })).toBe(MSG.unknownError);
    expect(errorMessageOf(null)).toBe(MSG.unknownError);
    expect(errorMessageOf('text')).toBe(MSG.unknownError);
  });
});

import { MSG } from '@kisa/shared';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const { AppError, badRequest, credentialRefused, methodNotAllowed, tooManyRequests, unauthorized } = await import('#lib/errors.js');
const { logger } = await import('#lib/logger.js');
const { errorToResponse } = await import('./http-errors.js');

const PROBLEM = 'application/problem+json';
const bodyOf = (res: { body?: string }) => JSON.parse(res.body!);

describe('errorToResponse (failures as RFC 9457 problem details)', () => {
  it('answers an AppError as application/problem+json: type, title, status, detail, code and errorMessage from its message', () => {
    const res = errorToResponse(new AppError(409, MSG.aliasTaken));
    expect(res.statusCode).toBe(409);
    expect(res.headers).toMatchObject({ 'content-type': PROBLEM, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(bodyOf(res)).toEqual({
      type: '/api/problems#alias-taken',
      title: 'Alias taken',
      status: 409,
      detail: MSG.aliasTaken,
      code: 'alias-taken',
      errorMessage: MSG.aliasTaken,
    });
  });

  it("lists a validation failure's fields with pointers, each coded by its message or the validator's code", () => {
    const fields = [
      { pointer: '/longUrl', detail: MSG.urlInvalid, code: 'custom' },
      { pointer: '/long_url', detail: MSG.unknownField('long_url'), code: 'unknown-field' },
      { pointer: '/title', detail: 'Invalid input: expected string, received number', code: 'invalid_type' },
    ];
    expect(bodyOf(errorToResponse(badRequest(MSG.urlInvalid, fields)))).toEqual({
      type: '/api/problems#url-invalid',
      title: 'Url invalid',
      status: 400,
      detail: MSG.urlInvalid,
      code: 'url-invalid',
      errors: [
        { pointer: '/longUrl', detail: MSG.urlInvalid, code: 'url-invalid' },
        { pointer: '/long_url', detail: 'Unknown field: long_url', code: 'unknown-field' },
        { pointer: '/title', detail: 'Invalid input: expected string, received number', code: 'invalid-type' },
      ],
      errorMessage: MSG.urlInvalid,
    });
    expect(bodyOf(errorToResponse(badRequest(MSG.badJson)))).not.toHaveProperty('errors');
  });

  it('answers a 429 with Retry-After (seconds) and a message in whole minutes, beside the usual headers', () => {
    const res = errorToResponse(tooManyRequests(14 * 60 + 1));
    expect(res.statusCode).toBe(429);
    expect(bodyOf(res)).toMatchObject({
      status: 429,
      code: 'too-many-attempts',
      detail: 'Too many attempts. Please try again in 15 minutes.',
      errorMessage: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(res.headers).toMatchObject({ 'retry-after': '841', 'cache-control': 'no-store', 'content-type': PROBLEM });
    expect(bodyOf(errorToResponse(tooManyRequests(30)))).toMatchObject({ detail: MSG.tooManyAttemptsIn(1), code: 'too-many-attempts' });
    expect(MSG.tooManyAttemptsIn(1)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('challenges every 401 for a bearer credential (RFC 6750), invalid_token when the one sent was refused', () => {
    expect(errorToResponse(unauthorized()).headers).toMatchObject({ 'www-authenticate': 'Bearer realm="kisa"' });
    expect(errorToResponse(new AppError(401, MSG.wrongCredentials)).headers).toMatchObject({ 'www-authenticate': 'Bearer realm="kisa"' });
    const refused = errorToResponse(credentialRefused());
    expect(refused.headers).toMatchObject({ 'www-authenticate': 'Bearer realm="kisa", error="invalid_token"' });
    expect(bodyOf(refused)).toMatchObject({ status: 401, code: 'unauthorized', detail: MSG.unauthorized });
  });

  it('answers 405 with Allow', () => {
    const res = errorToResponse(methodNotAllowed(['GET', 'POST']));
    expect({ status: res.statusCode, allow: res.headers?.allow, code: bodyOf(res).code }).toEqual({
      status: 405,
      allow: 'GET, POST',
      code: 'method-not-allowed',
    });
  });

  it('adds no extra headers to other errors', () => {
    const headers = errorToResponse(new AppError(400, 'x')).headers;
    expect(headers).not.toHaveProperty('retry-after');
    expect(headers).not.toHaveProperty('www-authenticate');
    expect(bodyOf(errorToResponse(new AppError(400, 'x')))).toMatchObject({ code: 'bad-request', title: 'Bad request', detail: 'x' });
  });

  it('answers anything else as a 500 internal-error problem that leaks nothing, and logs it', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = errorToResponse(new TypeError('secret internals at /var/task/x.js'));
    expect(res.statusCode).toBe(500);
    expect(res.headers).toMatchObject({ 'content-type': PROBLEM });
    expect(bodyOf(res)).toEqual({
      type: '/api/problems#internal-error',
      title: 'Internal error',
      status: 500,
      detail: MSG.unknownError,
      code: 'internal-error',
      errorMessage: MSG.unknownError,
    });
    expect(logged).toHaveBeenCalledWith('Unhandled error', { error: expect.any(TypeError) });
    logged.mockRestore();
  });
});

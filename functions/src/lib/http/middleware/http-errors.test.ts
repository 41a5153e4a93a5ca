import { MSG } from '@kisa/shared';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const { AppError, tooManyRequests } = await import('#lib/errors.js');
const { errorToResponse } = await import('./http-errors.js');

describe('errorToResponse', () => {
  it('answers a 429 with Retry-After (seconds) and a message in whole minutes, beside the usual headers', () => {
    const res = errorToResponse(tooManyRequests(14 * 60 + 1));
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.body!)).toEqual({ errorMessage: 'Too many attempts. Please try again in 15 minutes.' });
    expect(res.headers).toMatchObject({ 'retry-after': '841', 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(errorToResponse(tooManyRequests(30)).body!)).toEqual({ errorMessage: MSG.tooManyAttemptsIn(1) });
    expect(MSG.tooManyAttemptsIn(1)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('adds no extra headers to other errors', () => {
    expect(errorToResponse(new AppError(400, 'x')).headers).not.toHaveProperty('retry-after');
  });
});

import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from './retry-delay.js';

describe('Retry-After', () => {
  const now = Date.parse('2026-10-21T07:28:00Z');

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is neither', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    for (const bad of ['', '1.5', '-3', 'soon', '12abc']) expect(parseRetryAfter(bad, now), bad).toBeUndefined();
  });
});

describe('backoff', () => {
  it('doubles from the base, jittered within [d/2, d], and stays under the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 500, 30_000, () => 1))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 500, 30_000, () => 0))).toEqual([250, 500, 1_000, 2_000]);
    expect(backoffDelay(20, 500, 30_000, () => 1)).toBe(30_000);
  });
});

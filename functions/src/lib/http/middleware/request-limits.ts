import type { CountedLimit } from '@kisa/shared';
import type { MiddlewareObj } from '@middy/core';
import { tooManyRequests } from '#lib/errors.js';
import type { ApiEvent, AuthMode, HttpResponse, RoleHolder } from '../types.js';

export type { CountedLimit };

/**
 * Counts one request of a caller against its limits and answers them. core/rate-limits
 * provides it (count-request.ts), bound like `authenticate`: lib knows only
 * the headers and the 429. It must not throw when a counter cannot be written (hits: null).
 */
export type CountRequest<C extends RoleHolder> = (caller: C) => Promise<readonly CountedLimit[]>;

/**
 * After authentication: counts a signed-in request (public operations have their own per-address
 * rules) and sets the IETF httpapi draft's headers (draft-ietf-httpapi-ratelimit-headers,
 * structured fields) on whatever it answers, success or error (answer-headers.ts writes them):
 * `RateLimit-Policy` lists every limit, `RateLimit` the one closest to running out. Over a
 * limit: 429 with `Retry-After` (seconds to that window's end).
 */
export function requestLimits<C extends RoleHolder>(mode: AuthMode, count: CountRequest<C>): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: async ({ event }) => {
      if (mode === 'public' || !event.caller) return;
      const limits = await count(event.caller as C);
      event.answerHeaders = { ...event.answerHeaders, ...rateLimitHeaders(limits) };
      const over = limits.filter((l) => l.hits !== null && l.hits > l.quota);
      if (!over.length) return;
      throw tooManyRequests(Math.max(...over.map((l) => l.resetSeconds)), 'requests');
    },
  };
}

/** The draft's two fields for these limits; `RateLimit` is left out when no count is known. */
export function rateLimitHeaders(limits: readonly CountedLimit[]): Record<string, string> {
  if (!limits.length) return {};
  const headers: Record<string, string> = {
    'ratelimit-policy': limits.map((l) => `"${l.name}";q=${l.quota};w=${l.windowSeconds}`).join(', '),
  };
  let closest: { name: string; remaining: number; reset: number } | undefined;
  for (const l of limits) {
    if (l.hits === null) continue;
    const remaining = Math.max(0, l.quota - l.hits);
    const reset = Math.max(0, Math.ceil(l.resetSeconds));
    // The fewest requests left; on a tie the one that waits longest (what a client must honour).
    if (!closest || remaining < closest.remaining || (remaining === closest.remaining && reset > closest.reset)) closest = { name: l.name, remaining, reset };
  }
  if (closest) headers.ratelimit = `"${closest.name}";r=${closest.remaining};t=${closest.reset}`;
  return headers;
}

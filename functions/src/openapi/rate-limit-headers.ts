import { PLANS } from '@kisa/shared';
import type { ApiRoute } from '../api-routes.js';

/** What the 429 of a signed-in operation says (documentedResponses), with the plans' numbers. */
export function tooManyRequestsDescription(): string {
  const plans = Object.entries(PLANS).map(
    ([name, p]) => `${name}: ${p.perCredential.quota} per API key or signed-in user and ${p.perTeam.quota} per team per ${p.perTeam.windowSeconds} s`,
  );
  return `Too many requests: over the plan's limit (${plans.join('; ')}). \`Retry-After\` says when the window ends`;
}

/** The rate-limit headers, once, under `components.headers`: every signed-in answer refers to them. */
export const rateLimitHeaderComponents = {
  RateLimitPolicy: {
    description:
      'The limits this request was counted against, as structured-field items: `"key"` (the API key) or `"user"` (a session\'s user), and `"team"`; `q` requests per `w` seconds (a fixed window)',
    schema: { type: 'string' },
    example: '"key";q=600;w=60, "team";q=3000;w=60',
  },
  RateLimit: {
    description:
      'The limit closest to running out: `r` requests left in its window, `t` seconds until the window ends. Missing only when no count was known (the request was let through)',
    schema: { type: 'string' },
    example: '"key";r=597;t=41',
  },
  RetryAfter: { required: true, description: 'Seconds until the exhausted window ends', schema: { type: 'integer', minimum: 1 } },
} as const;

const header = (name: keyof typeof rateLimitHeaderComponents) => ({ $ref: `#/components/headers/${name}` });

/**
 * Adds the rate-limit headers to the documented answers of a signed-in operation (public ones
 * have per-address rules and send none): every answer but 401 (no caller, nothing counted)
 * carries `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers), a 429
 * also `Retry-After`. Merged into headers a response already documents.
 */
export function addRateLimitHeaders(route: Pick<ApiRoute, 'auth'>, responses: Record<string, { headers?: Record<string, unknown> }>): void {
  if (route.auth === 'public') return;
  for (const [status, response] of Object.entries(responses)) {
    if (status === '401') continue;
    response.headers = {
      ...response.headers,
      'RateLimit-Policy': header('RateLimitPolicy'),
      RateLimit: header('RateLimit'),
      ...(status === '429' ? { 'Retry-After': header('RetryAfter') } : {}),
    };
  }
}

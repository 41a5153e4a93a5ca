import type { Problem } from '@kisa/shared';
import type { HttpResponse } from './types.js';

/**
 * Headers on every API JSON answer: nothing is cached (answers are per user), browsers
 * must not sniff or frame them, and no referrer leaks from them.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export function jsonResponse(status: number, body: unknown, cookies?: string[]): HttpResponse {
  return {
    statusCode: status,
    headers: { ...API_SECURITY_HEADERS },
    body: JSON.stringify(body),
    ...(cookies?.length ? { cookies } : {}),
  };
}

/** A redirect (a browser's form post or navigation ending at a page of the app): no body, the same security headers. */
export function redirectResponse(status: number, location: string, cookies?: string[]): HttpResponse {
  const { 'content-type': _json, ...headers } = API_SECURITY_HEADERS;
  return { statusCode: status, headers: { ...headers, location }, body: '', ...(cookies?.length ? { cookies } : {}) };
}

/** RFC 9457's media type (it defines no charset parameter: JSON is UTF-8): every failure answers one (shared problemDocument builds it). */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function problemResponse(problem: Problem): HttpResponse {
  return { statusCode: problem.status, headers: { ...API_SECURITY_HEADERS, 'content-type': PROBLEM_CONTENT_TYPE }, body: JSON.stringify(problem) };
}

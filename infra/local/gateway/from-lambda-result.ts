/**
 * Lambda result → HTTP response, the way API Gateway (payload 2.0) maps it: a structured
 * `{statusCode, headers, cookies, body, isBase64Encoded}`, or the shorthand where any other
 * value becomes a 200 JSON body.
 */
import type { OutgoingHttpHeaders } from 'node:http';

export interface HttpResponse {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  body: string | Buffer;
}

const JSON_TYPE = 'application/json';

export function fromLambdaResult(result: unknown): HttpResponse {
  if (isStructured(result)) {
    // Plain loops, no Object.entries/spreads: this runs once per redirect.
    const headers: OutgoingHttpHeaders = {};
    const given = result.headers;
    if (given) {
      for (const name in given) {
        const value = given[name];
        if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
      }
    }
    // v1-style multi-value headers are not part of 2.0, but accept them rather than drop them silently.
    const multi = result.multiValueHeaders;
    if (multi) {
      for (const name in multi) {
        const values = multi[name];
        if (Array.isArray(values)) headers[name.toLowerCase()] = values.map(String);
      }
    }
    const cookies = result.cookies;
    if (Array.isArray(cookies) && cookies.length > 0) {
      const existing = headers['set-cookie'];
      const prior = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      headers['set-cookie'] = prior.length === 0 && cookies.every(isString) ? (cookies as string[]) : [...prior, ...cookies.map(String)];
    }
    const raw = result.body ?? '';
    const body = result.isBase64Encoded === true && typeof raw === 'string' ? Buffer.from(raw, 'base64') : typeof raw === 'string' ? raw : JSON.stringify(raw);
    if (headers['content-type'] === undefined && body.length > 0) headers['content-type'] = JSON_TYPE;
    return { statusCode: result.statusCode, headers, body };
  }
  // Shorthand: API Gateway answers 200 with the value as JSON (a string is sent as is).
  const body = typeof result === 'string' ? result : result === undefined ? '' : JSON.stringify(result);
  return { statusCode: 200, headers: { 'content-type': JSON_TYPE }, body };
}

const isString = (value: unknown): value is string => typeof value === 'string';

interface StructuredResult {
  statusCode: number;
  headers?: Record<string, unknown>;
  multiValueHeaders?: Record<string, unknown>;
  cookies?: unknown[];
  body?: unknown;
  isBase64Encoded?: boolean;
}

function isStructured(result: unknown): result is StructuredResult {
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof (result as { statusCode?: unknown }).statusCode === 'number' &&
    Number.isInteger((result as { statusCode: number }).statusCode) &&
    (result as { statusCode: number }).statusCode >= 100 &&
    (result as { statusCode: number }).statusCode <= 599
  );
}

/** What API Gateway answers when the integration fails (handler threw or returned garbage). */
export const INTERNAL_ERROR: HttpResponse = {
  statusCode: 500,
  headers: { 'content-type': JSON_TYPE },
  body: JSON.stringify({ message: 'Internal Server Error' }),
};

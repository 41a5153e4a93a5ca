import { MAX_JSON_BODY_BYTES, MSG } from '@kisa/shared';
import type { MiddlewareObj } from '@middy/core';
import { AppError, badRequest } from '#lib/errors.js';
import type { ApiEvent, HttpResponse } from '../types.js';

/**
 * Parses a JSON body into `event.jsonBody`: a body sent as anything but application/json
 * → 415 (HTML forms and no-cors fetches can only send text/plain, urlencoded or multipart,
 * so this also shuts the form-trick CSRF), over 10 MB → 413, not JSON → 400. Requests
 * without a body (GET, DELETE) need no Content-Type.
 */
export function jsonBody(): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: ({ event }) => {
      if (hasBody(event.body) && !isJsonContentType(event.headers?.['content-type'])) throw new AppError(415, MSG.unsupportedMediaType);
      event.jsonBody = parseJsonBody(event.body, event.isBase64Encoded);
    },
  };
}

const hasBody = (body: string | undefined | null): body is string => body !== undefined && body !== null && body !== '';

/** `application/json`, with or without parameters (`; charset=utf-8`), any letter case. */
export function isJsonContentType(value: string | undefined): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export function parseJsonBody(body: string | undefined | null, isBase64Encoded: boolean): unknown {
  if (!hasBody(body)) return undefined;
  // Size is checked on bytes before parsing, so an oversized body costs no JSON.parse.
  const size = isBase64Encoded ? Buffer.byteLength(body, 'base64') : Buffer.byteLength(body, 'utf8');
  if (size > MAX_JSON_BODY_BYTES) throw new AppError(413, MSG.tooLarge);
  const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(MSG.badJson);
  }
}

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
export function jsonBody(formBody = false): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: ({ event }) => {
      if (formBody) {
        event.jsonBody = parseFormBody(event.body, event.isBase64Encoded, event.headers?.['content-type']);
        return;
      }
      if (hasBody(event.body) && !isJsonContentType(event.headers?.['content-type'])) throw new AppError(415, MSG.unsupportedMediaType);
      event.jsonBody = parseJsonBody(event.body, event.isBase64Encoded);
    },
  };
}

/**
 * The one exception (an operation declared `formBody`: a form another site's page posts): an
 * `application/x-www-form-urlencoded` body as a record of its fields (a field sent twice → 400,
 * so no reader picks a different copy than the checker); anything else → 415, same size limit.
 */
export function parseFormBody(body: string | undefined | null, isBase64Encoded: boolean, contentType: string | undefined): Record<string, string> | undefined {
  if (!hasBody(body)) return undefined;
  if (contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/x-www-form-urlencoded') throw new AppError(415, MSG.unsupportedMediaType);
  const size = isBase64Encoded ? Buffer.byteLength(body, 'base64') : Buffer.byteLength(body, 'utf8');
  if (size > MAX_JSON_BODY_BYTES) throw new AppError(413, MSG.tooLarge);
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body)) {
    if (Object.hasOwn(fields, name)) throw badRequest(MSG.unknownField(name));
    fields[name] = value;
  }
  return fields;
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

import { MAX_JSON_BODY_BYTES, MSG } from '@kisa/shared';
import type { MiddlewareObj } from '@middy/core';
import { AppError, badRequest } from '../../errors.js';
import type { ApiEvent, HttpResponse } from '../types.js';

/** Parses a JSON body into `event.jsonBody`: over 10 MB → 413, not JSON → 400. */
export function jsonBody(): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: ({ event }) => {
      event.jsonBody = parseJsonBody(event.body, event.isBase64Encoded);
    },
  };
}

export function parseJsonBody(body: string | undefined | null, isBase64Encoded: boolean): unknown {
  if (body === undefined || body === null || body === '') return undefined;
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

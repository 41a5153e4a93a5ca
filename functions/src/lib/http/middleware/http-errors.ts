import { MSG, problemDocument } from '@kisa/shared';
import type { MiddlewareObj } from '@middy/core';
import { AppError, BEARER_CHALLENGE } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { problemResponse } from '../json-response.js';
import type { ApiEvent, HttpResponse } from '../types.js';

/**
 * The one place errors become HTTP: an AppError answers its own status and message;
 * anything else is a bug, logged with its stack and answered with a generic 500 so no
 * internals leak.
 */
export function httpErrors(): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    onError: (request) => {
      request.response = errorToResponse(request.error);
    },
  };
}

/**
 * A failure as an RFC 9457 problem answer (`application/problem+json`; the document from
 * shared/src/problem-codes.ts), with the error's own headers (Retry-After, Allow). Every 401
 * challenges for a bearer credential (RFC 9110 requires WWW-Authenticate on it; RFC 6750's
 * form), `invalid_token` when the one presented was refused (the error says so).
 */
export function errorToResponse(error: unknown): HttpResponse {
  if (error instanceof AppError) {
    if (error.status >= 500) logger.error('Request failed', { error });
    const response = problemResponse(problemDocument(error.status, error.message, error.fields));
    if (error.status === 401) response.headers!['www-authenticate'] = BEARER_CHALLENGE;
    if (error.headers) response.headers = { ...response.headers, ...error.headers };
    return response;
  }
  logger.error('Unhandled error', { error: error instanceof Error ? error : String(error) });
  return problemResponse(problemDocument(500, MSG.unknownError));
}

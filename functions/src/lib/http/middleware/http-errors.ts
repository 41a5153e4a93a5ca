import { MSG } from '@kisa/shared';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { jsonResponse } from '../json-response.js';
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

export function errorToResponse(error: unknown): HttpResponse {
  if (error instanceof AppError) {
    if (error.status >= 500) logger.error('Request failed', { error });
    const response = jsonResponse(error.status, { errorMessage: error.message });
    if (error.headers) response.headers = { ...response.headers, ...error.headers };
    return response;
  }
  logger.error('Unhandled error', { error: error instanceof Error ? error : String(error) });
  return jsonResponse(500, { errorMessage: MSG.unknownError });
}

import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '#lib/logger.js';
import { errorPage } from '../redirect-responses.js';
import type { HttpResponse } from '../types.js';

/** Visitor-facing pages fail as a small HTML page (never JSON, never a stack), logged. */
export function htmlErrors(): MiddlewareObj<APIGatewayProxyEventV2, HttpResponse> {
  return {
    onError: (request) => {
      logger.error('Unhandled error', { error: request.error instanceof Error ? request.error : String(request.error) });
      request.response = errorPage();
    },
  };
}

import type { MiddlewareObj } from '@middy/core';
import { logger } from '#lib/logger.js';
import type { ApiEvent, HttpResponse } from '../types.js';

/** Tags every log line of this invocation with the API Gateway request id and route. */
export function requestContext(): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: ({ event }) => {
      logger.appendKeys({
        requestId: event.requestContext?.requestId,
        route: event.routeKey,
      });
    },
  };
}

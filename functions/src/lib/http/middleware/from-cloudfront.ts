import type { MiddlewareObj } from '@middy/core';
import { forbidden } from '#lib/errors.js';
import { countOriginCheckRefused } from '#lib/metrics.js';
import { ORIGIN_SECRET_HEADER } from '../origin-header.js';
import { isOriginSecret } from '../origin-secret.js';
import type { ApiEvent, HttpResponse } from '../types.js';

/**
 * Only requests that came through CloudFront reach an operation. The HTTP API's own
 * execute-api endpoint is public (CloudFront has no origin access control for API Gateway,
 * and a custom domain would be just as public), so the app distribution adds the origin
 * secret as a header (ORIGIN_SECRET_HEADER) and this refuses, with 403, any request without
 * it or with a wrong value: fail closed. Everything after this in the chain, and every
 * operation, may therefore believe CloudFront's own headers (`CloudFront-Viewer-Address`,
 * `-Country`, `-City`: lib/http/client-ip.ts, core/clicks/redirect-request.ts), which CloudFront
 * sets itself and a direct caller could otherwise write at will.
 *
 * The header is removed once checked, so the secret never reaches an operation or a log line.
 */
export function fromCloudFront(): MiddlewareObj<ApiEvent, HttpResponse> {
  return {
    before: async ({ event }) => {
      const headers = event.headers ?? {};
      const presented = headers[ORIGIN_SECRET_HEADER];
      delete headers[ORIGIN_SECRET_HEADER];
      if (!(await isOriginSecret(presented))) {
        countOriginCheckRefused();
        throw forbidden();
      }
    },
  };
}

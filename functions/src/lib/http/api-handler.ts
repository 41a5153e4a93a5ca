import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../logger.js';
import { tracing } from '../tracer.js';
import { fileResponse } from './file-response.js';
import { jsonResponse } from './json-response.js';
import { authentication } from './middleware/authenticate.js';
import { fromCloudFront } from './middleware/from-cloudfront.js';
import { httpErrors } from './middleware/http-errors.js';
import { jsonBody } from './middleware/json-body.js';
import { requestContext } from './middleware/request-context.js';
import { sameOrigin } from './middleware/same-origin.js';
import type { ApiEvent, ApiRequest, ApiResult, Authenticate, AuthMode, HttpResponse, RoleHolder } from './types.js';

type CallerFor<M extends AuthMode, C> = M extends 'public' ? undefined : C;

/**
 * Builds `apiHandler` around the given `authenticate`: lib knows the chain, the accounts
 * domain knows who a credential belongs to, and lib may not import the domain, so the one
 * binding of the two is `handlers/api-handler.ts` (what every API handler imports).
 *
 * `apiHandler` wraps an API operation in the one middleware chain every route shares:
 * a trace segment in AWS (sampled; lib/tracer.ts), request-scoped structured logs, error mapping, the origin check (a request that did not
 * come through CloudFront → 403, before anything else reads it), the CSRF check on
 * state-changing requests (foreign origin → 403), JSON body parsing (application/json only
 * → else 415; 10 MB limit) and authentication.
 * The operation itself sees only an ApiRequest and answers an ApiResult.
 */
export function createApiHandler<C extends RoleHolder>(authenticate: Authenticate<C>) {
  return function apiHandler<M extends AuthMode>(
    operation: (request: ApiRequest<CallerFor<M, C>>) => Promise<ApiResult>,
    options: { auth: M },
  ) {
    return middy<ApiEvent, HttpResponse>()
      .use(tracing())
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(requestContext())
      .use(httpErrors())
      .use(fromCloudFront())
      .use(sameOrigin())
      .use(jsonBody())
      .use(authentication(options.auth, authenticate))
      .handler(async (event) => {
        const result = await operation({
          body: event.jsonBody,
          params: event.pathParameters ?? {},
          query: event.queryStringParameters ?? {},
          caller: event.caller as CallerFor<M, C>,
          requestId: event.requestContext?.requestId ?? '',
          headers: event.headers ?? {},
          cookies: event.cookies ?? [],
          sourceIp: event.requestContext?.http?.sourceIp ?? '',
        });
        if (result.file) return fileResponse(result.status ?? 200, result.file);
        return jsonResponse(result.status ?? 200, result.body, result.cookies);
      });
  };
}

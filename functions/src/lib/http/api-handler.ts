import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { ApiOperation, DeclaredOperation } from '@kisa/shared/api';
import type { z } from 'zod';
import { logger } from '../logger.js';
import { tracing } from '../tracer.js';
import { eventStreamResponse } from './event-stream.js';
import { fileResponse } from './file-response.js';
import { answerIdempotently } from './idempotency/answer-idempotently.js';
import type { IdempotencyStore } from './idempotency/idempotency-store.js';
import { jsonResponse, redirectResponse } from './json-response.js';
import { answerHeaders } from './middleware/answer-headers.js';
import { auditTrail, type AuditTrail } from './middleware/audit-trail.js';
import { authentication } from './middleware/authenticate.js';
import { fromCloudFront } from './middleware/from-cloudfront.js';
import { httpErrors } from './middleware/http-errors.js';
import { jsonBody } from './middleware/json-body.js';
import { requestLimits, type CountRequest } from './middleware/request-limits.js';
import { requestContext } from './middleware/request-context.js';
import { sameOrigin } from './middleware/same-origin.js';
import { parseInput } from './parse-input.js';
import type { ApiEvent, ApiRequest, ApiResult, Authenticate, AuthMode, HttpResponse, RoleHolder } from './types.js';

type CallerFor<M extends AuthMode, C> = M extends 'public' ? undefined : C;
type Parsed<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

/** What an operation's handler sees: its caller by its `auth`, its body and query parsed by its schemas. */
export type OperationRequest<O extends ApiOperation, C> = ApiRequest<
  CallerFor<O['auth'], C>,
  Parsed<O['body'], undefined>,
  Parsed<O['query'], Record<string, string | undefined>>
>;

/** A handler as the chain exports it, holding the declaration it was built from (api-routes.test.ts checks the two agree). */
export type OperationHandler = middy.MiddyfiedHandler<ApiEvent, HttpResponse> & { operation: DeclaredOperation };

/**
 * Builds `apiOperation` around the given `authenticate` and `countRequest`: lib knows the chain,
 * core/accounts knows who a credential belongs to and core/rate-limits how much they
 * may send, and lib may not import core, so the one binding of them is
 * `handlers/api-handler.ts` (what every API handler imports).
 *
 * `apiOperation(declaration, run)` wraps one declared operation (shared/src/api) in the one
 * middleware chain every route shares: a trace segment in AWS (sampled; lib/tracer.ts),
 * request-scoped structured logs, error mapping, the origin check (a request that did not come
 * through CloudFront → 403, before anything else reads it), the CSRF check on state-changing
 * requests (foreign origin → 403), JSON body parsing (application/json only → else 415; 10 MB
 * limit), authentication by the declaration's `auth`, the caller's request limits (`countRequest`,
 * bound like `authenticate`: 429 over a limit, the RateLimit headers on every answer), then the
 * operation's Idempotency-Key when it is declared `idempotent` (`idempotency`, bound the same way:
 * idempotency/answer-idempotently.ts), then — for what changes state — the audit log's entry
 * (`audit`, bound the same way: middleware/audit-trail.ts; inside the key's step, so a replay
 * records nothing), then the
 * declared body and query schemas (400 naming the field, unknown fields refused). `run` sees
 * only an ApiRequest and answers an ApiResult; without a status, the declaration's first
 * success status.
 */
export function createApiHandler<C extends RoleHolder>(
  authenticate: Authenticate<C>,
  countRequest: CountRequest<C>,
  idempotency?: IdempotencyStore<C>,
  audit?: AuditTrail<C>,
) {
  return function apiOperation<O extends DeclaredOperation>(operation: O, run: (request: OperationRequest<O, C>) => Promise<ApiResult>): OperationHandler {
    const status = Number(Object.keys(operation.responses)[0] ?? 200);
    const chain = middy<ApiEvent, HttpResponse>()
      .use(tracing())
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(requestContext())
      .use(answerHeaders())
      .use(httpErrors())
      .use(fromCloudFront())
      .use(sameOrigin(operation.crossSiteForm === true))
      .use(jsonBody(operation.formBody === true))
      .use(authentication(operation.auth, authenticate, operation.scope))
      .use(requestLimits(operation.auth, countRequest))
      .handler((event) =>
        answerIdempotently(idempotency, operation, event, () =>
          auditTrail(audit, operation, event, async () => {
            const query = event.queryStringParameters ?? {};
            const result = await run({
              body: (operation.body ? parseInput(operation.body, event.jsonBody) : undefined) as OperationRequest<O, C>['body'],
              params: event.pathParameters ?? {},
              query: (operation.query ? parseInput(operation.query, query, 'query') : query) as OperationRequest<O, C>['query'],
              caller: event.caller as CallerFor<O['auth'], C>,
              share: event.share,
              requestId: event.requestContext?.requestId ?? '',
              headers: event.headers ?? {},
              cookies: event.cookies ?? [],
              sourceIp: event.requestContext?.http?.sourceIp ?? '',
              method: event.requestContext?.http?.method ?? '',
              path: event.rawPath ?? '',
            });
            if (result.file) return fileResponse(result.status ?? status, result.file);
            if (result.events) return eventStreamResponse(result.status ?? status, result.events);
            if (result.redirect) return redirectResponse(result.status ?? status, result.redirect, result.cookies);
            return jsonResponse(result.status ?? status, result.body, result.cookies);
          }),
        ),
      );
    return Object.assign(chain, { operation });
  };
}

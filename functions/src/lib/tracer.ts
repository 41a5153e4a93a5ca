import type { MiddlewareObj } from '@middy/core';

/**
 * Tracing for the API's chain (lib/http/api-handler.ts) and the queue workers
 * (lib/queue/sqs-handler.ts): Powertools Tracer's middleware, one Tracer per process. Not the
 * redirect: its bundle stays lean (docs/BENCHMARKS.md, redirect cold start) and Lambda's active
 * tracing alone traces it.
 *
 * In AWS the functions run with active tracing (infra/lib/constructs/kisa-function.ts): Lambda
 * decides which invocations are sampled (X-Ray's default rule: the first request each second,
 * then 5%), and only those carry segments; the handler subsegment gets the ColdStart and Service
 * annotations, and outgoing HTTPS calls (the SDK's included) become subsegments. Responses are
 * never captured (captureResponse: false: they hold users' data).
 *
 * Anywhere else — the local runtime, tests — the tracer is not even loaded: importing it loads
 * aws-xray-sdk-core, whose cls-hooked turns on an async hook for the whole process even with
 * tracing off, and locally every handler (the redirect too) shares the gateway's process:
 * bench:redirect measured the gateway at 41–47 µs a request with it against 34–35 µs without.
 */
const enabled = !!process.env.AWS_LAMBDA_FUNCTION_NAME && process.env.POWERTOOLS_TRACE_ENABLED !== 'false';

let middleware: Promise<MiddlewareObj> | undefined;

/** Loaded on the first invocation that needs it (in AWS), once per process. */
const load = (): Promise<MiddlewareObj> =>
  (middleware ??= (async () => {
    const [{ Tracer }, { captureLambdaHandler }] = await Promise.all([
      import('@aws-lambda-powertools/tracer'),
      import('@aws-lambda-powertools/tracer/middleware'),
    ]);
    return captureLambdaHandler(new Tracer({ serviceName: 'kisa' }), { captureResponse: false }) as MiddlewareObj;
  })());

/** The tracing middleware for middy's `use`: Powertools' in AWS, none at all elsewhere (an empty list). */
export function tracing(): MiddlewareObj[] {
  if (!enabled) return [];
  return [
    {
      before: async (request) => (await load()).before?.(request),
      after: async (request) => (await load()).after?.(request),
      onError: async (request) => (await load()).onError?.(request),
    },
  ];
}

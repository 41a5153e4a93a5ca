import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * One Powertools Tracer per process, for the API's chain (lib/http/api-handler.ts) and the
 * queue workers (lib/queue/sqs-handler.ts). Not the redirect: its bundle stays lean
 * (docs/BENCHMARKS.md, redirect cold start) and Lambda's active tracing alone traces it.
 *
 * In AWS the functions run with active tracing (infra/lib/constructs/kisa-function.ts): Lambda
 * decides which invocations are sampled (X-Ray's default rule: the first request each second,
 * then 5%), and only those carry segments; the handler subsegment gets the ColdStart and Service
 * annotations, and outgoing HTTPS calls (the SDK's included) become subsegments. Responses are
 * never captured (POWERTOOLS_TRACER_CAPTURE_RESPONSE=false: they hold users' data).
 *
 * Anywhere else — the local runtime, tests — Powertools turns the tracer off by itself (no
 * AWS_EXECUTION_ENV; the local runtime also sets POWERTOOLS_TRACE_ENABLED=false): every call is
 * a no-op, nothing is sent to an X-Ray daemon and nothing is printed.
 */
export const tracer = new Tracer({ serviceName: 'kisa' });

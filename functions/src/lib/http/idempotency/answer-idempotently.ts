import { MSG } from '@kisa/shared';
import { IDEMPOTENCY, type DeclaredOperation } from '@kisa/shared/api';
import { AppError } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { errorToResponse } from '../middleware/http-errors.js';
import type { ApiEvent, HttpResponse } from '../types.js';
import { idempotencyKeyOf } from './idempotency-key.js';
import type { IdempotencyStore, IdempotentRequest, KeptAnswer } from './idempotency-store.js';
import { requestFingerprint } from './request-fingerprint.js';

/**
 * Runs `answer` (the operation) under the request's Idempotency-Key, the IETF httpapi draft's
 * semantics, on operations declared `idempotent` (anything else, or no header: just `answer`):
 *
 * - the first request with a key claims it (a conditional write, before the operation runs;
 *   a refused write is a 5xx and nothing runs), runs, and its answer is kept for 24 h;
 * - the same request again (operation and fingerprint) gets that answer, as it was, with
 *   `Idempotent-Replayed: true`, and nothing runs again;
 * - the key with another operation or body → 422; while the first still runs → 409, Retry-After 1;
 * - 2xx and 4xx answers are kept (a retry of a refused request is refused the same way: send a
 *   new key with a corrected request); 5xx and 429 are not: the key is released, so a retry runs.
 *   A request that crashes mid-way holds its key until its lease (60 s) runs out.
 * - fields declared `shownOnce` (secrets) are never kept: a replay answers without them and
 *   names them in `Idempotent-Omitted`.
 */
export async function answerIdempotently<C>(
  store: IdempotencyStore<C> | undefined,
  operation: DeclaredOperation,
  event: ApiEvent,
  answer: () => Promise<HttpResponse>,
): Promise<HttpResponse> {
  if (!operation.idempotent) return answer();
  const key = idempotencyKeyOf(event.headers ?? {});
  if (key === undefined) return answer();
  // A chain built without a store (tests of other parts) must not pretend to honour the key.
  if (!store) throw new Error(`${operation.operationId} is idempotent but the chain has no idempotency store`);
  const request: IdempotentRequest = {
    scope: store.scopeOf(event.caller as C),
    key,
    operationId: operation.operationId,
    fingerprint: requestFingerprint(key, { body: event.jsonBody, params: event.pathParameters ?? {}, query: event.queryStringParameters ?? {} }),
  };
  const claim = await store.claim(request, Date.now());
  if (claim.outcome === 'answered') return replay(claim.answer);
  if (claim.outcome === 'inFlight') throw new AppError(409, MSG.idempotencyKeyInFlight, { 'retry-after': '1' });
  if (claim.outcome === 'mismatch') throw new AppError(422, MSG.idempotencyKeyReused);

  let response: HttpResponse;
  try {
    response = await answer();
  } catch (error) {
    // A refusal (AppError 4xx) is kept as the answer the caller gets; anything else is a 5xx.
    if (error instanceof AppError && isKept(error.status)) await settle(store, request, claim.attempt, errorToResponse(error), operation);
    else await settle(store, request, claim.attempt, { statusCode: 500 }, operation);
    throw error;
  }
  await settle(store, request, claim.attempt, response, operation);
  return response;
}

/** Keeps a 2xx or 4xx answer (but 429), releases the key otherwise; a failure here is logged, never answered: the operation has run. */
async function settle<C>(
  store: IdempotencyStore<C>,
  request: IdempotentRequest,
  attempt: string,
  response: HttpResponse,
  operation: DeclaredOperation,
): Promise<void> {
  const status = response.statusCode ?? 200;
  try {
    if (!isKept(status)) await store.release(request, attempt);
    else await store.keep(request, attempt, kept(response, status, status < 300 ? (operation.shownOnce ?? []) : []));
  } catch (error) {
    logger.error('Could not settle an Idempotency-Key: a retry within its lease answers 409, then runs again', {
      error: error as Error,
      operationId: request.operationId,
    });
  }
}

/** 429 is not the request's answer but the caller's pace: a retry after Retry-After must run. */
const isKept = (status: number) => status < 500 && status !== 429;

function kept(response: HttpResponse, status: number, shownOnce: readonly string[]): KeptAnswer {
  const headers = Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
  const body = response.body ?? '';
  if (shownOnce.length === 0) return { status, headers, body };
  const json = JSON.parse(body) as Record<string, unknown>;
  const omitted = shownOnce.filter((field) => field in json);
  for (const field of omitted) delete json[field];
  return { status, headers, body: JSON.stringify(json), ...(omitted.length ? { omitted } : {}) };
}

function replay(answer: KeptAnswer): HttpResponse {
  return {
    statusCode: answer.status,
    headers: {
      ...answer.headers,
      [IDEMPOTENCY.replayedHeader.toLowerCase()]: 'true',
      ...(answer.omitted?.length ? { [IDEMPOTENCY.omittedHeader.toLowerCase()]: answer.omitted.join(', ') } : {}),
    },
    body: answer.body,
  };
}

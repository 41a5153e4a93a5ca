/**
 * The fetch the SDK's client calls through: one call may take several tries, and only the
 * final outcome reaches the caller — a Response on success, a KisaApiError for an error
 * status, a KisaNetworkError when no answer came.
 *
 * - Every POST carries an `Idempotency-Key` (a random UUID unless the caller set one), the same
 *   on each try: the API answers a repeated key with the first answer, so a retried create
 *   never creates twice.
 * - 429 and 503 are tried again (the server did not do the work), after `Retry-After` when the
 *   server says (seconds or an HTTP date), else after an exponential backoff with jitter. A
 *   Retry-After longer than `maxRetryDelayMs` is not waited for: the error says how long instead.
 * - No answer (connection refused or reset, timeout) is tried again only when repeating is
 *   harmless: GET, HEAD, OPTIONS, PUT, DELETE, and POSTs with an Idempotency-Key.
 * - Each try has `timeoutMs` to answer, body included (the body is read here, so a stalled body
 *   is a timeout too, not an error escaping later).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { KisaApiError, KisaNetworkError } from './api-error.js';
import { backoffDelay, parseRetryAfter } from './retry-delay.js';

/** Methods whose repetition changes nothing more than the first try (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Statuses that say the server did not act and may another time. */
const RETRY_STATUSES = new Set([429, 503]);
/** Statuses whose answer has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface RetryInfo {
  method: string;
  url: string;
  /** The try that failed (1 for the first). */
  failedTry: number;
  /** The status it answered, or the network failure. */
  reason: number | 'timeout' | 'network';
  /** How long the client waits before the next try. */
  delayMs: number;
}

export interface RetryPolicy {
  /** Tries after the first (so at most retries + 1 tries). */
  retries: number;
  /** Time each try has to answer, body included. */
  timeoutMs: number;
  /** Backoff base: the first retry waits about this long (with jitter), each next one twice as long. */
  retryDelayMs: number;
  /** The longest wait between tries; a longer Retry-After ends the retries. */
  maxRetryDelayMs: number;
  onRetry?: (info: RetryInfo) => void;
}

export function retryingFetch(baseFetch: typeof fetch, policy: RetryPolicy): (input: Request | string | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = new Request(input, init);
    const method = request.method.toUpperCase();
    const url = request.url;
    const headers = new Headers(request.headers);
    if (method === 'POST' && !headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, randomUUID());
    const repeatable = IDEMPOTENT.has(method) || headers.has(IDEMPOTENCY_HEADER);
    // Read once: a Request's body can be sent only once, and every try sends the same bytes.
    const body = request.body ? await request.arrayBuffer() : undefined;
    const retry = async (failedTry: number, reason: RetryInfo['reason'], delayMs: number) => {
      policy.onRetry?.({ method, url, failedTry, reason, delayMs });
      await sleep(delayMs, undefined, { signal: request.signal });
    };

    for (let tries = 1; ; tries++) {
      const timeout = AbortSignal.timeout(policy.timeoutMs);
      let response: Response;
      try {
        const answer = await baseFetch(url, { method, headers, body, redirect: request.redirect, signal: AbortSignal.any([request.signal, timeout]) });
        response = await buffered(answer);
      } catch (error) {
        if (request.signal.aborted) throw error; // the caller gave up: not ours to retry
        const timedOut = timeout.aborted;
        if (!repeatable || tries > policy.retries) throw new KisaNetworkError({ method, url, timedOut, tries, cause: error });
        await retry(tries, timedOut ? 'timeout' : 'network', backoffDelay(tries, policy.retryDelayMs, policy.maxRetryDelayMs));
        continue;
      }
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      if (RETRY_STATUSES.has(response.status) && tries <= policy.retries && (retryAfterMs ?? 0) <= policy.maxRetryDelayMs) {
        await retry(tries, response.status, retryAfterMs ?? backoffDelay(tries, policy.retryDelayMs, policy.maxRetryDelayMs));
        continue;
      }
      if (!response.ok) {
        const text = await response.text();
        throw new KisaApiError({
          status: response.status,
          statusText: response.statusText,
          body: text,
          contentType: response.headers.get('content-type'),
          method,
          url,
          retryAfterMs,
          tries,
        });
      }
      return response;
    }
  };
}

/** The answer with its whole body read (within the try's time limit). */
async function buffered(answer: Response): Promise<Response> {
  const bytes = await answer.arrayBuffer();
  const init = { status: answer.status, statusText: answer.statusText, headers: answer.headers };
  return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : bytes, init);
}

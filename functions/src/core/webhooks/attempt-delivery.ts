import { WEBHOOK_RESPONSE_BYTES } from '@kisa/shared';
import { webhookHeaders } from '#lib/crypto/webhook-signature.js';
import { safeFetch, SafeFetchError } from '#lib/net/safe-fetch.js';
import { deliveryPolicy } from './endpoint-address.js';
import { parseRetryAfter } from './retry-schedule.js';

export interface AttemptResult {
  status: number | null;
  responseBody: string | null;
  error?: string;
  /** Refused before connecting (address policy, scheme, redirect): never retried. */
  refused?: boolean;
  /** No answer within the attempt's bound: the endpoint is slow (endpoint-turn.ts). */
  timedOut?: boolean;
  latencyMs: number;
  retryAfterSeconds: number | null;
}

export interface AttemptOptions {
  allowHosts: ReadonlySet<string>;
  /** The attempt's bound: DNS, connection, request and the answer's first bytes (WEBHOOK_ATTEMPT_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * POSTs one signed message (Standard Webhooks headers, signed at the attempt's time with every
 * secret in `target.secrets`: the current one, and a rotated-out one during its grace) to the
 * endpoint through safeFetch: every address the host resolves to must be public unless the
 * host is allowed (WEBHOOK_ALLOW_HOSTS); redirects are not followed.
 */
export async function attemptDelivery(
  target: { url: string; secrets: readonly string[] },
  message: { id: string; body: string },
  options: AttemptOptions,
  now = Date.now,
): Promise<AttemptResult> {
  const started = now();
  const policy = deliveryPolicy(target.url, options.allowHosts);
  if (policy.refused) return { status: null, responseBody: null, error: policy.refused, refused: true, latencyMs: 0, retryAfterSeconds: null };
  try {
    const res = await safeFetch(target.url, {
      method: 'POST',
      body: message.body,
      timeoutMs: options.timeoutMs,
      maxBytes: WEBHOOK_RESPONSE_BYTES,
      maxRedirects: 0,
      isAllowedAddress: policy.isAllowedAddress,
      headers: {
        ...webhookHeaders(target.secrets, message.id, Math.floor(started / 1000), message.body),
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(message.body)),
        'user-agent': 'Kisa-Webhooks/1.0',
        accept: '*/*',
      },
    });
    return {
      status: res.status,
      responseBody: res.body.toString('utf8').slice(0, WEBHOOK_RESPONSE_BYTES),
      latencyMs: now() - started,
      retryAfterSeconds: res.status === 429 || res.status >= 500 ? parseRetryAfter(res.headers['retry-after'], now()) : null,
    };
  } catch (error) {
    const reason = error instanceof SafeFetchError ? error.reason : 'failed';
    const text = reason === 'redirects' ? 'The endpoint redirected; webhooks do not follow redirects' : error instanceof Error ? error.message : String(error);
    return {
      status: null,
      responseBody: null,
      error: text,
      refused: reason === 'refused' || reason === 'redirects',
      ...(reason === 'timeout' ? { timedOut: true } : {}),
      latencyMs: now() - started,
      retryAfterSeconds: null,
    };
  }
}

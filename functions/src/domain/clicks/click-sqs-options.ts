import { ConfiguredRetryStrategy } from '@smithy/core/retry';

/**
 * The click client's options (beyond region and endpoint). Its own client, because the
 * redirect answers only once the send holding its click is done: the send is bounded so a
 * visitor waits at most ~1 s however unwell SQS is (docs/ARCHITECTURE.md, "Visitors"). Its
 * own module so bench:click-send measures exactly this client without the handlers' config.
 *
 * Worst case: two attempts of at most CLICK_SEND_ATTEMPT_MS each, CLICK_SEND_RETRY_DELAY_MS
 * apart, ≈ 850 ms; after that the click goes to the fallback (enqueue-click.ts). A healthy
 * send takes ~5–20 ms in-region, so the per-attempt limit is ~20× the normal case.
 */

/** Whole-attempt limit, from opening the request to the full answer (connecting included). */
export const CLICK_SEND_ATTEMPT_MS = 400;
/** The TCP/TLS connect alone (a fresh connection in-region takes a few ms). */
export const CLICK_SEND_CONNECT_MS = 200;
/** One try and at most one retry (same message, same group id: the worker counts it once). */
export const CLICK_SEND_MAX_ATTEMPTS = 2;
/**
 * Fixed pause before the retry. The SDK's standard strategy would wait up to 1 s of jitter
 * after a throttling answer; with one retry per send there is no herd to spread out.
 */
export const CLICK_SEND_RETRY_DELAY_MS = 50;

export const CLICK_SQS_OPTIONS = {
  requestHandler: {
    connectionTimeout: CLICK_SEND_CONNECT_MS,
    requestTimeout: CLICK_SEND_ATTEMPT_MS,
    // Without this the SDK (node-http-handler ≥ 4.1) only *warns* when requestTimeout passes
    // and keeps waiting (up to its 15-minute socket default): the limit would bound nothing.
    throwOnRequestTimeout: true,
  },
  retryStrategy: new ConfiguredRetryStrategy(CLICK_SEND_MAX_ATTEMPTS, CLICK_SEND_RETRY_DELAY_MS),
  // No MD5 of the body per send (the SDK hashes it and compares SQS's answer): the request
  // already travels over TLS (integrity-checked) and is SigV4-signed over its SHA-256, so
  // the MD5 adds nothing but CPU on the hot path (~30 % of a 14 KB send's client cost).
  md5: false,
  // Resolve the middleware stack once per command class, not on every send (an SDK option;
  // the per-send resolution was ~3 % of the gateway's CPU under load).
  cacheMiddleware: true,
} as const;

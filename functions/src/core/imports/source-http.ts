import { IMPORT_MSG } from '@kisa/shared';
import { config } from '#lib/config.js';
import { isPublicAddress } from '#lib/net/address-policy.js';
import { safeFetch, SafeFetchError } from '#lib/net/safe-fetch.js';

/**
 * Requests to an import source, each within the source's pace and one deadline, answered as
 * parsed JSON or a SourceError the run knows what to do with: `auth` fails the import with
 * IMPORT_MSG.sourceRefusedToken; `rateLimited` sends the step again after `retryAfterMs`;
 * `unavailable` (refused, timed out, 5xx) and `garbled` (not JSON) fail this delivery of the
 * step, which SQS retries and the last receive turns into a failed import; `notFound` is the
 * adapter's to read (a link deleted meanwhile).
 */

export type SourceErrorKind = 'auth' | 'rateLimited' | 'unavailable' | 'garbled' | 'notFound' | 'refused';

export class SourceError extends Error {
  override name = 'SourceError';
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
    /** rateLimited: how long the source asks to wait. */
    readonly retryAfterMs?: number,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface SourceRequest {
  method?: 'GET' | 'POST';
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** A JSON body (POST). */
  json?: unknown;
  /** A form body (POST, application/x-www-form-urlencoded). */
  form?: Record<string, string>;
}

export interface SourceAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** What the adapters call: `get(url)` → the parsed JSON of a 2xx answer, or a SourceError. */
export interface SourceHttp {
  json(url: string, request?: SourceRequest): Promise<unknown>;
  /** The whole answer of a 2xx (headers too: Link, X-Total-Count, …). */
  send(url: string, request?: SourceRequest): Promise<SourceAnswer>;
}

/** At most this much of an answer is read: a page of 1,000 links with titles is well under it. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** Longest wait a 429 may ask for before the step is simply sent again later (SQS's longest delay is 15 min). */
const MAX_RETRY_AFTER_MS = 15 * 60 * 1000;

/**
 * A client for one source: `authHeaders` go on every request; requests keep at least
 * `minIntervalMs` apart (the source's per-minute limit, per process); `now` and `sleep` for tests.
 */
export function sourceHttp(options: { authHeaders: Record<string, string>; minIntervalMs?: number; sleep?: (ms: number) => Promise<void> }): SourceHttp {
  const { allowHosts, requestTimeoutMs } = config.imports();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let last = 0;
  const send = async (url: string, request: SourceRequest = {}): Promise<SourceAnswer> => {
    const target = new URL(url);
    for (const [k, v] of Object.entries(request.query ?? {})) if (v !== undefined) target.searchParams.set(k, String(v));
    const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const allowed = allowHosts.has(host);
    if (!allowed && target.protocol !== 'https:') throw new SourceError('refused', IMPORT_MSG.apiUrlInvalid);
    const wait = last + (options.minIntervalMs ?? 0) - Date.now();
    if (wait > 0) await sleep(wait);
    last = Date.now();
    const body = request.json !== undefined ? JSON.stringify(request.json) : request.form ? new URLSearchParams(request.form).toString() : undefined;
    let res: Awaited<ReturnType<typeof safeFetch>>;
    try {
      res = await safeFetch(target.href, {
        timeoutMs: requestTimeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
        maxRedirects: 3,
        isAllowedAddress: allowed ? () => true : isPublicAddress,
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        ...(body === undefined ? {} : { body }),
        headers: {
          'user-agent': 'KisaImport/1.0',
          accept: 'application/json',
          ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...options.authHeaders,
          ...request.headers,
        },
      });
    } catch (error) {
      if (error instanceof SafeFetchError && error.reason === 'refused') throw new SourceError('refused', `${IMPORT_MSG.sourceUnreachable}: ${error.message}`);
      throw new SourceError('unavailable', `${IMPORT_MSG.sourceUnreachable}: ${(error as Error).message}`);
    }
    if (res.truncated) throw new SourceError('garbled', `${IMPORT_MSG.sourceGarbled}: an answer over ${MAX_ANSWER_BYTES} bytes`);
    const status = res.status;
    if (status === 401 || status === 403) throw new SourceError('auth', IMPORT_MSG.sourceRefusedToken, undefined, status);
    if (status === 429) throw new SourceError('rateLimited', 'The source asked to slow down (429)', retryAfterOf(res.headers), status);
    if (status === 404) throw new SourceError('notFound', `${target.pathname}: not found (404)`, undefined, status);
    if (status >= 500 || status < 200 || status >= 300)
      throw new SourceError('unavailable', `${IMPORT_MSG.sourceUnreachable}: HTTP ${status}`, undefined, status);
    let parsed: unknown;
    try {
      parsed = res.body.length === 0 ? null : JSON.parse(res.body.toString('utf8'));
    } catch {
      throw new SourceError('garbled', `${IMPORT_MSG.sourceGarbled}: ${target.pathname} did not answer JSON`, undefined, status);
    }
    return { status, headers: res.headers, body: parsed };
  };
  return { send, json: async (url, request) => (await send(url, request)).body };
}

/**
 * How long a 429 asks to wait: Retry-After (seconds or a date), else the reset of the window
 * (X-RateLimit-Reset / RateLimit-Reset: epoch seconds, or seconds from now when small), else a minute.
 */
export function retryAfterOf(headers: Record<string, string | string[] | undefined>, now = Date.now()): number {
  const header = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const clamp = (ms: number) => Math.min(MAX_RETRY_AFTER_MS, Math.max(1000, Math.ceil(ms)));
  const retryAfter = header('retry-after');
  if (retryAfter) {
    // Dub sends its window's reset (epoch ms) as Retry-After: a number that large is a time, not seconds.
    const seconds = Number(retryAfter);
    if (/^\d+(\.\d+)?$/.test(retryAfter.trim())) return clamp(seconds > 1e12 ? seconds - now : seconds > 1e9 ? seconds * 1000 - now : seconds * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return clamp(at - now);
  }
  const reset = header('x-ratelimit-reset') ?? header('ratelimit-reset');
  if (reset && /^\d+(\.\d+)?$/.test(reset.trim())) {
    const value = Number(reset);
    // Epoch seconds (or milliseconds) vs a number of seconds from now.
    if (value > 1e12) return clamp(value - now);
    if (value > 1e9) return clamp(value * 1000 - now);
    return clamp(value * 1000);
  }
  return 60_000;
}

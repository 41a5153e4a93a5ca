/**
 * What a failed call throws. The API answers failures as RFC 9457 problem details
 * (`application/problem+json`: type, title, status, detail, code, errors) and, for the web app,
 * `errorMessage`; older servers answer `{errorMessage}` only. Both are read into one error, and
 * an answer that is no JSON at all (a proxy's HTML page) still gives its status and text.
 */

/** One field's problem in a validation answer: a JSON Pointer into the request, and why. */
export interface ProblemFieldError {
  pointer: string;
  detail: string;
  code?: string;
}

/** The problem document as the API answers it (every member optional: older servers send less). */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: ProblemFieldError[];
  errorMessage?: string;
  [extension: string]: unknown;
}

/** The API answered with an error status (4xx, 5xx) — after the retries the client makes. */
export class KisaApiError extends Error {
  override readonly name = 'KisaApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The problem's stable machine code (`alias-taken`, `unknown-field`…: shared/src/problem-codes.ts) when the server gives one. */
  readonly code: string | undefined;
  /** The problem type URI (`about:blank` when the server gives none). */
  readonly type: string;
  readonly title: string;
  /** What went wrong, for people: the problem's detail, else the legacy errorMessage. */
  readonly detail: string | undefined;
  /** Per-field problems of a validation answer (empty when none). */
  readonly errors: ProblemFieldError[];
  /** The legacy message the web app reads (kept by the API beside the problem). */
  readonly errorMessage: string | undefined;
  /** The parsed answer when it was JSON, else undefined. */
  readonly problem: ProblemDetails | undefined;
  /** The answer's text as received (a non-JSON body's only record). */
  readonly body: string;
  readonly method: string;
  readonly url: string;
  /** How long the server asked to wait before trying again (Retry-After), in ms. */
  readonly retryAfterMs: number | undefined;
  /** How many tries the call made. */
  readonly tries: number;

  constructor(init: {
    status: number;
    statusText?: string;
    body: string;
    contentType: string | null;
    method: string;
    url: string;
    retryAfterMs?: number;
    tries: number;
  }) {
    const problem = parseProblem(init.body, init.contentType);
    const detail = nonEmpty(problem?.detail) ?? nonEmpty(problem?.errorMessage);
    const title = nonEmpty(problem?.title) ?? (nonEmpty(init.statusText) || `HTTP ${init.status}`);
    super(detail ?? (problem ? title : `${title}${init.body.trim() ? `: ${snippet(init.body)}` : ''}`));
    this.status = init.status;
    this.code = nonEmpty(problem?.code);
    this.type = nonEmpty(problem?.type) ?? 'about:blank';
    this.title = title;
    this.detail = detail;
    this.errors = Array.isArray(problem?.errors) ? problem.errors.filter(isFieldError) : [];
    this.errorMessage = nonEmpty(problem?.errorMessage);
    this.problem = problem;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
    this.retryAfterMs = init.retryAfterMs;
    this.tries = init.tries;
  }
}

/** No answer came: the connection failed or the try timed out — after the retries the client makes. */
export class KisaNetworkError extends Error {
  override readonly name = 'KisaNetworkError';
  readonly method: string;
  readonly url: string;
  /** Whether the last try ran out of time (timeoutMs) rather than failing to connect. */
  readonly timedOut: boolean;
  readonly tries: number;

  constructor(init: { method: string; url: string; timedOut: boolean; tries: number; cause: unknown }) {
    const why = init.timedOut ? 'no answer in time' : describeCause(init.cause);
    super(`${init.method} ${init.url} failed: ${why} (${init.tries} ${init.tries === 1 ? 'try' : 'tries'})`, { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
    this.timedOut = init.timedOut;
    this.tries = init.tries;
  }
}

function parseProblem(body: string, contentType: string | null): ProblemDetails | undefined {
  // A JSON body is read whatever it is labelled: some proxies answer JSON as text/plain.
  if (!/json/i.test(contentType ?? '') && !/^\s*\{/.test(body)) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ProblemDetails) : undefined;
  } catch {
    return undefined;
  }
}

function isFieldError(value: unknown): value is ProblemFieldError {
  return !!value && typeof value === 'object' && typeof (value as ProblemFieldError).detail === 'string';
}

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

const snippet = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
};

/** Node's fetch hides the socket's error in `cause` (ECONNREFUSED, ENOTFOUND…). */
function describeCause(cause: unknown): string {
  const inner = (cause as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (inner?.code) return inner.code;
  if (inner?.message) return inner.message;
  return cause instanceof Error ? cause.message : String(cause);
}

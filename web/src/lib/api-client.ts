import { MSG } from '@kisa/shared';

/** One wrong field of a refused request: a problem answer's `errors` entry. */
export interface FieldProblem {
  /** A JSON Pointer into the body (`/longUrl`), or a query parameter's name. */
  pointer: string;
  detail: string;
  code: string;
}

/**
 * A failed API call: `message` is what the server said (the problem's detail, or the legacy
 * errorMessage; else the spec's unknown-error text), `code` its stable machine code and
 * `errors` the wrong fields of a validation failure (forms may show them beside the fields).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The problem's code (`alias-taken`, `unknown-field`, …); undefined when the answer had none. */
    readonly code?: string,
    readonly errors: readonly FieldProblem[] = [],
  ) {
    super(message);
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** Subscribe to 401 answers (private screens sign the user out). Returns the unsubscribe. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Injected in tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
}

/** The message a failed answer carries, whatever its shape. */
export function errorMessageOf(payload: unknown): string {
  return textOf(payload, 'errorMessage') ?? MSG.unknownError;
}

const textOf = (payload: unknown, key: string): string | undefined => {
  const value = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
};

const isProblem = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/problem+json';

/**
 * The error of a failed answer: an RFC 9457 problem (`application/problem+json`) gives its
 * detail, code and field errors; any other body only its errorMessage (older answers, proxies).
 */
export function apiErrorOf(status: number, contentType: string | null, payload: unknown): ApiError {
  if (!isProblem(contentType)) return new ApiError(errorMessageOf(payload), status);
  const message = textOf(payload, 'detail') ?? errorMessageOf(payload);
  const errors = payload && typeof payload === 'object' ? (payload as { errors?: unknown }).errors : undefined;
  const fields = Array.isArray(errors) ? errors.filter(isFieldProblem) : [];
  return new ApiError(message, status, textOf(payload, 'code'), fields);
}

const isFieldProblem = (value: unknown): value is FieldProblem =>
  !!value && typeof value === 'object' && ['pointer', 'detail', 'code'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** JSON request to the API on this origin, cookies included. Throws ApiError on failure. Features call the API through api-calls.ts, which types each call by the OpenAPI document. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, fetchImpl = fetch } = options;
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetchImpl(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(MSG.unknownError, 0);
  }
  const payload = await readJson(res);
  if (!res.ok) {
    const error = apiErrorOf(res.status, res.headers.get('content-type'), payload);
    if (res.status === 401) for (const l of unauthorizedListeners) l(error);
    throw error;
  }
  return payload as T;
}

/** SWR fetcher: the key is the API path (an apiKey(…) URL: api-calls.ts, use-api.ts). */
export const fetcher = <T>(path: string) => request<T>(path);

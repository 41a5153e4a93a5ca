import { MSG } from '@kisa/shared';

/** A failed API call: `message` is the server's errorMessage (or the spec's unknown-error text). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
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
  if (payload && typeof payload === 'object' && 'errorMessage' in payload) {
    const m = (payload as { errorMessage: unknown }).errorMessage;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return MSG.unknownError;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** JSON request to the API on this origin, cookies included. Throws ApiError on failure. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, fetchImpl = fetch } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
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
    const error = new ApiError(errorMessageOf(payload), res.status);
    if (res.status === 401) for (const l of unauthorizedListeners) l(error);
    throw error;
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, body: unknown = {}) => request<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body: unknown) => request<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body: unknown) => request<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};

/** SWR fetcher: the key is the API path. */
export const fetcher = <T>(path: string) => request<T>(path);

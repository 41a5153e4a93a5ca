import { MSG } from '@kisa/shared';
import type { paths } from '@kisa/sdk';
import { ApiError, request } from './api-client';

/**
 * The web app's API calls, typed by the API's own OpenAPI document: `paths` is generated from it
 * (sdk/src/generated/api.d.ts, openapi-typescript), so a call names a path template and a method
 * the API declares, with that operation's path parameters, query and body, and answers the type
 * of its success answer. A call to an operation the API does not have fails the typecheck. The
 * import is types only: nothing of the SDK is in the bundle.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The document's operation at a path for a method; never when the API does not declare it. */
type Operation<M extends ApiMethod, P> = P extends keyof paths ? (paths[P] extends Record<Lowercase<M>, infer O> ? O : never) : never;

/** The path templates (`/api/links/{id}`) with an operation for `M`. */
export type ApiPath<M extends ApiMethod> = { [P in keyof paths]: [Operation<M, P>] extends [never] ? never : P }[keyof paths];

type Defined<T> = [T] extends [never] ? never : [T] extends [undefined] ? never : Exclude<T, undefined>;
type PathParams<M extends ApiMethod, P> = Operation<M, P> extends { parameters: { path: infer X } } ? Defined<X> : never;
type QueryParams<M extends ApiMethod, P> = Operation<M, P> extends { parameters: { query?: infer Q } } ? Defined<Q> : never;
type Body<M extends ApiMethod, P> = Operation<M, P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type JsonContent<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Responses<M extends ApiMethod, P> = Operation<M, P> extends { responses: infer R } ? R : never;
/** What the operation answers on success (its JSON; for a file download, the JSON a big file is answered with). */
export type ApiAnswer<M extends ApiMethod, P> = { [S in Extract<keyof Responses<M, P>, SuccessStatus>]: JsonContent<Responses<M, P>[S]> }[Extract<
  keyof Responses<M, P>,
  SuccessStatus
>];

/** Path parameters and query of an operation: `path` required when the template has any. */
export type ApiParams<M extends ApiMethod, P> = ([PathParams<M, P>] extends [never] ? { path?: never } : { path: PathParams<M, P> }) &
  ([QueryParams<M, P>] extends [never] ? { query?: never } : { query?: QueryParams<M, P> });

/** An operation's options: its parameters, its body (required when it takes one, else none) and an abort signal. */
export type ApiCallOptions<M extends ApiMethod, P> = ApiParams<M, P> &
  ([Body<M, P>] extends [never] ? { body?: never } : { body: Body<M, P> }) & { signal?: AbortSignal };

/** Options may be left out only when nothing in them is required. */
type OptionalWhenEmpty<T> = Partial<T> extends T ? [options?: T] : [options: T];

/** A GET path as a string (an SWR key, a download) that remembers what it answers. */
export type ApiUrl<T> = string & { readonly answers?: T };

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL of a call: `{name}` placeholders filled with the path parameters (encoded), then the
 * query in the order given — undefined and null left out, an array as a repeated parameter.
 */
export function apiUrl(template: string, params: { path?: Record<string, string>; query?: object } = {}): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params.path?.[name];
    if (value === undefined) throw new Error(`${template} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((params.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The URL of a GET the API declares: an SWR key (use-api.ts), the same string for equal parameters. */
export function apiKey<P extends ApiPath<'GET'>>(path: P, ...[params]: OptionalWhenEmpty<ApiParams<'GET', P>>): ApiUrl<ApiAnswer<'GET', P>> {
  return apiUrl(path, params as { path?: Record<string, string>; query?: object }) as ApiUrl<ApiAnswer<'GET', P>>;
}

/** Calls an operation the API declares; answers its success answer, throws ApiError (api-client.ts) otherwise. */
export function apiCall<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: OptionalWhenEmpty<ApiCallOptions<M, P>>
): Promise<ApiAnswer<M, P>> {
  const { body, signal, ...params } = (options ?? {}) as { body?: unknown; signal?: AbortSignal; path?: Record<string, string>; query?: object };
  return request<ApiAnswer<M, P>>(apiUrl(path, params), { method, body, signal });
}

/** GETs a URL made by apiKey (an SWR key's fetch). */
export const apiGet = <T>(url: ApiUrl<T>, signal?: AbortSignal): Promise<T> => request<T>(url, { method: 'GET', signal });

/**
 * A creation's answer with its shown-once field (an API key's `key`, a webhook's `secret`). The
 * document leaves it optional because an idempotent replay omits it; the web app sends no
 * Idempotency-Key, so an answer without it is one it cannot use.
 */
export function withShownOnce<T, K extends keyof T>(answer: T, field: K): T & { [F in K]-?: Exclude<T[F], undefined> } {
  if (answer[field] === undefined) throw new ApiError(MSG.unexpectedFormat, 200);
  return answer as T & { [F in K]-?: Exclude<T[F], undefined> };
}

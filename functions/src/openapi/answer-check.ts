import { apiRoutes, type ApiRoute } from '../api-routes.js';
import { openApiDocument } from './document.js';
import { documentValidator, type DocumentValidator, type OpenApiLike } from './document-validator.js';

/**
 * Checks a real answer of the API against the OpenAPI document the API serves, as a client
 * sees it: the status must be one the operation documents, the content type one the document
 * lists for that status, and a JSON body (`application/json`, `application/problem+json`) must
 * validate with ajv against the document's JSON Schema for it (document-validator.ts). The API
 * tests run every answer through it (test-support/api.ts); nothing in production does.
 */

export interface Answered {
  method: string;
  /** The request's path, query string allowed. */
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

/** `checked`: the operation and status the body was validated for (`GET /api/links/{id} 200`); `skipped`: why not. */
export type AnswerCheck = { checked: string } | { skipped: string };

const ISSUES_SHOWN = 5;
const BODY_SHOWN = 500;

const compiled = apiRoutes
  .map((route) => ({ route, segments: route.path.split('/').filter(Boolean) }))
  // Literal segments win over `{param}` ones, earlier segments first (API Gateway's most specific route).
  .sort((a, b) => specificity(b.segments) - specificity(a.segments));

function specificity(segments: readonly string[]): number {
  return segments.reduce((n, s, i) => n + (s.startsWith('{') ? 0 : 2 ** (16 - i)), 0);
}

/** The route of the table a request goes to, as the gateway matches it; undefined: the not-found handler. */
export function routeOf(method: string, path: string): ApiRoute | undefined {
  const parts = pathOnly(path).split('/').filter(Boolean);
  return compiled.find(
    ({ route, segments }) => route.method === method && segments.length === parts.length && segments.every((s, i) => s.startsWith('{') || s === parts[i]),
  )?.route;
}

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0]!;
/** `application/problem+json; charset=utf-8` → `application/problem+json`. */
const mediaTypeOf = (contentType: string | null) => (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase() || null;
const isJson = (mediaType: string) => /^application\/([\w.-]+\+)?json$/.test(mediaType);

let validator: DocumentValidator | undefined;
/** The served document's validator (the document is built once per process; its schemas compile on first use). */
const servedDocument = () => (validator ??= documentValidator(openApiDocument() as OpenApiLike));

/**
 * Validates an answer, or says why it is not one to validate: not under /api/, no route (the
 * not-found handler), no body, or a file the document lists (CSV, XLSX). Throws, naming the
 * operation, the status and the first issues, when the document does not list the status or
 * the content type for the operation, or when its schema refuses the body.
 */
export function checkAnswer(answer: Answered, document: DocumentValidator = servedDocument()): AnswerCheck {
  const path = pathOnly(answer.path);
  if (!path.startsWith('/api/')) return { skipped: `${path} is no API path` };
  const route = routeOf(answer.method, path);
  if (!route) return { skipped: `${answer.method} ${path} matches no route` };

  const key = `${route.method} ${route.path}`;
  const where = `${key} (${answer.method} ${answer.path}) answered ${answer.status}`;
  if (!document.has(route.path, route.method)) throw new Error(`${where}: the OpenAPI document has no operation ${key}`);
  const documented = document.response(route.path, route.method, answer.status);
  if (!documented)
    throw new Error(`${where}, a status the OpenAPI document does not list for it (it lists ${document.statuses(route.path, route.method).join(', ')})`);

  const mediaType = mediaTypeOf(answer.contentType);
  if (!mediaType) return { skipped: 'no content type' };
  const listed = Object.keys(documented.answer.content ?? {});
  if (!listed.includes(mediaType)) {
    throw new Error(
      `${where} with ${mediaType}, where the OpenAPI document lists ${listed.join(', ') || 'no content'} for ${documented.key}${excerpt(answer.body)}`,
    );
  }
  if (!isJson(mediaType)) return { skipped: `${mediaType} is not JSON (a file the document lists for ${documented.key})` };

  const issues = document.validate(route.path, route.method, documented.key, mediaType, answer.body);
  if (issues.length) {
    const shown = issues.slice(0, ISSUES_SHOWN).map((issue) => `  - ${issue}`);
    const more = issues.length > ISSUES_SHOWN ? [`  … and ${issues.length - ISSUES_SHOWN} more`] : [];
    throw new Error([`${where}, a body the OpenAPI document's schema for ${mediaType} refuses:`, ...shown, ...more].join('\n') + excerpt(answer.body));
  }
  return { checked: `${key} ${answer.status}` };
}

const excerpt = (body: unknown) => `\n  body: ${(typeof body === 'string' ? body : (JSON.stringify(body) ?? '(none)')).slice(0, BODY_SHOWN)}`;

import { apiRoutes, type ApiRoute } from '../api-routes.js';
import { isFileAnswer } from '@kisa/shared/api';
import { documentedResponses } from './document.js';

/**
 * Checks a real answer of the API against what the OpenAPI document says of it: the JSON
 * body of a documented operation must parse with the zod schema the document gives for its
 * status (the document is generated from the same schemas). The API tests run every answer
 * through it (test-support/api.ts); nothing in production does.
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
  return compiled.find(({ route, segments }) => route.method === method && segments.length === parts.length && segments.every((s, i) => s.startsWith('{') || s === parts[i]))?.route;
}

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0]!;
const isJson = (contentType: string | null) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType?.trim() ?? '');

/**
 * Validates an answer, or says why it is not one to validate: not under /api/, no route (the
 * not-found handler), not JSON (files, redirects). Throws, naming the route, the status and
 * the first issues, when a JSON answer has a status the document does not list or a body
 * its schema refuses.
 */
export function checkAnswer(answer: Answered): AnswerCheck {
  const path = pathOnly(answer.path);
  if (!path.startsWith('/api/')) return { skipped: `${path} is no API path` };
  const route = routeOf(answer.method, path);
  if (!route) return { skipped: `${answer.method} ${path} matches no route` };
  if (!isJson(answer.contentType)) return { skipped: `${answer.contentType ?? 'no content type'} is not JSON` };

  const key = `${route.method} ${route.path}`;
  const where = `${key} (${answer.method} ${answer.path}) answered ${answer.status}`;
  const responses = documentedResponses(route);
  const documented = responses.get(answer.status);
  if (!documented) throw new Error(`${where}, a status the OpenAPI document does not list for it (it lists ${[...responses.keys()].join(', ')})`);
  const schema = isFileAnswer(documented.answer) ? documented.answer.json : documented.answer;
  if (!schema) throw new Error(`${where} with JSON, where the OpenAPI document says a file (${isFileAnswer(documented.answer) ? documented.answer.files.join(', ') : ''})`);

  const result = schema.safeParse(answer.body);
  if (!result.success) {
    const issues = result.error.issues.slice(0, ISSUES_SHOWN).map((i) => `  - ${i.path.length ? i.path.join('.') : '(the body)'}: ${i.message}`);
    const more = result.error.issues.length > ISSUES_SHOWN ? [`  … and ${result.error.issues.length - ISSUES_SHOWN} more`] : [];
    throw new Error([`${where}, a body the OpenAPI document's schema refuses:`, ...issues, ...more, `  body: ${JSON.stringify(answer.body).slice(0, 500)}`].join('\n'));
  }
  return { checked: `${key} ${answer.status}` };
}

import { SESSION_COOKIE } from '@kisa/shared';
import { apiRoutes, type ApiRoute } from '../api-routes.js';
import { operations } from './operations.js';
import { componentSchemas, ref } from './schemas.js';

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document of the HTTP API, built from the route table (once per process). */
export function openApiDocument(): Record<string, unknown> {
  return (cached ??= buildDocument());
}

function buildDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kisa API',
      version: '1.0.0',
      description:
        'Short links and QR codes. JSON in and out; failures answer `{"errorMessage": "..."}`. Signed-in calls accept the `token` cookie or `Authorization: Bearer <jwt | api key>`.',
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'auth', description: 'Accounts and sessions' }, { name: 'links', description: 'Short links, dashboard counters, page titles' }, { name: 'moderation', description: 'Abuse: reports, the moderation queue and its audit log, the blocklist (issue 22)' }, { name: 'meta' }],
    paths,
    components: {
      schemas: componentSchemas,
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Session cookie set by sign-in and verify' },
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A session token (Cognito access token) or a personal API key (`kisa_…`)' },
      },
    },
  };
}

function operation(route: ApiRoute): Record<string, unknown> {
  const doc = operations[`${route.method} ${route.path}`];
  const params: Record<string, unknown>[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  for (const q of doc?.query ?? []) params.push({ name: q.name, in: 'query', required: q.required ?? false, description: q.description, schema: q.schema ?? { type: 'string' } });
  const responses: Record<string, unknown> = {};
  for (const [status, [description, schema]] of Object.entries(doc?.responses ?? { 200: ['OK', {}] })) {
    responses[status] = {
      description,
      content: { 'application/json': { schema } },
      ...(doc?.setsCookie ? { headers: { 'Set-Cookie': { description: `The \`${SESSION_COOKIE}\` session cookie`, schema: { type: 'string' } } } } : {}),
    };
  }
  const errors: Record<number, string> = { ...doc?.errors };
  if (route.auth !== 'public') errors[401] ??= 'Not signed in';
  if (route.auth === 'admin') errors[403] ??= 'Admins only';
  // What the shared middleware chain answers on every state-changing route (CSRF defence).
  if (route.method !== 'GET') {
    errors[403] = [errors[403], 'a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie'].filter(Boolean).join('; or ');
    if (doc?.body) errors[415] ??= 'The body is not application/json';
  }
  errors[500] ??= 'Unexpected error';
  for (const [status, description] of Object.entries(errors)) {
    responses[status] = { description, content: { 'application/json': { schema: ref('Error') } } };
  }
  return {
    operationId: route.handler.replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase()),
    summary: doc?.summary ?? route.handler,
    tags: doc?.tags ?? [],
    ...(params.length ? { parameters: params } : {}),
    ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: doc.body } } } } : {}),
    security: route.auth === 'public' ? [] : [{ cookieAuth: [] }, { bearerAuth: [] }],
    responses,
  };
}

/** Routes without an entry in operations.ts (the test asserts there are none). */
export function undocumentedRoutes(): string[] {
  return apiRoutes.map((r) => `${r.method} ${r.path}`).filter((key) => !operations[key]);
}

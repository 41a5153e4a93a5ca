import { allProblemCodes, problemSchema, problemTitle, ROLE_SCOPES, SESSION_COOKIE, TEAM_ROLES } from '@kisa/shared';
import { apiRoutes, type ApiRoute } from '../api-routes.js';
import { IDEMPOTENCY, isFileAnswer, operations, type Answer, type DeclaredOperation, type OperationId } from '@kisa/shared/api';
import { addRateLimitHeaders, rateLimitHeaderComponents, tooManyRequestsDescription } from './rate-limit-headers.js';
import { componentSchemas, ref, requestSchema, type JsonSchema } from './schemas.js';
import { webhookPayloads } from './webhook-payloads.js';

let cached: Record<string, unknown> | undefined;

/**
 * The OpenAPI 3.1 document of the HTTP API, generated from the operations declared in
 * shared/src/api and the contract's zod schemas (once per process, on the first request).
 */
export function openApiDocument(): Record<string, unknown> {
  return (cached ??= buildDocument());
}

/** One documented answer of an operation: its description and what its body is. */
export interface DocumentedResponse {
  description: string;
  answer: Answer;
  setsCookie: boolean;
}

/**
 * Every answer a route is documented to give, by status: its own (its declaration) and those
 * the shared middleware chain gives every route of its kind (sign-in, admin, CSRF and origin
 * checks, the JSON body's checks, the unexpected error), each failure answering `Error`.
 * The document and the API tests' answer check (answer-check.ts) both read this.
 */
export function documentedResponses(route: ApiRoute): Map<number, DocumentedResponse> {
  const doc = declarationOf(route);
  const responses = new Map<number, DocumentedResponse>();
  for (const [status, [description, answer]] of Object.entries(doc.responses ?? {})) {
    responses.set(Number(status), { description, answer, setsCookie: !!doc.setsCookie });
  }
  const errors: Record<number, string> = { ...doc.errors };
  if (route.auth !== 'public') errors[401] ??= 'Not signed in';
  if (route.auth === 'admin') errors[403] ??= 'Admins only';
  // Every signed-in request is counted against its plan's limits (lib/http/middleware/request-limits.ts).
  if (route.auth !== 'public') errors[429] = [errors[429], tooManyRequestsDescription()].filter(Boolean).join('; or ');
  // What the shared middleware chain answers (lib/http/api-handler.ts).
  if (route.method !== 'GET') {
    errors[403] = [errors[403], 'a browser request from another site (Sec-Fetch-Site: cross-site, or a foreign Origin) with the session cookie']
      .filter(Boolean)
      .join('; or ');
  }
  errors[403] = [errors[403], 'in AWS, a request that did not come through CloudFront'].filter(Boolean).join('; or ');
  // The chain parses the declared query (lib/http/parse-input.ts): out of bounds or unknown → 400.
  if (doc.query) errors[400] ??= 'A query parameter out of its bounds, or one the operation does not take';
  if (doc.body) {
    errors[400] ??= 'Invalid input';
    errors[413] ??= 'Body over 10 MB';
    errors[415] ??= doc.formBody ? 'The body is not a form (application/x-www-form-urlencoded)' : 'The body is not application/json';
  }
  if (doc.idempotent) {
    const also = (status: number, description: string) => (errors[status] = [errors[status], description].filter(Boolean).join('; or '));
    also(400, `an \`${IDEMPOTENCY.header}\` that is not 1–${IDEMPOTENCY.maxLength} printable ASCII characters`);
    also(409, `a request with this \`${IDEMPOTENCY.header}\` is still being processed (Retry-After: 1)`);
    also(422, `this \`${IDEMPOTENCY.header}\` was used with another body or operation`);
  }
  errors[500] ??= 'Unexpected error';
  for (const [status, description] of Object.entries(errors)) responses.set(Number(status), { description, answer: problemSchema, setsCookie: false });
  return responses;
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
        'Short links and QR codes. JSON in and out. Failures answer RFC 9457 problem details (`application/problem+json`, the `Problem` schema): match its stable `code` (every code is listed in the schema\'s `x-problem-codes`), show its `detail`; validation failures list each wrong field in `errors`. A 401 carries `WWW-Authenticate: Bearer realm="kisa"` (`error="invalid_token"` when the credential sent was refused); a path asked with a method it does not take answers 405 with `Allow`, a path the API does not have 404. Signed-in calls accept the `token` cookie or `Authorization: Bearer <jwt | api key>`.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'auth', description: 'Accounts and sessions' },
      { name: 'team', description: "The caller's team, its members and invitations" },
      { name: 'admin', description: 'Users and platform totals (admins only)' },
      { name: 'moderation', description: 'Abuse: reports, the moderation queue and its audit log, the blocklist' },
      { name: 'keys', description: 'Personal API keys' },
      { name: 'links', description: 'Short links, dashboard counters, page titles, the password gate' },
      { name: 'campaigns', description: 'Campaigns and bulk creation' },
      { name: 'analytics', description: 'Click analytics and the visitor log' },
      { name: 'conversions', description: 'Conversions: leads and sales of clicks of links with conversion tracking, reported by your backend' },
      { name: 'domains', description: 'Branded short domains: DNS verification and the pages they serve' },
      { name: 'webhooks', description: 'Webhook endpoints and their deliveries; the payloads are under `webhooks`' },
      { name: 'tags', description: "A team's tags for its links: links take them as `tagIds`, answer them as `tags`, and the list filters by `tagId`" },
      {
        name: 'alerts',
        description: 'Alert rules on a link, tag or campaign: spikes, silences and conversion drops, told by mail, webhook (`alert.triggered`) and Slack',
      },
      { name: 'shares', description: 'Shared dashboards: the analytics of a link, campaign or tag by an unguessable URL, its token the credential' },
      { name: 'reports', description: "E-mail reports: each member's weekly or monthly summary, and the mail's one-click unsubscribe (RFC 8058)" },
      { name: 'audit', description: "The team's tamper-evident audit log: every change, sign-in and failed sign-in, chained by SHA-256" },
      { name: 'sso', description: "Single sign-on per team: the owners' settings (OIDC, SAML, e-mail domains, enforcement) and the steps of a sign-in" },
      { name: 'meta', description: 'The API describing itself: this document' },
    ],
    paths,
    webhooks: webhookPayloads(),
    components: {
      schemas: withProblemCodes(componentSchemas()),
      headers: rateLimitHeaderComponents,
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Session cookie set by sign-in and verify' },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `A session token (Cognito's access token, or Kisa's own after single sign-on, a passkey or a second factor) or an API key (\`kisa_…\`). Each operation names the scope it needs (its security requirement and \`x-kisa-scope\`): a session has its team role's scopes (${TEAM_ROLES.map((r) => `${r}: ${ROLE_SCOPES[r].join(', ')}`).join('; ')}); a key has the scopes it was given, never beyond its creator's role.`,
        },
        webhookSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'webhook-signature',
          description:
            "How a webhook delivery proves it is Kisa's (Standard Webhooks): recompute the signature from `webhook-id`, `webhook-timestamp` and the raw body with the endpoint's signing secret and refuse the delivery unless it matches",
        },
      },
    },
  };
}

/** The Problem component lists every code a failure may carry, with its title (problem-codes.ts derives them). */
function withProblemCodes(schemas: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const codes = allProblemCodes().map((code) => ({ code, title: problemTitle(code) }));
  return { ...schemas, Problem: { ...schemas.Problem, 'x-problem-codes': codes } };
}

function content(answer: Answer): Record<string, unknown> {
  if (answer === problemSchema) return { 'application/problem+json': { schema: ref(answer) } };
  if (!isFileAnswer(answer)) return { 'application/json': { schema: ref(answer) } };
  const files = Object.fromEntries(answer.files.map((type) => [type, {}]));
  return answer.json ? { ...files, 'application/json': { schema: ref(answer.json) } } : files;
}

/** The media type of an operation declared `formBody` (a form another site posts). */
const FORM = 'application/x-www-form-urlencoded';

/** The declaration a route was derived from. */
export const declarationOf = (route: Pick<ApiRoute, 'operationId'>): DeclaredOperation => operations[route.operationId as OperationId];

/** An operation's query parameters, from its query schema (types, bounds, required) and `queryDocs` (what each means). */
export function queryParameters(doc: DeclaredOperation): Record<string, unknown>[] {
  if (!doc.query) return [];
  const json = requestSchema(doc.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    ...(doc.queryDocs?.[name] ? { description: doc.queryDocs[name] } : {}),
    schema: withoutNull(schema),
  }));
}

/** A query string has no null (a schema shared with a body may take one there): `anyOf [X, null]` is X. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  const rest = anyOf?.filter((option) => option.type !== 'null');
  if (!anyOf || rest!.length === anyOf.length) return schema;
  const { anyOf: _anyOf, ...outer } = schema;
  return rest!.length === 1 ? { ...outer, ...rest![0] } : { ...outer, anyOf: rest };
}

function operation(route: ApiRoute): Record<string, unknown> {
  const doc = declarationOf(route);
  const params: Record<string, unknown>[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  params.push(...queryParameters(doc));
  if (doc.idempotent) params.push(idempotencyKeyParameter(doc));
  const responses: Record<string, unknown> = {};
  for (const [status, { description, answer, setsCookie }] of documentedResponses(route)) {
    responses[status] = {
      description,
      content: content(answer),
      ...(setsCookie ? { headers: { 'Set-Cookie': { description: `The \`${SESSION_COOKIE}\` session cookie`, schema: { type: 'string' } } } } : {}),
      ...(status === 401
        ? {
            headers: {
              'WWW-Authenticate': {
                description: '`Bearer realm="kisa"`; with `error="invalid_token"` when the credential sent was refused (RFC 6750)',
                schema: { type: 'string' },
              },
            },
          }
        : {}),
      ...(doc.idempotent && status < 300 ? { headers: replayHeaders(doc) } : {}),
    };
  }
  addRateLimitHeaders(route, responses as Record<string, { headers?: Record<string, unknown> }>);
  return {
    operationId: doc.operationId,
    ...summaryAndDescription(doc.summary),
    tags: doc.tags,
    ...(params.length ? { parameters: params } : {}),
    ...(doc.body ? { requestBody: { required: true, content: { [doc.formBody ? FORM : 'application/json']: { schema: requestSchema(doc.body) } } } } : {}),
    // OpenAPI 3.1 lets a non-OAuth scheme's requirement name roles: the scope the caller's role (or key) must have.
    security: route.auth === 'public' ? [] : securityOf(doc.scope),
    ...(doc.scope ? { 'x-kisa-scope': doc.scope } : {}),
    responses,
  };
}

function securityOf(scope: string | undefined): Record<string, string[]>[] {
  const needs = scope ? [scope] : [];
  return [{ cookieAuth: needs }, { bearerAuth: needs }];
}

/** The optional `Idempotency-Key` request header of an operation declared `idempotent` (shared/src/api/idempotency.ts). */
function idempotencyKeyParameter(doc: DeclaredOperation): Record<string, unknown> {
  const omitted = doc.shownOnce?.length
    ? ` The replay of an answer that carried ${doc.shownOnce.map((f) => `\`${f}\``).join(', ')} answers without it (it is shown once and never kept) and says so in \`${IDEMPOTENCY.omittedHeader}\`.`
    : '';
  return {
    name: IDEMPOTENCY.header,
    in: 'header',
    required: false,
    description:
      `Makes a retry safe (the IETF httpapi Idempotency-Key draft): a unique value per request, e.g. a UUID, bare or as a structured-field string. The first answer to a key (2xx or 4xx; never a 5xx or a 429, after which a retry runs again) is kept ${IDEMPOTENCY.keepHours} h and answered again to the same request with the key — same status and body, \`${IDEMPOTENCY.replayedHeader}: true\` — and nothing is done twice. The key with another body or operation answers 422; while its first request is still running, 409 (Retry-After: 1). Keys are the caller's own.` +
      omitted,
    schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY.maxLength, pattern: '^[\\x20-\\x7E]+$' },
  };
}

function replayHeaders(doc: DeclaredOperation): Record<string, unknown> {
  return {
    [IDEMPOTENCY.replayedHeader]: {
      description: `\`true\` on an answer replayed for a repeated \`${IDEMPOTENCY.header}\`: the first request's answer; nothing was done again`,
      schema: { type: 'string', enum: ['true'] },
    },
    ...(doc.shownOnce?.length
      ? {
          [IDEMPOTENCY.omittedHeader]: {
            description: `On a replay: the fields of the first answer left out because they are shown only once (${doc.shownOnce.join(', ')})`,
            schema: { type: 'string' },
          },
        }
      : {}),
  };
}

/** Longest summary shown whole; a longer one is cut at its first clause, the whole text becoming the description. */
const SUMMARY_MAX = 90;

/**
 * A declaration's summary as OpenAPI wants it: a short title (reference pages show it as a
 * heading) and, for a long one, the whole text as the description.
 */
export function summaryAndDescription(text: string): { summary: string; description?: string } {
  if (text.length <= SUMMARY_MAX) return { summary: text };
  // The first sentence or clause break outside parentheses and code spans.
  let depth = 0;
  let code = false;
  for (let at = 0; at < SUMMARY_MAX; at++) {
    const c = text[at];
    if (c === '`') code = !code;
    else if (!code && c === '(') depth++;
    else if (!code && c === ')') depth = Math.max(0, depth - 1);
    else if (!code && depth === 0 && at >= 15 && /^(\. |; |: | — )/.test(text.slice(at, at + 3))) return { summary: text.slice(0, at), description: text };
  }
  return { summary: `${text.slice(0, text.lastIndexOf(' ', SUMMARY_MAX - 1))}…`, description: text };
}

import type * as z from 'zod';
import type { Scope } from '../permissions.js';
import type { Use } from './uses.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthMode = 'public' | 'user' | 'admin';

/** A JSON answer (a component schema), or a file download with its media types and, for a big one, a JSON answer instead. */
export type Answer = z.ZodType | { files: readonly string[]; json?: z.ZodType };

/**
 * One operation of the HTTP API, declared once (operations/*.ts). Everything else derives from
 * it: the route table and each capability's function and IAM grants (functions/src/api-routes.ts,
 * infra), the local gateway's routing, the handler's middleware chain (auth, body and query
 * parsing, idempotency), the OpenAPI document and, through it, the generated SDK types.
 *
 * The handler module is `functions/src/handlers/{capability}/{operation-id in kebab case}.ts`.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** API Gateway route path, with `{param}` placeholders. */
  path: string;
  /** Who may call it; the chain enforces it (401/403) and the document says it. */
  auth: AuthMode;
  /**
   * What a signed-in ('user') caller must be allowed to do (shared/src/permissions.ts): their
   * role's scopes in the current team, narrowed by an API key's. The chain refuses others (403).
   */
  scope?: Scope;
  /** What the operation itself touches (see Use); authenticating the caller comes from `auth`. */
  uses: readonly Use[];
  /** The Lambda function that serves it in AWS, and the handler's folder ('' for none: the `default` function). */
  capability: string;
  summary: string;
  tags: readonly string[];
  /** Request body (JSON): parsed by the chain, unknown fields refused. */
  body?: z.ZodType;
  /** Query string: parsed by the chain, unknown parameters refused; `queryDocs` describes each. */
  query?: z.ZodType;
  /** A description per query parameter; its type, bounds and whether it is required come from `query`. */
  queryDocs?: Readonly<Record<string, string>>;
  /** Success status → [description, what it answers]. Error statuses are listed in `errors`. */
  responses: Readonly<Record<number, readonly [string, Answer]>>;
  /** Error status → description; every error answers a problem document. */
  errors?: Readonly<Record<number, string>>;
  /** The success answer sets the session cookie. */
  setsCookie?: boolean;
  /**
   * A POST that creates something: it honours `Idempotency-Key` (idempotency.ts) — a retry with
   * the key within 24 h answers the first answer again and does nothing; the key with another
   * body or operation answers 422. Signed-in operations only (keys are the caller's own).
   */
  idempotent?: true;
  /**
   * Top-level fields of the success answer shown only once (a new API key, a signing secret):
   * never kept for an idempotent replay, which answers without them and names them in
   * `Idempotent-Omitted`. Their schemas must allow them to be absent.
   */
  shownOnce?: readonly string[];
  /**
   * The body is an HTML form (`application/x-www-form-urlencoded`, fields → strings) instead of
   * JSON; `body` describes its fields. Only for a browser form another site posts to us (a SAML
   * identity provider's answer at the assertion consumer service): every other route refuses forms (415).
   */
  formBody?: true;
  /**
   * Taken from a page of another site (Sec-Fetch-Site: cross-site, a foreign Origin): the CSRF check
   * (lib/http/middleware/same-origin.ts) is skipped. Only for a public route whose body carries its own
   * proof, checked by the operation: the SAML answer's signature by the team's identity provider, its
   * audience, recipient and InResponseTo naming a single-use request this browser started.
   */
  crossSiteForm?: true;
}

/** A redirect answer (303 and the like): no body, a `Location` header (ApiResult's `redirect`). */
export const REDIRECT_ANSWER = { files: [] } as const satisfies Answer;

/** The media types of the CSV and XLSX downloads (exports). */
export const SPREADSHEET_FILES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

export const isFileAnswer = (answer: Answer): answer is { files: readonly string[]; json?: z.ZodType } => 'files' in answer;

/** `createLink` → `create-link`: the handler module's file name. */
export const kebabCase = (operationId: string): string => operationId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** An area's operations, each given its key as `operationId` (so a handler holds its whole declaration). */
export function declareOperations<const T extends Record<string, ApiOperation>>(declared: T): { [K in keyof T]: T[K] & { operationId: K & string } } {
  return Object.fromEntries(Object.entries(declared).map(([operationId, operation]) => [operationId, { ...operation, operationId }])) as never;
}

/** One declared operation with its id. */
export type DeclaredOperation = ApiOperation & { operationId: string };

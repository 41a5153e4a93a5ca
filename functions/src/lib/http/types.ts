import type { User } from '@kisa/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Credential } from '../auth/credential.js';
import type { ServerSentEvent } from './event-stream.js';

export type AuthMode = 'public' | 'user' | 'admin';

/**
 * All the chain knows of a caller: the platform role `admin` routes require, and the scopes a
 * signed-in operation's `scope` is checked against (with whether the credential was an API key, to say why).
 */
/** `scopeRefusal`: what a missing scope's 403 says instead of naming the scope (the team's policy withheld it). */
export type RoleHolder = Pick<User, 'role'> & { scopes?: readonly string[]; apiKeyId?: string; scopeRefusal?: string };

/**
 * Resolves a request's credential to its caller, or null. core/accounts provides it
 * (authenticate-caller.ts); lib only passes it along, so it never reads users.
 */
export type Authenticate<C extends RoleHolder> = (credential: Credential | null) => Promise<C | null>;

/** The API Gateway v2 event plus what the middleware chain adds to it. */
export interface ApiEvent extends APIGatewayProxyEventV2 {
  jsonBody?: unknown;
  caller?: RoleHolder;
  /** What a public route's own credential resolved to (a shared dashboard's token: middleware/share-authentication.ts). */
  share?: unknown;
  /** Headers every answer to this request carries, success or error (middleware/answer-headers.ts). */
  answerHeaders?: Record<string, string>;
}

export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** What a handler sees: no Lambda types, just the parsed request. */
export interface ApiRequest<C = RoleHolder | undefined, B = unknown, Q = Record<string, string | undefined>> {
  /** The JSON body, parsed by the operation's declared schema (undefined when it declares none). */
  body: B;
  params: Record<string, string | undefined>;
  /** The query string, parsed by the operation's declared schema (as sent when it declares none). */
  query: Q;
  caller: C;
  /** What the route's own credential resolved to, when its chain has such a step (a shared dashboard's token). */
  share?: unknown;
  requestId: string;
  /** Lower-cased request headers (API Gateway v2 moves cookies out of them). */
  headers: Record<string, string | undefined>;
  /** The request's cookies as `name=value` pairs. */
  cookies: readonly string[];
  /** The caller's address as API Gateway saw it. */
  sourceIp: string;
  /** The request's method and path as sent (the not-found handler tells a wrong method from an unknown path). */
  method: string;
  path: string;
}

/** What a handler answers; the chain turns it into an HTTP response with the usual headers. */
export interface ApiResult {
  status?: number;
  body: unknown;
  /** Full Set-Cookie values. */
  cookies?: string[];
  /** A file download instead of JSON (`body` is then ignored): sent base64-encoded with Content-Disposition. */
  file?: FileAnswer;
  /** A redirect to this URL instead of JSON (`body` is then ignored; the status a 3xx: the declaration's REDIRECT_ANSWER). */
  redirect?: string;
  /** Server-Sent Events instead of JSON (`body` is then ignored): one whole `text/event-stream` answer (event-stream.ts). */
  events?: readonly ServerSentEvent[];
}

export interface FileAnswer {
  filename: string;
  contentType: string;
  data: Buffer;
}

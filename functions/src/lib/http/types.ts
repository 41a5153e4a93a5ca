import type { User } from '@kisa/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type AuthMode = 'public' | 'user' | 'admin';

/** The signed-in caller, resolved by the auth middleware. */
export type Caller = User;

/** The API Gateway v2 event plus what the middleware chain adds to it. */
export interface ApiEvent extends APIGatewayProxyEventV2 {
  jsonBody?: unknown;
  caller?: Caller;
}

export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** What a handler sees: no Lambda types, just the parsed request. */
export interface ApiRequest<C extends Caller | undefined = Caller | undefined> {
  /** Parsed JSON body (undefined when the request had none). */
  body: unknown;
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  caller: C;
  requestId: string;
  /** Lower-cased request headers (API Gateway v2 moves cookies out of them). */
  headers: Record<string, string | undefined>;
  /** The request's cookies as `name=value` pairs. */
  cookies: readonly string[];
  /** The caller's address as API Gateway saw it. */
  sourceIp: string;
}

/** What a handler answers; the chain turns it into an HTTP response with the usual headers. */
export interface ApiResult {
  status?: number;
  body: unknown;
  /** Full Set-Cookie values. */
  cookies?: string[];
  /** A file download instead of JSON (`body` is then ignored): sent base64-encoded with Content-Disposition. */
  file?: FileAnswer;
}

export interface FileAnswer {
  filename: string;
  contentType: string;
  data: Buffer;
}

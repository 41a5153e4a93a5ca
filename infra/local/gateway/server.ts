/**
 * The local gateway: one node:http server doing what CloudFront + API Gateway do in AWS.
 * classifyPath (shared with CloudFront) picks the target; API and redirect requests become
 * payload-2.0 events for the real handlers, imported once at start-up. The redirect path is
 * kept to a route lookup, one event object and the handler call.
 *
 * One request never takes the process down: an error anywhere in a request (routing, static
 * files, reading the body, building the event, the handler, writing its answer) ends in an
 * answer to that request alone — 500, or 502 when the handler's answer cannot be sent (a header
 * Node refuses, a body it cannot serialize), as API Gateway answers a malformed Lambda result —
 * and one log line naming the handler and the request id.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { classifyPath, MSG, problemDocument, SPA_ROUTE_PREFIXES as SPA_PREFIXES } from '@kisa/shared';
import { apiRoutes, notFoundRoute, redirectRoute } from '@kisa/functions/src/api-routes';
import { contextFactory } from '../lambda/lambda-context.js';
import { loadHandlers, type LoadedHandler } from '../lambda/load-handler.js';
import { guardHandlers } from '../lambda/write-scope.js';
import { fromLambdaResult, INTERNAL_ERROR, type HttpResponse } from './from-lambda-result.js';
import { compileRoutes } from './match-route.js';
import { brandedHostOf } from './branded-host.js';
import { PreviewImages, type PreviewImagesOptions } from './preview-images.js';
import { addSecurityHeaders, allowConnectSources } from './security-headers.js';
import { StaticSite } from './static-files.js';
import { BODY_LIMIT_BYTES, toApiGatewayEvent, type EdgeOptions, type RouteMatch } from './to-apigw-event.js';
import type { TrustedProxies } from './trusted-proxies.js';
import { viewerCountryLookup } from './viewer-country.js';

export interface GatewayOptions {
  handlersDir: string;
  webDist: string;
  /** Watch web/dist and reload it on change (off in tests). */
  watchWebDist?: boolean;
  /**
   * The origin secret (handler env ORIGIN_SECRET): the gateway adds it to every API request as
   * the app distribution does in AWS, so the handlers' origin check passes with no local branch.
   */
  originSecret?: string;
  /** Reverse proxies whose X-Forwarded-For names the visitor (TRUSTED_PROXIES, parsed); none by default. */
  trustedProxies?: TrustedProxies | undefined;
  /** The app's and the short domain's own host names (besides addresses and localhost): every other Host is a branded domain. */
  ownHosts?: readonly string[];
  /**
   * Link preview images: the S3 emulator and the app's bucket. `/previews/…` is served
   * from there, and the app's pages may upload to it (CSP connect-src), as to the SPA bucket in AWS.
   * None: `/previews/…` answers 404.
   */
  previewImages?: PreviewImagesOptions;
}

/** Handlers that read CloudFront-Viewer-Country to send a visitor (the redirect and the password gate's unlock). */
const VIEWER_COUNTRY_HANDLERS = new Set<string>([redirectRoute.handler, 'redirect/unlock-link']);
/** Marks an edge whose country lookup is loaded at its first request (viewer-country.ts). */
const COUNTRY_PENDING = (): undefined => undefined;

/** API Gateway's integration timeout for HTTP APIs. */
const API_TIMEOUT_MS = 30_000;

type Invoke = (req: IncomingMessage, res: ServerResponse, route: RouteMatch) => void;

export async function createGateway(opts: GatewayOptions): Promise<{ server: Server; problems: string[]; close(): void }> {
  const names = [...apiRoutes.map((r) => r.handler), notFoundRoute.handler, redirectRoute.handler];
  // Each handler writes the table within its function's declared partitions, as IAM holds it in AWS.
  const loaded = guardHandlers(await loadHandlers(opts.handlersDir, names));
  const problems = [...loaded.values()].flatMap((l) => (l.ok ? [] : [l.message]));
  // Every API handler gets the origin header; the redirect's origin is a Function URL behind OAC (none).
  const edgeOf = (name: string): EdgeOptions => ({
    originSecret: name === redirectRoute.handler ? undefined : opts.originSecret,
    trustedProxies: opts.trustedProxies,
    // The routes that send visitors by their country (targeting rules) get CloudFront's viewer country.
    ...(VIEWER_COUNTRY_HANDLERS.has(name) ? { countryOf: COUNTRY_PENDING } : {}),
  });
  const invokers = new Map<string, Invoke>([...loaded].map(([name, l]) => [name, invoker(l, edgeOf(name))]));
  const invokerOf = (name: string) => invokers.get(name)!;

  const matchApi = compileRoutes(apiRoutes);
  const notFound = invokerOf(notFoundRoute.handler);
  const redirect = invokerOf(redirectRoute.handler);
  const redirectHandler = loaded.get(redirectRoute.handler)!;
  // One invoker per branded domain (the edge options carry it), kept for the next request.
  const brandedInvokers = new Map<string, Invoke>();
  const brandedRedirect = (req: IncomingMessage, res: ServerResponse, route: RouteMatch, domain: string) => {
    let invoke = brandedInvokers.get(domain);
    if (!invoke) {
      if (brandedInvokers.size >= 1_000) brandedInvokers.clear();
      invoke = invoker(redirectHandler, { ...edgeOf(redirectRoute.handler), brandedDomain: domain });
      brandedInvokers.set(domain, invoke);
    }
    invoke(req, res, route);
  };
  const ownHosts = new Set(opts.ownHosts ?? []);
  const site = new StaticSite(opts.webDist);
  if (opts.watchWebDist) site.watch();
  const previews = opts.previewImages ? new PreviewImages(opts.previewImages) : undefined;
  if (opts.previewImages) allowConnectSources([new URL(opts.previewImages.endpoint).origin]);

  // Answers through `res`; what a route's handler returns (a promise, at times) is not awaited here.
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const method = req.method ?? 'GET';
    // A team's branded domain: every path is the redirect's (codes, its root, robots.txt, app links).
    const brandedDomain = brandedHostOf(req.headers.host, ownHosts);
    if (brandedDomain) return brandedRedirect(req, res, FUNCTION_URL_ROUTE, brandedDomain);
    switch (classifyPath(path)) {
      case 'redirect':
        // In AWS the redirect function sits behind a Function URL: its events carry
        // routeKey '$default' and no pathParameters; the code is rawPath's only segment.
        return redirect(req, res, FUNCTION_URL_ROUTE);
      case 'api': {
        const route = matchApi(method, path);
        return route ? invokerOf(route.handler)(req, res, route) : notFound(req, res, { routeKey: '$default' });
      }
      case 'static':
        if (!isRead(method)) return methodNotAllowed(res);
        return site.serveFile(req, res, path);
      case 'previews':
        if (!isRead(method)) return methodNotAllowed(res);
        if (!previews) return site.serveFile(req, res, path); // the build has no such file: 404
        return previews.serve(req, res, path);
      case 'spa': {
        if (!isRead(method)) return methodNotAllowed(res);
        const first = path.split('/').find(Boolean);
        // classifyPath says 'spa' both for the app's routes and for unknown multi-segment paths.
        const known = first === undefined || (SPA_PREFIXES as readonly string[]).includes(first);
        return site.serveIndex(req, res, known ? 200 : 404, path);
      }
    }
  };
  const server = createServer((req, res) => {
    try {
      dispatch(req, res);
    } catch (err) {
      // A throw here would end the process (an 'uncaughtException'): it ends this request only.
      internalError(req, res, err);
    }
  });
  server.keepAliveTimeout = 65_000;
  return {
    server,
    problems,
    close: () => {
      site.close();
      previews?.close();
    },
  };
}

/** Wraps one handler module: body → event → handler → response; never throws, never rejects. */
function invoker(loaded: LoadedHandler, edge: EdgeOptions): Invoke {
  if (!loaded.ok) {
    const status = loaded.reason === 'missing' ? 501 : 500;
    const body = JSON.stringify({ errorMessage: loaded.message.split('\n')[0] });
    return (_req, res) => {
      res.writeHead(status, addSecurityHeaders({ 'content-type': 'application/json' }));
      res.end(body);
    };
  }
  const { handler, name } = loaded;
  const newContext = contextFactory(name, API_TIMEOUT_MS);
  const run = async (req: IncomingMessage, res: ServerResponse, route: RouteMatch, body: Buffer | undefined, requestId: string) => {
    let result: unknown;
    try {
      if (edge.countryOf === COUNTRY_PENDING) edge = { ...edge, countryOf: await viewerCountryLookup() };
      const event = toApiGatewayEvent(
        {
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          httpVersion: req.httpVersion,
          remoteAddress: req.socket.remoteAddress,
          remotePort: req.socket.remotePort,
          body,
        },
        route,
        requestId,
        Date.now(),
        edge,
      );
      result = await handler(event, newContext(requestId));
    } catch (err) {
      console.error(`[${name}] ${requestId} handler error:`, err);
      return answer(req, res, internalErrorResponse(), name, requestId);
    }
    let response: HttpResponse;
    try {
      response = fromLambdaResult(result);
    } catch (err) {
      // e.g. a body JSON.stringify cannot serialize (a BigInt, a cycle).
      return badGateway(res, name, requestId, err);
    }
    answer(req, res, response, name, requestId);
  };
  const start = (req: IncomingMessage, res: ServerResponse, route: RouteMatch, body: Buffer | undefined) => {
    const requestId = randomUUID();
    run(req, res, route, body, requestId).catch((err: unknown) => internalError(req, res, err, name, requestId));
  };
  return (req, res, route) => {
    // Most requests (every redirect) carry no body: skip the stream machinery entirely.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
      start(req, res, route, undefined);
      return;
    }
    if (Number(req.headers['content-length']) > BODY_LIMIT_BYTES) return tooLarge(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    // A client that goes away mid-body: nobody is left to answer (the socket is gone).
    req.on('error', () => undefined);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        req.removeAllListeners('data');
        tooLarge(req, res);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= BODY_LIMIT_BYTES) start(req, res, route, Buffer.concat(chunks, size));
    });
  };
}

/** Writes a handler's answer; if Node refuses it (a header value with 'İ', …), 502 instead. */
function answer(req: IncomingMessage, res: ServerResponse, response: HttpResponse, name: string, requestId: string): void {
  try {
    response.headers['apigw-requestid'] = requestId;
    res.writeHead(response.statusCode, addSecurityHeaders(response.headers));
    res.end(req.method === 'HEAD' ? undefined : response.body);
  } catch (err) {
    badGateway(res, name, requestId, err);
  }
}

export const BAD_GATEWAY_MESSAGE = "Bad gateway: the handler's answer could not be sent";
const BAD_GATEWAY_BODY = JSON.stringify({ errorMessage: BAD_GATEWAY_MESSAGE });

/**
 * The handler ran but its answer cannot go out: 502, as API Gateway answers a Lambda result
 * it cannot map, and one log line with the handler, the request id and Node's reason.
 */
function badGateway(res: ServerResponse, name: string, requestId: string, err: unknown): void {
  console.error(
    `[gateway] ${name} ${requestId}: ${BAD_GATEWAY_MESSAGE} (${reasonOf(err)}); answered ${res.headersSent ? 'nothing (headers already sent; connection closed)' : 502}`,
  );
  replaceAnswer(res, 502, { 'content-type': 'application/json', 'apigw-requestid': requestId }, BAD_GATEWAY_BODY);
}

/** Anything else that went wrong in a request: 500 for it alone, logged with its stack. */
function internalError(req: IncomingMessage, res: ServerResponse, err: unknown, name?: string, requestId?: string): void {
  const who = name ? `${name} ${requestId} ` : '';
  console.error(
    `[gateway] ${who}${req.method} ${req.url} failed; answered ${res.headersSent ? 'nothing (headers already sent; connection closed)' : 500}:`,
    err,
  );
  const { headers, body } = internalErrorResponse();
  replaceAnswer(res, 500, requestId ? { ...headers, 'apigw-requestid': requestId } : headers, body);
}

/** Answers `status` unless the headers went out already; then the only honest thing left is to cut the connection. */
function replaceAnswer(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: string | Buffer): void {
  try {
    if (res.headersSent || res.writableEnded) {
      res.destroy();
      return;
    }
    for (const header of res.getHeaderNames()) res.removeHeader(header);
    res.writeHead(status, addSecurityHeaders({ ...headers }));
    res.end(body);
  } catch {
    res.destroy();
  }
}

/** A fresh copy each time: the response's headers are mutated on the way out. */
const internalErrorResponse = (): HttpResponse => ({ ...INTERNAL_ERROR, headers: { ...INTERNAL_ERROR.headers } });

/** One line: Node's error code and message (`ERR_INVALID_CHAR: Invalid character in header content ["location"]`). */
function reasonOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  return `${typeof code === 'string' ? `${code}: ` : ''}${message}`.replace(/\s*\n\s*/g, ' ');
}

/** A body over the payload limit, refused before any handler reads it: the problem document the API's own 413 is. */
function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return;
  res.writeHead(413, addSecurityHeaders({ 'content-type': 'application/problem+json', connection: 'close' }));
  res.end(JSON.stringify(problemDocument(413, MSG.tooLarge)));
  req.resume(); // drain what is left so the socket can close cleanly
}

function methodNotAllowed(res: ServerResponse): void {
  res.writeHead(405, addSecurityHeaders({ 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' }));
  res.end('Method Not Allowed');
}

const FUNCTION_URL_ROUTE: RouteMatch = { routeKey: '$default' };

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

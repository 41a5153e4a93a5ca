/**
 * The local gateway: one node:http server doing what CloudFront + API Gateway do in AWS.
 * classifyPath (shared with CloudFront) picks the target; API and redirect requests become
 * payload-2.0 events for the real handlers, imported once at start-up. The redirect path is
 * kept to a route lookup, one event object and the handler call.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { classifyPath, SPA_ROUTE_PREFIXES as SPA_PREFIXES } from '@kisa/shared';
import { apiRoutes, notFoundRoute, redirectRoute } from '@kisa/functions/src/api-routes';
import { contextFactory } from '../lambda/lambda-context.js';
import { loadHandlers, type LoadedHandler } from '../lambda/load-handler.js';
import { fromLambdaResult, INTERNAL_ERROR, type HttpResponse } from './from-lambda-result.js';
import { compileRoutes } from './match-route.js';
import { addSecurityHeaders } from './security-headers.js';
import { StaticSite } from './static-files.js';
import { BODY_LIMIT_BYTES, toApiGatewayEvent, type EdgeOptions, type RouteMatch } from './to-apigw-event.js';
import type { TrustedProxies } from './trusted-proxies.js';

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
}

/** API Gateway's integration timeout for HTTP APIs. */
const API_TIMEOUT_MS = 30_000;

type Invoke = (req: IncomingMessage, res: ServerResponse, route: RouteMatch) => void;

export async function createGateway(opts: GatewayOptions): Promise<{ server: Server; problems: string[]; close(): void }> {
  const names = [...apiRoutes.map((r) => r.handler), notFoundRoute.handler, redirectRoute.handler];
  const loaded = await loadHandlers(opts.handlersDir, names);
  const problems = [...loaded.values()].flatMap((l) => (l.ok ? [] : [l.message]));
  // Every API handler gets the origin header; the redirect's origin is a Function URL behind OAC (none).
  const edgeOf = (name: string): EdgeOptions => ({ originSecret: name === redirectRoute.handler ? undefined : opts.originSecret, trustedProxies: opts.trustedProxies });
  const invokers = new Map<string, Invoke>([...loaded].map(([name, l]) => [name, invoker(l, edgeOf(name))]));
  const invokerOf = (name: string) => invokers.get(name)!;

  const matchApi = compileRoutes(apiRoutes);
  const notFound = invokerOf(notFoundRoute.handler);
  const redirect = invokerOf(redirectRoute.handler);
  const site = new StaticSite(opts.webDist);
  if (opts.watchWebDist) site.watch();

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const method = req.method ?? 'GET';
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
      case 'spa': {
        if (!isRead(method)) return methodNotAllowed(res);
        const first = path.split('/').find(Boolean);
        // classifyPath says 'spa' both for the app's routes and for unknown multi-segment paths.
        const known = first === undefined || (SPA_PREFIXES as readonly string[]).includes(first);
        return site.serveIndex(req, res, known ? 200 : 404);
      }
    }
  });
  server.keepAliveTimeout = 65_000;
  return { server, problems, close: () => site.close() };
}

/** Wraps one handler module: body → event → handler → response; never throws. */
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
  const run = async (req: IncomingMessage, res: ServerResponse, route: RouteMatch, body: Buffer | undefined) => {
    const requestId = randomUUID();
    const event = toApiGatewayEvent(
      { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, httpVersion: req.httpVersion, remoteAddress: req.socket.remoteAddress, remotePort: req.socket.remotePort, body },
      route,
      requestId,
      Date.now(),
      edge,
    );
    let response: HttpResponse;
    try {
      response = fromLambdaResult(await handler(event, newContext(requestId)));
    } catch (err) {
      console.error(`[${name}] ${requestId} handler error:`, err);
      response = INTERNAL_ERROR;
    }
    response.headers['apigw-requestid'] = requestId;
    res.writeHead(response.statusCode, addSecurityHeaders(response.headers));
    res.end(req.method === 'HEAD' ? undefined : response.body);
  };
  return (req, res, route) => {
    // Most requests (every redirect) carry no body: skip the stream machinery entirely.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
      void run(req, res, route, undefined);
      return;
    }
    if (Number(req.headers['content-length']) > BODY_LIMIT_BYTES) return tooLarge(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
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
      if (size <= BODY_LIMIT_BYTES) void run(req, res, route, Buffer.concat(chunks, size));
    });
  };
}

function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return;
  res.writeHead(413, addSecurityHeaders({ 'content-type': 'application/json', connection: 'close' }));
  res.end(JSON.stringify({ errorMessage: 'Request body is too large' }));
  req.resume(); // drain what is left so the socket can close cleanly
}

function methodNotAllowed(res: ServerResponse): void {
  res.writeHead(405, addSecurityHeaders({ 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' }));
  res.end('Method Not Allowed');
}

const FUNCTION_URL_ROUTE: RouteMatch = { routeKey: '$default' };

const isRead = (method: string) => method === 'GET' || method === 'HEAD';


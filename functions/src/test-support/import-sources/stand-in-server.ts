import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What every import source's stand-in shares: a `node:http` server on 127.0.0.1 (port 0), the
 * request log, the fault switch and the plain answers. Each source's stand-in keeps its routes,
 * its data shapes, its auth check and its own error bodies and 429 headers.
 */

export type StandInFaultKind = 'unauthorized' | 'rateLimited' | 'serverError' | 'garbage' | 'hang';

export interface StandInFault {
  kind: StandInFaultKind;
  /** How many requests it hits, then it clears (default: every one until set to null). */
  times?: number;
  /** Requests it lets through first. */
  after?: number;
  /** Only requests whose path matches. */
  path?: RegExp;
}

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** ms epoch when it arrived. */
  at: number;
  /** What it was answered (0: left hanging). */
  status: number;
}

/** How a source answers; each returns the status it sent. */
export interface StandInAnswers<F extends StandInFault> {
  /** The page served (status 200, HTML) instead of JSON when the `garbage` fault hits. */
  garbage(res: ServerResponse): number;
  serverError(res: ServerResponse): number;
  rateLimited(res: ServerResponse, fault: F): number;
  /** Every other request; `unauthorized`: the fault hits it, so the source refuses it as it refuses a wrong key. */
  route(req: IncomingMessage, res: ServerResponse, url: URL, unauthorized: boolean, body: Buffer): number;
}

export interface StandInServer<F extends StandInFault> {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  requests: StandInRequest[];
  set fault(fault: F | F['kind'] | null);
  /** Clears the fault and the request log (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** A JSON answer with the source's content type. */
export const jsonAnswer =
  (contentType = 'application/json') =>
  (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): number => {
    res.writeHead(status, { 'content-type': contentType, ...headers });
    res.end(JSON.stringify(body));
    return status;
  };

/** A text answer (an HTML page, a proxy's plain refusal); the content type defaults to HTML. */
export function textAnswer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): number {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(text);
  return status;
}

export async function startStandInServer<F extends StandInFault>(answers: StandInAnswers<F>): Promise<StandInServer<F>> {
  let fault: F | null = null;
  let seen = 0;
  const requests: StandInRequest[] = [];
  const sockets = new Set<Socket>();

  const faultFor = (path: string): F | null => {
    if (!fault || (fault.path && !fault.path.test(path))) return null;
    seen++;
    if (seen <= (fault.after ?? 0)) return null;
    const hit = fault;
    if (hit.times !== undefined && seen - (hit.after ?? 0) >= hit.times) fault = null;
    return hit;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer): number => {
    const hit = faultFor(url.pathname);
    if (hit?.kind === 'hang') return 0;
    if (hit?.kind === 'garbage') return answers.garbage(res);
    if (hit?.kind === 'serverError') return answers.serverError(res);
    if (hit?.kind === 'rateLimited') return answers.rateLimited(res, hit);
    return answers.route(req, res, url, hit?.kind === 'unauthorized', body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry: StandInRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, at: Date.now(), status: 0 };
    requests.push(entry);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      entry.status = answer(req, res, url, Buffer.concat(chunks));
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    set fault(f: F | F['kind'] | null) {
      fault = typeof f === 'string' ? ({ kind: f } as F) : f;
      seen = 0;
    },
    reset() {
      fault = null;
      requests.length = 0;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** For each 429 in the log, how long until the next request the stand-in answered (undefined: none came). */
export function waitsAfterRateLimits(requests: readonly StandInRequest[]): (number | undefined)[] {
  return requests
    .filter((r) => r.status === 429)
    .map((hit) => {
      const next = requests.find((r) => r.at > hit.at && r.status !== 0);
      return next && next.at - hit.at;
    });
}

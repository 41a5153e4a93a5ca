import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for a YOURLS site's API on loopback, built from its published reference
 * (https://yourls.org/passwordlessapi, the API section of the readme.html every install serves:
 * action, format, filter top|bottom|rand|last, limit; the offset `start` only its source has)
 * and its source (github.com/YOURLS/YOURLS yourls-api.php, includes/functions-api.php
 * `yourls_api_stats` and `yourls_api_output`, includes/functions.php `yourls_get_stats`: `links`
 * as `link_1…` with shorturl, url, title, timestamp, ip, clicks, and `stats` with total_links and
 * total_clicks; includes/auth.php and functions-auth.php: `signature` alone, or `timestamp` and
 * `signature` = sha256(timestamp + token), a refusal answered 403 `{ message, errorCode, callback }`).
 * The HTTP status is the answer's errorCode or statusCode. YOURLS keeps no rate limit of its own:
 * a 429 comes from a proxy in front of it (nginx `limit_req_status 429`), with Retry-After.
 */

export interface YourlsStandInData {
  /** The secret signature token. */
  signature: string;
  /** The site (YOURLS_SITE), as YOURLS names it in short URLs: `https://sho.rt`, `https://bağlantı.example/s`. */
  site: string;
  /** Rows of the url table as the API answers them (malformed ones too); `keyword` builds `shorturl` when that is absent. */
  links: Record<string, unknown>[];
}

export type YourlsFaultKind = 'unauthorized' | 'rateLimited' | 'serverError' | 'garbage' | 'hang';

export interface YourlsFault {
  kind: YourlsFaultKind;
  /** How many requests it hits, then it clears (default: every one until set to null). */
  times?: number;
  /** Requests it lets through first. */
  after?: number;
  /** rateLimited: the Retry-After, in seconds (default 3). */
  retryAfterSeconds?: number;
}

export interface YourlsStandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** ms epoch when it arrived. */
  at: number;
  /** What it was answered (0: left hanging). */
  status: number;
}

export interface YourlsStandIn {
  /** The API endpoint (…/yourls-api.php). */
  url: string;
  /** The site's root on the stand-in (what a team may enter instead of the endpoint). */
  siteUrl: string;
  data: YourlsStandInData;
  requests: YourlsStandInRequest[];
  set fault(fault: YourlsFault | YourlsFaultKind | null);
  close(): Promise<void>;
}

function send(res: ServerResponse, body: Record<string, unknown>, headers: Record<string, string> = {}): number {
  const status = Number(body.errorCode ?? body.statusCode ?? 200);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
  return status;
}

/** Newest first, as `filter=last` orders by timestamp descending. */
const byTimestampDesc = (a: Record<string, unknown>, b: Record<string, unknown>) => String(b.timestamp ?? '').localeCompare(String(a.timestamp ?? ''));
const clicksOf = (row: Record<string, unknown>) => Number(row.clicks ?? 0) || 0;

export async function startYourlsStandIn(data: YourlsStandInData, options: { sitePath?: string } = {}): Promise<YourlsStandIn> {
  const sitePath = options.sitePath ?? '';
  let fault: YourlsFault | null = null;
  let seen = 0;
  const requests: YourlsStandInRequest[] = [];
  const sockets = new Set<Socket>();

  const faultFor = (): YourlsFault | null => {
    if (!fault) return null;
    seen++;
    if (seen <= (fault.after ?? 0)) return null;
    const hit = fault;
    if (hit.times !== undefined && seen - (hit.after ?? 0) >= hit.times) fault = null;
    return hit;
  };

  const signed = (params: URLSearchParams): boolean => {
    const signature = params.get('signature');
    const timestamp = params.get('timestamp');
    if (!signature) return false;
    if (!timestamp) return signature === data.signature;
    const hash = params.get('hash') ?? 'sha256';
    if (!['sha256', 'sha384', 'sha512'].includes(hash) || Math.abs(Date.now() / 1000 - Number(timestamp)) >= 43_200) return false;
    const h = (s: string) => createHash(hash).update(s).digest('hex');
    return signature === h(timestamp + data.signature) || signature === h(data.signature + timestamp);
  };

  const row = (r: Record<string, unknown>) => {
    const { keyword, ...rest } = r;
    return { shorturl: `${data.site}/${String(keyword ?? '')}`, ...rest };
  };

  const answer = (res: ServerResponse, params: URLSearchParams, path: string): number => {
    const hit = faultFor();
    if (hit?.kind === 'hang') return 0;
    if (hit?.kind === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
      res.end('<!DOCTYPE html><html><head><title>YOURLS &raquo; Login</title></head><body><form method="post">…</form></body></html>');
      return 200;
    }
    if (hit?.kind === 'serverError') {
      res.writeHead(500, { 'content-type': 'text/html; charset=UTF-8' });
      res.end('<h1>Error establishing a database connection</h1>');
      return 500;
    }
    if (hit?.kind === 'rateLimited') {
      res.writeHead(429, { 'content-type': 'text/html', 'retry-after': String(hit.retryAfterSeconds ?? 3) });
      res.end('<html><head><title>429 Too Many Requests</title></head><body><center><h1>429 Too Many Requests</h1></center></body></html>');
      return 429;
    }
    if (path !== `${sitePath}/yourls-api.php`) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Page not found</h1>');
      return 404;
    }
    if (hit?.kind === 'unauthorized' || !signed(params)) return send(res, { message: 'Please log in', errorCode: '403', callback: '' });
    if (params.get('format') !== 'json') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><result><message>success</message></result>');
      return 200;
    }
    if (params.get('action') !== 'stats') return send(res, { errorCode: '400', message: 'Unknown or missing "action" parameter' });
    const limit = Math.trunc(Number(params.get('limit') ?? '10')) || 0;
    const start = Math.trunc(Number(params.get('start') ?? '0')) || 0;
    const filter = params.get('filter') ?? 'top';
    const sorted = [...data.links].sort(
      filter === 'last' ? byTimestampDesc : filter === 'bottom' ? (a, b) => clicksOf(a) - clicksOf(b) : (a, b) => clicksOf(b) - clicksOf(a),
    );
    const body: Record<string, unknown> = {};
    const page = limit > 0 ? sorted.slice(start, start + limit) : [];
    if (page.length) body.links = Object.fromEntries(page.map((r, i) => [`link_${i + 1}`, row(r)]));
    body.stats = { total_links: data.links.length, total_clicks: data.links.reduce((a, r) => a + clicksOf(r), 0) };
    body.statusCode = '200';
    body.message = 'success';
    return send(res, body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry: YourlsStandInRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, at: Date.now(), status: 0 };
    requests.push(entry);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // $_REQUEST: the query and a form body alike.
      const params = new URLSearchParams(url.searchParams);
      if (req.method === 'POST') for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params.set(k, v);
      entry.status = answer(res, params, url.pathname);
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${sitePath}`;

  return {
    url: `${siteUrl}/yourls-api.php`,
    siteUrl,
    data,
    requests,
    set fault(f: YourlsFault | YourlsFaultKind | null) {
      fault = typeof f === 'string' ? { kind: f } : f;
      seen = 0;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

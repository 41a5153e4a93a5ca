import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonAnswer, type StandInFault, type StandInServer, startStandInServer, textAnswer } from './stand-in-server.js';

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

export interface YourlsFault extends StandInFault {
  /** rateLimited: the Retry-After, in seconds (default 3). */
  retryAfterSeconds?: number;
}

export interface YourlsStandIn extends StandInServer<YourlsFault> {
  /** The API endpoint (…/yourls-api.php). */
  url: string;
  /** The site's root on the stand-in (what a team may enter instead of the endpoint). */
  siteUrl: string;
  data: YourlsStandInData;
}

const json = jsonAnswer('application/json; charset=UTF-8');
/** YOURLS answers with the status its body names. */
const send = (res: ServerResponse, body: Record<string, unknown>): number => json(res, Number(body.errorCode ?? body.statusCode ?? 200), body);
/** YOURLS's own pages and its proxy's say so in capitals. */
const HTML = { 'content-type': 'text/html; charset=UTF-8' };

/** Newest first, as `filter=last` orders by timestamp descending. */
const byTimestampDesc = (a: Record<string, unknown>, b: Record<string, unknown>) => String(b.timestamp ?? '').localeCompare(String(a.timestamp ?? ''));
const clicksOf = (row: Record<string, unknown>) => Number(row.clicks ?? 0) || 0;

export async function startYourlsStandIn(data: YourlsStandInData, options: { sitePath?: string } = {}): Promise<YourlsStandIn> {
  const sitePath = options.sitePath ?? '';
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

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, unauthorized: boolean, form: Buffer): number => {
    const path = url.pathname;
    // $_REQUEST: the query and a form body alike.
    const params = new URLSearchParams(url.searchParams);
    if (req.method === 'POST') for (const [k, v] of new URLSearchParams(form.toString('utf8'))) params.set(k, v);
    if (path !== `${sitePath}/yourls-api.php`) return textAnswer(res, 404, '<h1>Page not found</h1>', { 'content-type': 'text/html' });
    if (unauthorized || !signed(params)) return send(res, { message: 'Please log in', errorCode: '403', callback: '' });
    if (params.get('format') !== 'json')
      return textAnswer(res, 200, '<?xml version="1.0" encoding="UTF-8"?><result><message>success</message></result>', { 'content-type': 'application/xml' });
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

  const server = await startStandInServer<YourlsFault>({
    garbage: (res) =>
      textAnswer(res, 200, '<!DOCTYPE html><html><head><title>YOURLS &raquo; Login</title></head><body><form method="post">…</form></body></html>', HTML),
    serverError: (res) => textAnswer(res, 500, '<h1>Error establishing a database connection</h1>', HTML),
    rateLimited: (res, hit) =>
      textAnswer(res, 429, '<html><head><title>429 Too Many Requests</title></head><body><center><h1>429 Too Many Requests</h1></center></body></html>', {
        'content-type': 'text/html',
        'retry-after': String(hit.retryAfterSeconds ?? 3),
      }),
    route: answer,
  });
  const siteUrl = `${server.origin}${sitePath}`;
  return Object.assign(server, { url: `${siteUrl}/yourls-api.php`, siteUrl, data });
}

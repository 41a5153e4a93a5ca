/**
 * HTTP request → API Gateway HTTP API event (payload format 2.0), as AWS builds it:
 * lowercased headers with repeats comma-joined, cookies moved out of the headers,
 * query parameters decoded and comma-joined, non-text bodies base64-encoded. And, as
 * CloudFront in front of it does, `CloudFront-Viewer-Address` is the gateway's to say: any
 * the client sent is replaced by the socket's peer (rate limits and visitor identity read it);
 * so is the origin secret header, which the app distribution adds to every API request (the
 * API's chain refuses requests without it: functions/src/lib/http/middleware/from-cloudfront.ts).
 * Behind a trusted reverse proxy (TRUSTED_PROXIES) the viewer is the one its X-Forwarded-For
 * names (trusted-proxies.ts); from any other peer that header changes nothing.
 */
import { BRANDED_DOMAIN_HEADER } from '@kisa/shared';
import type { IncomingHttpHeaders } from 'node:http';
import { ORIGIN_SECRET_HEADER } from '@kisa/functions/src/lib/http/origin-header';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientAddress, plainAddress, type TrustedProxies } from './trusted-proxies.js';

export interface RawRequest {
  method: string;
  /** Path + query as received, e.g. `/api/links?q=a%20b`. */
  url: string;
  headers: IncomingHttpHeaders;
  httpVersion: string;
  remoteAddress: string | undefined;
  remotePort?: number | undefined;
  body: Buffer | undefined;
}

export interface RouteMatch {
  routeKey: string;
  pathParameters?: Record<string, string>;
}

export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|x-www-form-urlencoded|javascript|graphql))/i;

/** Whether API Gateway passes a body of this content type as text rather than base64. */
export function isTextContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && TEXT_TYPES.test(contentType.trimStart());
}

/** What the edge (CloudFront's part of the gateway) adds to an event. */
export interface EdgeOptions {
  /**
   * The value CloudFront's origin header carries (the handlers' ORIGIN_SECRET), for API routes;
   * the redirect's origin (a Function URL behind OAC) gets none, as in AWS.
   */
  originSecret?: string | undefined;
  /** Peers whose X-Forwarded-For names the viewer (TRUSTED_PROXIES); none when undefined. */
  trustedProxies?: TrustedProxies | undefined;
  /** The branded domain the request came to (BRANDED_DOMAIN_HEADER), as the branded domains' CloudFront Function sets it. */
  brandedDomain?: string | undefined;
  /**
   * The viewer's country by address (geoip data, viewer-country.ts), as CloudFront's
   * CloudFront-Viewer-Country: for the routes that read it (the redirect's targeting rules).
   */
  countryOf?: ((ip: string) => string | undefined) | undefined;
}

export function toApiGatewayEvent(req: RawRequest, route: RouteMatch, requestId: string, now = Date.now(), edge: EdgeOptions = {}): APIGatewayProxyEventV2 {
  const q = req.url.indexOf('?');
  const rawPath = q === -1 ? req.url : req.url.slice(0, q);
  const rawQueryString = q === -1 ? '' : req.url.slice(q + 1);
  // The connection's peer (API Gateway's sourceIp) and the viewer it speaks for (itself unless a trusted proxy).
  const sourceIp = req.remoteAddress ? plainAddress(req.remoteAddress) : '127.0.0.1';
  const forwardedFor = req.headers['x-forwarded-for'];
  const viewerIp = clientAddress(sourceIp, Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor, edge.trustedProxies);

  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // CloudFront's part: the viewer address comes from the connection (or a trusted proxy), never
  // from the client (who could otherwise be a new visitor on every request). A forwarded
  // viewer's port is not known: 0. Geo headers may pass (analytics).
  headers['cloudfront-viewer-address'] = viewerIp === sourceIp ? `${sourceIp}:${req.remotePort ?? 0}` : `${viewerIp}:0`;
  // The viewer's country, where CloudFront would add it. A country the client sent is kept: the
  // local runtime's tests (and a developer) stand in for visitors anywhere; AWS always overwrites it.
  if (edge.countryOf && !headers['cloudfront-viewer-country']) {
    const country = edge.countryOf(viewerIp);
    if (country) headers['cloudfront-viewer-country'] = country;
  }
  // An origin custom header replaces a viewer's header of the same name.
  if (edge.originSecret) headers[ORIGIN_SECRET_HEADER] = edge.originSecret;
  else delete headers[ORIGIN_SECRET_HEADER];
  // The edge's word, never the viewer's.
  if (edge.brandedDomain) headers[BRANDED_DOMAIN_HEADER] = edge.brandedDomain;
  else delete headers[BRANDED_DOMAIN_HEADER];
  const host = headers.host ?? 'localhost';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const colon = host.lastIndexOf(':');
  headers['x-forwarded-port'] ??= colon > host.lastIndexOf(']') && colon !== -1 ? host.slice(colon + 1) : '80';
  const domainName = colon > host.lastIndexOf(']') && colon !== -1 ? host.slice(0, colon) : host;

  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: req.method,
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: route.routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now,
    },
    isBase64Encoded: false,
  };
  if (cookies) event.cookies = cookies;
  if (rawQueryString) event.queryStringParameters = parseQuery(rawQueryString);
  if (route.pathParameters) event.pathParameters = route.pathParameters;
  if (req.body !== undefined && req.body.length > 0) {
    if (isTextContentType(headers['content-type'])) {
      event.body = req.body.toString('utf8');
    } else {
      event.body = req.body.toString('base64');
      event.isBase64Encoded = true;
    }
  }
  return event;
}

/** `a=1&a=2&b=x+y` → {a: '1,2', b: 'x y'}, as API Gateway joins repeated keys. */
export function parseQuery(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return out;
}

export function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
let cachedSecond = -1;
let cachedTime = '';

/** `21/Nov/2025:11:46:00 +0000`, API Gateway's format; cached per second (hot path). */
export function apiGatewayTime(epochMs: number): string {
  const second = Math.floor(epochMs / 1000);
  if (second !== cachedSecond) {
    const d = new Date(second * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    cachedTime = `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
    cachedSecond = second;
  }
  return cachedTime;
}

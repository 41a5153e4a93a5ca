import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonAnswer, type StandInFault, type StandInServer, startStandInServer, textAnswer } from './stand-in-server.js';

/**
 * A stand-in for a self-hosted Shlink server's REST API v3 on loopback, built from its published
 * reference (https://api-spec.shlink.io, the OpenAPI files in github.com/shlinkio/shlink
 * docs/swagger/: paths/v1_short-urls.json, v1_short-urls_{shortCode}_visits.json,
 * v3_short-urls_{shortCode}_redirect-rules.json, definitions/ShortUrl.json, ShortUrlMeta.json,
 * Visit.json, VisitLocation.json, Pagination.json, Error.json) and its source
 * (module/Rest/src/Middleware/AuthenticationMiddleware.php: the `X-Api-Key` header;
 * Exception/VerifyAuthenticationException.php, MissingAuthenticationException.php: the 401 problem
 * bodies; ShortUrlRepository::whereDomainIs: a short URL on the default domain is found only
 * without `domain`). Errors are RFC 7807 `application/problem+json` ({ type, title, detail, status }).
 * Shlink keeps no rate limit of its own: a 429 comes from a proxy in front of it (Traefik's
 * RateLimit middleware, nginx `limit_req_status 429`), with Retry-After in seconds.
 */

export interface ShlinkStandInVisit {
  /** ISO 8601 with the server's offset, as Shlink answers it. */
  date: string;
  referer: string | null;
  countryCode?: string;
  potentialBot?: boolean;
}

export interface ShlinkStandInData {
  apiKey: string;
  /** The server's default domain: short URLs whose `domain` is null are on it. */
  defaultDomain: string;
  /** Short URL bodies as Shlink answers them, oldest first (malformed ones too); `shortUrl` and `visitsSummary` are filled in when absent. */
  shortUrls: unknown[];
  /** `domain/shortCode` (`/shortCode` on the default domain) → its visits, any order. */
  visits: Record<string, ShlinkStandInVisit[]>;
  /** `domain/shortCode` → its redirect rules as GET …/redirect-rules answers them. */
  redirectRules?: Record<string, unknown[]>;
  /** `domain/shortCode` of short URLs listed but deleted before their visits are read (404). */
  deleted?: string[];
}

export interface ShlinkFault extends StandInFault {
  /** rateLimited: the Retry-After, in seconds (default 3). */
  retryAfterSeconds?: number;
}

export interface ShlinkStandIn extends StandInServer<ShlinkFault> {
  /** The REST base (…/rest/v3), as a team would enter it. */
  url: string;
  data: ShlinkStandInData;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const json = jsonAnswer();
const send = (res: ServerResponse, status: number, body: unknown) =>
  json(res, status, body, status >= 400 ? { 'content-type': 'application/problem+json' } : {});

const problem = (res: ServerResponse, status: number, type: string, title: string, detail: string, extra: Json = {}) =>
  send(res, status, { type: `https://shlink.io/api/error/${type}`, title, detail, status, ...extra });

/** The key of a short URL in `visits`, `redirectRules` and `deleted`. */
export const shlinkKey = (domain: string | null | undefined, shortCode: string) => `${domain ?? ''}/${shortCode}`;

function paged<T>(items: T[], url: URL, defaultPerPage: number): { data: T[]; pagination: Json } {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
  const asked = Number(url.searchParams.get('itemsPerPage') ?? String(defaultPerPage));
  const perPage = Number.isInteger(asked) && asked > 0 ? asked : Math.max(1, items.length);
  const data = items.slice((page - 1) * perPage, page * perPage);
  const pagination = {
    currentPage: page,
    pagesCount: Math.ceil(items.length / perPage),
    itemsPerPage: perPage,
    itemsInCurrentPage: data.length,
    totalItems: items.length,
  };
  return { data, pagination };
}

export async function startShlinkStandIn(data: ShlinkStandInData): Promise<ShlinkStandIn> {
  const visitsOf = (key: string) => data.visits[key] ?? [];

  /** The body Shlink answers for a short URL: the stored one with `shortUrl` and `visitsSummary` filled in. */
  const body = (item: unknown): unknown => {
    if (!isObject(item) || typeof item.shortCode !== 'string') return item;
    const domain = typeof item.domain === 'string' ? item.domain : null;
    const visits = visitsOf(shlinkKey(domain, item.shortCode));
    const bots = visits.filter((v) => v.potentialBot).length;
    return {
      shortUrl: `https://${domain ?? data.defaultDomain}/${item.shortCode}`,
      visitsSummary: { total: visits.length, nonBots: visits.length - bots, bots },
      crawlable: false,
      forwardQuery: true,
      hasRedirectRules: false,
      ...item,
    };
  };

  const find = (code: string, domain: string | null): Json | undefined =>
    data.shortUrls.find((s): s is Json => isObject(s) && s.shortCode === code && (typeof s.domain === 'string' ? s.domain : null) === domain);

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, unauthorized: boolean): number => {
    const path = url.pathname;
    const key = req.headers['x-api-key'];
    if (key === undefined)
      return problem(
        res,
        401,
        'missing-authentication',
        'Invalid authorization',
        'Expected one of the following authentication headers, ["X-Api-Key"], but none were provided',
      );
    if (unauthorized || key !== data.apiKey) return problem(res, 401, 'invalid-api-key', 'Invalid API key', 'Provided API key does not exist or is invalid.');
    if (req.method !== 'GET') return problem(res, 405, 'method-not-allowed', 'Method not allowed', 'Only GET is served here.');

    if (path === '/rest/v3/short-urls') {
      const items = data.shortUrls.map(body);
      // Shlink's default order is newest first.
      if (url.searchParams.get('orderBy') !== 'dateCreated-ASC') items.reverse();
      return send(res, 200, { shortUrls: paged(items, url, 10) });
    }
    const one = /^\/rest\/v3\/short-urls\/(.+)\/(visits|redirect-rules)$/.exec(path);
    if (one) {
      const code = decodeURIComponent(one[1]!);
      const domain = url.searchParams.get('domain');
      const item = find(code, domain);
      if (!item || data.deleted?.includes(shlinkKey(domain, code))) {
        const detail = domain ? `No URL found with short code "${code}" for domain "${domain}"` : `No URL found with short code "${code}"`;
        return problem(res, 404, 'short-url-not-found', 'Short URL not found', detail, { shortCode: code, ...(domain ? { domain } : {}) });
      }
      if (one[2] === 'redirect-rules')
        return send(res, 200, { defaultLongUrl: item.longUrl, redirectRules: data.redirectRules?.[shlinkKey(domain, code)] ?? [] });
      const end = url.searchParams.get('endDate');
      const visits = visitsOf(shlinkKey(domain, code))
        .filter((v) => !end || Date.parse(v.date) <= Date.parse(end))
        .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
        .map((v) => ({
          referer: v.referer,
          date: v.date,
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
          visitLocation: v.countryCode
            ? { countryCode: v.countryCode, countryName: '', regionName: '', cityName: '', timezone: '', latitude: 0, longitude: 0 }
            : null,
          potentialBot: v.potentialBot ?? false,
          visitedUrl: `https://${domain ?? data.defaultDomain}/${code}`,
        }));
      return send(res, 200, { visits: paged(visits, url, visits.length) });
    }
    return problem(res, 404, 'not-found', 'Not found', 'Requested route does not exist.');
  };

  const server = await startStandInServer<ShlinkFault>({
    garbage: (res) =>
      textAnswer(res, 200, '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>'),
    serverError: (res) => problem(res, 500, 'internal-server-error', 'Internal Server Error', 'An unexpected error occurred.'),
    // Shlink has no limit of its own: the proxy in front of it answers.
    rateLimited: (res, hit) =>
      textAnswer(res, 429, 'Too Many Requests', { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(hit.retryAfterSeconds ?? 3) }),
    route: answer,
  });
  return Object.assign(server, { url: `${server.origin}/rest/v3`, data });
}

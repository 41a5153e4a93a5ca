import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonAnswer, type StandInFault, type StandInServer, startStandInServer, textAnswer } from './stand-in-server.js';

/**
 * A stand-in for Rebrandly's API v1 on loopback, built from its published reference:
 * - https://developers.rebrandly.com/docs/list-links and /docs/understanding-pagination
 *   (GET /v1/links: a bare array, limit ≤ 25, `last` = the id of the last link fetched, orderBy
 *   createdAt, orderDir desc by default), /docs/counting-your-links (GET /v1/links/count → { count }),
 *   /docs/link-entity (id, title, slashtag, destination, shortUrl, domain { id, fullName }, createdAt,
 *   updatedAt, clicks, lastClickAt, favourite, status), /docs/listing-your-tags (tag: id, name, color)
 *   and the link ↔ tag association (GET /v1/links/{id}/tags);
 * - /docs/authentication-overview and /docs/troubleshooting (the `apikey` header; 401 otherwise;
 *   10 requests a second and 20,000 an hour, 429 beyond with the rate-limit headers);
 * - /docs/errors (bodies `{ code, message }`; a bad query parameter answers 403 InvalidFormat).
 * The exact 429 headers are not spelled out there: the stand-in sends X-RateLimit-Limit,
 * X-RateLimit-Remaining and X-RateLimit-Reset (epoch seconds), as the troubleshooting page reads them.
 */

export interface RebrandlyStandInData {
  token: string;
  /** Link bodies as Rebrandly answers them, newest first (malformed ones too); `tags` here are served by /links/{id}/tags, not listed. */
  links: Record<string, unknown>[];
}

export interface RebrandlyFault extends StandInFault {
  /** rateLimited: seconds from now to X-RateLimit-Reset (default 7). */
  resetSeconds?: number;
}

export interface RebrandlyStandIn extends StandInServer<RebrandlyFault> {
  /** The API base URL (…/v1), as a team would enter it. */
  url: string;
  data: RebrandlyStandInData;
}

const MAX_LIMIT = 25;
const PER_SECOND = 10;

const send = jsonAnswer('application/json; charset=utf-8');

const error = (res: ServerResponse, status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  send(res, status, { code, message, ...extra }, headers);

/** A link as GET /v1/links lists it: its tags are not part of the listing. */
function listed(link: Record<string, unknown>): Record<string, unknown> {
  const { tags: _tags, ...rest } = link;
  return rest;
}

export async function startRebrandlyStandIn(data: RebrandlyStandInData): Promise<RebrandlyStandIn> {
  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, unauthorized: boolean): number => {
    const path = url.pathname;
    if (unauthorized || req.headers.apikey !== data.token) return error(res, 401, 'Unauthorized', 'Unauthorized');
    if (req.method !== 'GET') return error(res, 405, 'MethodNotAllowed', 'Only GET is served here');

    if (path === '/v1/links') return list(res, url);
    if (path === '/v1/links/count') return send(res, 200, { count: data.links.length });
    const tags = /^\/v1\/links\/([^/]+)\/tags$/.exec(path);
    if (tags) {
      const link = data.links.find((l) => l.id === decodeURIComponent(tags[1]!));
      if (!link) return error(res, 404, 'NotFound', 'Link not found', { source: 'link', property: 'link.id' });
      return send(res, 200, Array.isArray(link.tags) ? link.tags : []);
    }
    return error(res, 404, 'NotFound', 'Not found');
  };

  const list = (res: ServerResponse, url: URL): number => {
    const limit = Number(url.searchParams.get('limit') ?? MAX_LIMIT);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      const constraints = { max: `limit must be less than or equal to ${MAX_LIMIT}` };
      return error(res, 403, 'InvalidFormat', 'Invalid format', { errors: [{ property: 'limit', constraints }] });
    }
    const dir = url.searchParams.get('orderDir') ?? 'desc';
    const ordered = dir === 'asc' ? [...data.links].reverse() : data.links;
    const last = url.searchParams.get('last');
    let start = 0;
    if (last) {
      const i = ordered.findIndex((l) => l.id === last);
      if (i < 0) return error(res, 404, 'NotFound', 'Link not found', { source: 'link', property: 'last' });
      start = i + 1;
    }
    return send(res, 200, ordered.slice(start, start + limit).map(listed));
  };

  const server = await startStandInServer<RebrandlyFault>({
    garbage: (res) => textAnswer(res, 200, '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><p>Rebrandly will be right back.</p></body></html>'),
    serverError: (res) => error(res, 500, 'InternalServerError', 'Something went wrong'),
    rateLimited: (res, hit) => {
      const reset = Math.floor(Date.now() / 1000) + (hit.resetSeconds ?? 7);
      const headers = { 'x-ratelimit-limit': String(PER_SECOND), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) };
      return error(res, 429, 'TooManyRequests', 'Too many requests: slow down', {}, headers);
    },
    route: answer,
  });
  return Object.assign(server, { url: `${server.origin}/v1`, data });
}

const SHARED = { id: '8f104cc5b6ee4a4ba7897b06ac2ddcfb', fullName: 'rebrand.ly' };
const TAGS = [
  { id: 'fffa4cc5b6ee45d6a7897b06ac2d16af', name: 'promo', color: 'FF9944' },
  { id: 'abcdecc5b6ee45d6a7897b06ac2d1eef', name: 'kampanya-İç', color: '55223D' },
  { id: '0123ecc5b6ee45d6a7897b06ac2d1aaa', name: '🎉 launch', color: '22AA66' },
];

export interface RebrandlyDataSetOptions {
  token?: string;
  /** The branded domain (default `go.acme.example`). */
  branded?: string;
  /** The IDN domain, as typed (default `bağlantı.example`): Rebrandly gives a branded domain's fullName so. */
  idn?: string;
  /** Readable links (default 260: 11 pages). */
  links?: number;
}

/**
 * Readable links, newest first, on the branded, the shared and an IDN domain (every tenth on
 * rebrand.ly, the 4th of every 25 on the IDN one), with Turkish, Arabic and emoji titles, tags on
 * every third and click totals; a deleted link at position 120 (or half-way) and one without a
 * destination at 200 (or near the end).
 */
export function rebrandlyDataSet(options: RebrandlyDataSetOptions = {}): RebrandlyStandInData {
  const branded = { id: 'd1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6', fullName: options.branded ?? 'go.acme.example' };
  const idn = { id: 'e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2', fullName: options.idn ?? 'bağlantı.example' };
  const n = options.links ?? 260;
  const links: Record<string, unknown>[] = [];
  const start = Date.parse('2026-09-30T12:00:00.000Z');
  for (let i = 0; i < n; i++) {
    const domain = i % 10 === 0 ? SHARED : i % 25 === 3 ? idn : branded;
    const createdAt = new Date(start - i * 3_600_000).toISOString();
    const title = i === 0 ? "İstanbul'da ılık bir gün" : i === 1 ? 'رابط الحملة الصيفية' : i === 2 ? '🚀 Launch day' : i % 4 === 0 ? undefined : `Link ${i}`;
    const slashtag = i === 0 ? 'Yaz_Indirimi' : `spring-${i}`;
    links.push({
      id: `rb${String(i).padStart(30, '0')}`,
      ...(title ? { title } : {}),
      slashtag,
      destination: `https://www.acme.example/pages/${i}?ref=rb`,
      shortUrl: `${domain.fullName}/${slashtag}`,
      domain,
      status: 'active',
      createdAt,
      updatedAt: createdAt,
      clicks: (i * 7) % 50,
      favourite: i % 9 === 0,
      ...(i % 3 === 0 ? { tags: [TAGS[i % 9 === 0 ? 1 : 0], ...(i % 6 === 0 ? [TAGS[2]] : [])] } : {}),
    });
  }
  const deleted = {
    id: 'rbdeleted00000000000000000000001',
    slashtag: 'gone',
    destination: 'https://www.acme.example/gone',
    domain: branded,
    status: 'deleted',
  };
  links.splice(Math.min(120, Math.floor(n / 2)), 0, { ...deleted, createdAt: '2026-09-25T00:00:00.000Z' });
  const malformed = { id: 'rbmalformed000000000000000000001', slashtag: 'no-destination', domain: branded, createdAt: '2026-09-20T00:00:00.000Z' };
  links.splice(Math.min(200, n - 4), 0, malformed);
  return { token: options.token ?? 'rb-test-key', links };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonAnswer, type StandInFault, type StandInServer, startStandInServer, textAnswer } from './stand-in-server.js';

/**
 * A stand-in for Kutt's API v2 (as Kutt 3.2 serves it) on loopback, built from its published
 * reference and its source (github.com/thedevs-network/kutt):
 * - docs/api/api.js (the OpenAPI document behind https://docs.kutt.it): `X-API-KEY`, GET
 *   /links with limit/skip answering `{ total, limit, skip, data }`, GET /links/{id}/stats
 *   answering lastDay/lastWeek/lastMonth/lastYear `{ stats, views, total }` and `updatedAt`;
 * - server/handlers/helpers.handler.js: limit defaults to 10 and is capped at 50, errors are
 *   `{ error }`, the rate limiter is express-rate-limit 7 (X-RateLimit-Limit/-Remaining/-Reset
 *   in epoch seconds, Retry-After in seconds, 429 "Too many requests, please try again later.");
 * - server/queries/link.queries.js (newest first), server/utils/utils.js sanitize.link (id is
 *   the uuid, password a boolean, domain null on the default domain, `link` the short URL),
 *   server/queries/visit.queries.js (how views are counted back from now), server/queues/visit.js
 *   (countries lower case, referrer hosts with `[dot]`, `direct`);
 * - server/handlers/links.handler.js: stats of a link that is gone answer 500 "Link could not
 *   be found."; a wrong key answers 401 `{ error: "Unauthorized." }`.
 */

export interface KuttVisit {
  /** ms epoch: Kutt keeps one row per link and hour. */
  at: number;
  total: number;
  countries?: Record<string, number>;
  referrers?: Record<string, number>;
}

export interface KuttStandInLink {
  uuid: string;
  address: string;
  target: string;
  description?: string | null;
  /** null: the server's default domain. */
  domain: string | null;
  created_at: string;
  /** As the database holds it (SQLite: `YYYY-MM-DD hh:mm:ss`). */
  expire_in?: string | null;
  password?: boolean;
  banned?: boolean;
  /** Beyond the visit rows' sum (visits older than the rows kept here). */
  extraVisits?: number;
}

export interface KuttStandInData {
  apiKey: string;
  /** The server's DEFAULT_DOMAIN. */
  defaultDomain: string;
  /** Newest first, as Kutt lists them; items are answered as they are (malformed ones too). */
  links: (KuttStandInLink | Record<string, unknown>)[];
  visits: Record<string, KuttVisit[]>;
  /** The server's clock for stats (default: the real one). */
  now?: number;
}

export interface KuttFault extends StandInFault {
  /** rateLimited: seconds until the window resets (default 7). */
  resetSeconds?: number;
}

export interface KuttStandIn extends StandInServer<KuttFault> {
  /** The API base as a team enters it (…/api/v2). */
  url: string;
  data: KuttStandInData;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

const send = jsonAnswer('application/json; charset=utf-8');

const isLink = (l: unknown): l is KuttStandInLink => typeof l === 'object' && l !== null && typeof (l as KuttStandInLink).uuid === 'string';

/** date-fns differenceInMonths in UTC: whole calendar months from `t` to `now`. */
function monthsBetween(now: number, t: number): number {
  const a = new Date(now);
  const b = new Date(t);
  let months = (a.getUTCFullYear() - b.getUTCFullYear()) * 12 + a.getUTCMonth() - b.getUTCMonth();
  const rest = (d: Date) => d.getUTCDate() * DAY + (d.getTime() % DAY);
  if (months > 0 && rest(b) > rest(a)) months--;
  return months;
}

/** date-fns subMonths in UTC. */
function subMonths(ms: number, n: number): number {
  const d = new Date(ms);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime() + (ms % DAY);
}

type Facets = { browser: Record<string, number>; os: Record<string, number>; country: Record<string, number>; referrer: Record<string, number> };

const toArray = (o: Record<string, number>) =>
  Object.entries(o)
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => b.value - a.value);

/** visit.queries.js find(): each period's views counted back from `now`. */
export function kuttStats(visits: KuttVisit[], now: number): Record<string, unknown> {
  const periods = [
    ['lastDay', now - DAY, 24, (t: number) => Math.floor((now - t) / HOUR)],
    ['lastWeek', now - 7 * DAY, 7, (t: number) => Math.floor((now - t) / DAY)],
    ['lastMonth', now - 30 * DAY, 30, (t: number) => Math.floor((now - t) / DAY)],
    ['lastYear', subMonths(now, 12), 12, (t: number) => monthsBetween(now, t)],
  ] as const;
  const out: Record<string, unknown> = {};
  for (const [name, from, length, diff] of periods) {
    const views = new Array<number>(length).fill(0);
    const facets: Facets = { browser: { chrome: 0, other: 0 }, os: { other: 0 }, country: {}, referrer: {} };
    let total = 0;
    for (const v of visits) {
      if (v.at <= from || v.at > now) continue;
      views[length - diff(v.at) - 1]! += v.total;
      total += v.total;
      facets.browser.chrome! += v.total;
      facets.os.other! += v.total;
      for (const [k, n] of Object.entries(v.countries ?? {})) facets.country[k] = (facets.country[k] ?? 0) + n;
      for (const [k, n] of Object.entries(v.referrers ?? {})) facets.referrer[k] = (facets.referrer[k] ?? 0) + n;
    }
    const stats = { browser: toArray(facets.browser), os: toArray(facets.os), country: toArray(facets.country), referrer: toArray(facets.referrer) };
    out[name] = { stats, views, total };
  }
  return { ...out, updatedAt: new Date(now).toISOString() };
}

export async function startKuttStandIn(data: KuttStandInData): Promise<KuttStandIn> {
  const sanitized = (l: KuttStandInLink) => ({
    address: l.address,
    banned: l.banned === true,
    created_at: l.created_at,
    updated_at: l.created_at,
    description: l.description ?? null,
    expire_in: l.expire_in ?? null,
    target: l.target,
    visit_count: (data.visits[l.uuid] ?? []).reduce((s, v) => s + v.total, 0) + (l.extraVisits ?? 0),
    domain: l.domain,
    id: l.uuid,
    password: l.password === true,
    link: `https://${l.domain ?? data.defaultDomain}/${l.address}`,
  });

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, unauthorized: boolean): number => {
    const path = url.pathname.replace(/^\/api\/v2\//, '/api/');
    if (unauthorized || req.headers['x-api-key'] !== data.apiKey) return send(res, 401, { error: 'Unauthorized.' });
    if (req.method !== 'GET') return send(res, 404, { error: 'Not found.' });

    if (path === '/api/links') {
      const limit = Math.min(50, Number.parseInt(url.searchParams.get('limit') ?? '', 10) || 10);
      const skip = Number.parseInt(url.searchParams.get('skip') ?? '', 10) || 0;
      const search = url.searchParams.get('search')?.toLowerCase();
      const matching = data.links.filter(
        (l) => !search || (isLink(l) && [l.description, l.address, l.target, l.domain].filter(Boolean).join(' ').toLowerCase().includes(search)),
      );
      const page = matching.slice(skip, skip + limit).map((l) => (isLink(l) ? sanitized(l) : l));
      return send(res, 200, { total: matching.length, limit, skip, data: page });
    }
    const stats = /^\/api\/links\/([^/]+)\/stats$/.exec(path);
    if (stats) {
      const id = decodeURIComponent(stats[1]!);
      if (id.length !== 36) return send(res, 400, { error: 'ID is invalid.' });
      const link = data.links.find((l) => isLink(l) && l.uuid === id) as KuttStandInLink | undefined;
      if (!link) return send(res, 500, { error: 'Link could not be found.' });
      return send(res, 200, { ...kuttStats(data.visits[id] ?? [], data.now ?? Date.now()), ...sanitized(link) });
    }
    return send(res, 404, { error: 'Not found.' });
  };

  const server = await startStandInServer<KuttFault>({
    garbage: (res) => textAnswer(res, 200, '<!DOCTYPE html><html><head><title>Kutt</title></head><body><h1>502 Bad Gateway</h1></body></html>'),
    serverError: (res) => send(res, 500, { error: 'An error occurred.' }),
    rateLimited: (res, hit) => {
      const seconds = hit.resetSeconds ?? 7;
      return send(
        res,
        429,
        { error: 'Too many requests, please try again later.' },
        {
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + seconds),
          'retry-after': String(seconds),
        },
      );
    },
    route: answer,
  });
  return Object.assign(server, { url: `${server.origin}/api/v2`, data });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonAnswer, type StandInFault, type StandInServer, startStandInServer, textAnswer } from './stand-in-server.js';

/**
 * A stand-in for Bitly's API v4 on loopback, built from its published reference:
 * - https://dev.bitly.com/api-reference (GET /v4/groups, GET /v4/groups/{group_guid}/bitlinks with
 *   size ≤ 100, archived on|off|both and search_after paging, the Bitlink body: id, link,
 *   custom_bitlinks, long_url, title, archived, created_at, tags, deeplinks; GET
 *   /v4/bitlinks/{bitlink}/clicks, /countries, /referrers, /referring_domains with unit and units)
 * - https://dev.bitly.com/docs/getting-started/rate-limits (per-hour and per-minute limits, 429)
 * - error bodies `{ message, resource, description }` (FORBIDDEN, NOT_FOUND, RATE_LIMIT_EXCEEDED,
 *   INTERNAL_ERROR), as Bitly answers them.
 * Its pages answer newest first, as Bitly's do; `search_after` is opaque to the client.
 */

export interface BitlyStandInGroup {
  guid: string;
  name: string;
  /** Bitlink bodies as Bitly answers them (malformed ones too). */
  links: unknown[];
}

export interface BitlyStandInClicks {
  /** `YYYY-MM-DD` → clicks. */
  days: Record<string, number>;
  countries?: Record<string, number>;
  /** Hosts, 'direct' for none (the /referring_domains facet). */
  referringDomains?: Record<string, number>;
}

export interface BitlyStandInData {
  token: string;
  groups: BitlyStandInGroup[];
  /** Bitlink id (`bit.ly/3xYz`) → its clicks. */
  clicks: Record<string, BitlyStandInClicks>;
  /** Bitlink ids whose metrics need a higher plan (402 UPGRADE_REQUIRED). */
  upgradeRequired?: string[];
}

export interface BitlyFault extends StandInFault {
  /** rateLimited: seconds from now to X-RateLimit-Reset (default 7). */
  resetSeconds?: number;
}

export interface BitlyStandIn extends StandInServer<BitlyFault> {
  /** The API base URL (…/v4), as a team would enter it. */
  url: string;
  data: BitlyStandInData;
}

const PER_HOUR = 1000;
const MAX_SIZE = 100;

const send = jsonAnswer();

const error = (res: ServerResponse, status: number, message: string, description: string, headers?: Record<string, string>) =>
  send(res, status, { message, resource: 'bitlinks', description }, headers);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every day from the first to the last with clicks, zeros included, newest first (as Bitly answers with units=-1). */
function linkClicks(days: Record<string, number>): { date: string; clicks: number }[] {
  const keys = Object.keys(days).sort();
  if (keys.length === 0) return [];
  const out: { date: string; clicks: number }[] = [];
  for (let t = Date.parse(`${keys[keys.length - 1]}T00:00:00Z`); t >= Date.parse(`${keys[0]}T00:00:00Z`); t -= 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push({ date: `${day}T00:00:00+0000`, clicks: days[day] ?? 0 });
  }
  return out;
}

const metrics = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([value, clicks]) => ({ value, clicks }));

export async function startBitlyStandIn(data: BitlyStandInData): Promise<BitlyStandIn> {
  let base = '';
  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, unauthorized: boolean): number => {
    const path = url.pathname;
    if (unauthorized || req.headers.authorization !== `Bearer ${data.token}`)
      return error(res, 403, 'FORBIDDEN', 'You are currently forbidden to access this resource.');
    if (req.method !== 'GET') return error(res, 405, 'METHOD_NOT_ALLOWED', 'Only GET is served here.');

    if (path === '/v4/groups') {
      const groups = data.groups.map((g) => ({ guid: g.guid, name: g.name, is_active: true, organization_guid: 'Oa1b2c3d4e5' }));
      return send(res, 200, { groups });
    }
    const list = /^\/v4\/groups\/([^/]+)\/bitlinks$/.exec(path);
    if (list) return bitlinks(res, url, decodeURIComponent(list[1]!));
    // `/v4/bitlinks/bit.ly/3xYz/clicks`, or with the id's slash encoded (`bit.ly%2F3xYz`).
    const metric = /^\/v4\/bitlinks\/(.+)\/(clicks|countries|referrers|referring_domains)$/.exec(path);
    if (metric) return metricOf(res, url, decodeURIComponent(metric[1]!), metric[2]!);
    return error(res, 404, 'NOT_FOUND', 'What you are looking for cannot be found.');
  };

  const bitlinks = (res: ServerResponse, url: URL, guid: string): number => {
    const group = data.groups.find((g) => g.guid === guid);
    if (!group) return error(res, 404, 'NOT_FOUND', 'What you are looking for cannot be found.');
    const size = Number(url.searchParams.get('size') ?? '50');
    if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) return error(res, 400, 'INVALID_ARG_SIZE', 'size must be 1 to 100.');
    const archived = url.searchParams.get('archived') ?? 'off';
    const visible = group.links.filter((l) => {
      const isArchived = isObject(l) && l.archived === true;
      return archived === 'both' || (archived === 'on' ? isArchived : !isArchived);
    });
    const after = url.searchParams.get('search_after');
    const start = after ? Number(Buffer.from(after, 'base64url').toString('utf8').replace(/^idx:/, '')) : 0;
    if (!Number.isInteger(start) || start < 0) return error(res, 400, 'INVALID_ARG_SEARCH_AFTER', 'search_after is not valid.');
    const page = visible.slice(start, start + size);
    const end = start + page.length;
    const searchAfter = end < visible.length ? Buffer.from(`idx:${end}`).toString('base64url') : '';
    const next = searchAfter ? `${base}/groups/${guid}/bitlinks?size=${size}&archived=${archived}&search_after=${searchAfter}` : '';
    return send(res, 200, {
      links: page,
      pagination: { prev: '', next, size, page: Math.floor(start / size) + 1, total: visible.length, search_after: searchAfter },
    });
  };

  const metricOf = (res: ServerResponse, url: URL, id: string, facet: string): number => {
    const known = data.groups.some((g) => g.links.some((l) => isObject(l) && l.id === id));
    if (!known) return error(res, 404, 'NOT_FOUND', 'What you are looking for cannot be found.');
    if (data.upgradeRequired?.includes(id)) return error(res, 402, 'UPGRADE_REQUIRED', 'You must upgrade your account to access this resource.');
    if (url.searchParams.get('unit') !== 'day') return error(res, 400, 'INVALID_ARG_UNIT', 'This test stand-in serves unit=day only.');
    const units = Number(url.searchParams.get('units') ?? '-1');
    const clicks = data.clicks[id] ?? { days: {} };
    const common = { unit: 'day', units, unit_reference: new Date().toISOString().replace(/\.\d{3}Z$/, '+0000') };
    if (facet === 'clicks') return send(res, 200, { link_clicks: linkClicks(clicks.days), ...common });
    const counts = facet === 'countries' ? (clicks.countries ?? {}) : (clicks.referringDomains ?? {});
    return send(res, 200, { metrics: metrics(counts), ...common, facet });
  };

  const server = await startStandInServer<BitlyFault>({
    garbage: (res) => textAnswer(res, 200, '<!DOCTYPE html><html><body><h1>Bitly is down for maintenance</h1></body></html>'),
    serverError: (res) => error(res, 500, 'INTERNAL_ERROR', 'An internal error occurred.'),
    rateLimited: (res, hit) => {
      const reset = Math.floor(Date.now() / 1000) + (hit.resetSeconds ?? 7);
      return error(res, 429, 'RATE_LIMIT_EXCEEDED', 'You have exceeded your rate limit.', {
        'x-ratelimit-limit': String(PER_HOUR),
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset),
      });
    },
    route: answer,
  });
  base = `${server.origin}/v4`;
  return Object.assign(server, { url: base, data });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonAnswer, type StandInFault, type StandInServer, startStandInServer, textAnswer } from './stand-in-server.js';
import { domainToASCII } from 'node:url';

/**
 * A stand-in for Short.io's API on loopback (the links API and the statistics API on one server),
 * built from its published reference:
 * - https://api.short.io/openapi.json (as in github.com/Short-io/client-node src/generated): GET
 *   /api/domains (id, hostname, unicodeHostname, …), GET /api/links?domain_id=&limit (1–150)&pageToken
 *   → { count, links, nextPageToken? }, the link (idString, id, path, originalURL, shortURL, title,
 *   tags, createdAt, expiresAt, expiredURL, hasPassword, clicksLimit, iphoneURL, androidURL,
 *   utmSource…utmContent, archived); error bodies `{ error }`;
 * - https://developers.short.io/docs/getting-a-list-of-links (the secret key bare in Authorization);
 * - https://developers.short.io/docs/link-statistics-1 (GET /statistics/link/{id}?period=total&tzOffset=0
 *   → totalClicks, humanClicks, clickStatistics.datasets[0].data [{ x, y }], country, referer, …);
 * - the SDK's README "Rate Limits" (20 requests a second for link info; 429 with Retry-After and
 *   X-RateLimit-Limit / -Remaining / -Reset).
 */

export interface ShortioStandInDomain {
  id: number;
  hostname: string;
  unicodeHostname: string;
  /** Link bodies as Short.io answers them (malformed ones too). */
  links: Record<string, unknown>[];
}

export interface ShortioStandInClicks {
  /** `YYYY-MM-DD` → clicks. */
  days: Record<string, number>;
  countries?: Record<string, number>;
  /** Referrer host → clicks. */
  referers?: Record<string, number>;
}

export interface ShortioStandInData {
  token: string;
  domains: ShortioStandInDomain[];
  /** Link idString → its clicks. */
  clicks: Record<string, ShortioStandInClicks>;
}

export interface ShortioFault extends StandInFault {
  /** rateLimited: the Retry-After it sends, in seconds (default 3). */
  retryAfterSeconds?: number;
}

export interface ShortioStandIn extends StandInServer<ShortioFault> {
  /** The API base URL, as a team would enter it (its statistics are served there too). */
  url: string;
  data: ShortioStandInData;
}

const MAX_LIMIT = 150;
const PER_SECOND = 20;
const DAY_MS = 86_400_000;

const send = jsonAnswer('application/json; charset=utf-8');

const error = (res: ServerResponse, status: number, message: string, headers?: Record<string, string>) => send(res, status, { error: message }, headers);

/** Every day from the first to the last with clicks, zeros included, as the statistics chart answers them. */
function chart(days: Record<string, number>): { x: string; y: string }[] {
  const keys = Object.keys(days).sort();
  const out: { x: string; y: string }[] = [];
  if (keys.length === 0) return out;
  for (let t = Date.parse(`${keys[0]}T00:00:00Z`); t <= Date.parse(`${keys[keys.length - 1]}T00:00:00Z`); t += DAY_MS) {
    const day = new Date(t).toISOString();
    out.push({ x: day, y: String(days[day.slice(0, 10)] ?? 0) });
  }
  return out;
}

const scores = (counts: Record<string, number> | undefined, field: string) =>
  Object.entries(counts ?? {})
    .sort(([, a], [, b]) => b - a)
    .map(([value, score]) => ({ score, [field]: value }));

export async function startShortioStandIn(data: ShortioStandInData): Promise<ShortioStandIn> {
  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, unauthorized: boolean): number => {
    const path = url.pathname;
    if (unauthorized || req.headers.authorization !== data.token) return error(res, 401, 'Unauthorized');
    if (req.method !== 'GET') return error(res, 405, 'Method Not Allowed');

    if (path === '/api/domains') return send(res, 200, data.domains.map(domainBody));
    if (path === '/api/links') return list(res, url);
    const stats = /^\/statistics\/link\/([^/]+)$/.exec(path);
    if (stats) return statistics(res, url, decodeURIComponent(stats[1]!));
    return error(res, 404, 'Not Found');
  };

  const domainBody = (d: ShortioStandInDomain) => ({
    id: d.id,
    hostname: d.hostname,
    unicodeHostname: d.unicodeHostname,
    state: 'configured',
    createdAt: '2025-01-10T09:00:00.000Z',
    updatedAt: '2025-01-10T09:00:00.000Z',
    hasFavicon: false,
    hideReferer: false,
    linkType: 'random',
    cloaking: false,
    hideVisitorIp: false,
    enableAI: false,
    httpsLevel: 'redirect',
    httpsLinks: true,
    clientStorage: {},
    caseSensitive: true,
    incrementCounter: '0',
    robots: 'allow',
    exportEnabled: false,
    enableConversionTracking: false,
    qrScanTracking: false,
    isFavorite: false,
  });

  const list = (res: ServerResponse, url: URL): number => {
    const domain = data.domains.find((d) => String(d.id) === url.searchParams.get('domain_id'));
    if (!domain) return error(res, 404, 'Domain not found');
    const limit = Number(url.searchParams.get('limit') ?? MAX_LIMIT);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return error(res, 400, `querystring/limit must be <= ${MAX_LIMIT}`);
    const token = url.searchParams.get('pageToken');
    const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8').replace(/^at:/, '')) : 0;
    if (!Number.isInteger(start) || start < 0) return error(res, 400, 'Invalid page token');
    const links = domain.links.slice(start, start + limit);
    const end = start + links.length;
    const nextPageToken = end < domain.links.length ? Buffer.from(`at:${end}`).toString('base64url') : undefined;
    return send(res, 200, { count: domain.links.length, links, ...(nextPageToken ? { nextPageToken } : {}) });
  };

  const statistics = (res: ServerResponse, url: URL, id: string): number => {
    const known = data.domains.some((d) => d.links.some((l) => l.idString === id));
    if (!known) return error(res, 404, 'Link not found');
    if (url.searchParams.get('period') !== 'total') return error(res, 400, 'This stand-in serves period=total only');
    const clicks = data.clicks[id] ?? { days: {} };
    const total = Object.values(clicks.days).reduce((a, b) => a + b, 0);
    return send(res, 200, {
      totalClicks: total,
      humanClicks: total,
      totalClicksChange: '0',
      humanClicksChange: '0',
      clickStatistics: { datasets: [{ data: chart(clicks.days) }] },
      interval: { startDate: null, endDate: null, prevStartDate: null, prevEndDate: null },
      referer: scores(clicks.referers, 'referer'),
      social: [],
      browser: [],
      country: scores(clicks.countries, 'country').map((c) => ({ ...c, countryName: c.country })),
      city: [],
      os: [],
    });
  };

  const server = await startStandInServer<ShortioFault>({
    garbage: (res) => textAnswer(res, 200, '<!DOCTYPE html><html><head><title>Short.io</title></head><body><h1>We will be back soon</h1></body></html>'),
    serverError: (res) => error(res, 500, 'Internal Server Error'),
    rateLimited: (res, hit) => {
      const wait = hit.retryAfterSeconds ?? 3;
      const headers = {
        'retry-after': String(wait),
        'x-ratelimit-limit': String(PER_SECOND),
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + wait),
      };
      return error(res, 429, 'Too Many Requests', headers);
    },
    route: answer,
  });
  return Object.assign(server, { url: server.origin, data });
}

export interface ShortioDataSetOptions {
  token?: string;
  /** The branded domain (default `go.acme.example`). */
  branded?: string;
  /** The IDN domain, in Unicode (default `bağlantı.example`). */
  idn?: string;
  /** Readable links per domain (defaults 200, 60, 10: 270 links, 4 pages). */
  sizes?: { branded?: number; shared?: number; idn?: number };
}

const CREATED = Date.parse('2026-06-01T08:00:00.000Z');
const HISTORY_END = Date.parse('2026-09-30T00:00:00.000Z');
/** The free short.gy subdomain of the account (a shared host: its links move). */
export const SHORTIO_SHARED_HOST = 'acme.short.gy';

function shortLink(domainId: number, host: string, i: number): Record<string, unknown> {
  const path = i === 0 ? 'Yaz-İndirimi' : `${host === SHORTIO_SHARED_HOST ? 'sgy' : 'link'}-${i}`;
  const id = `lnk_${domainId}_${String(i).padStart(6, '0')}`;
  const title = i === 0 ? "İstanbul'da ılık bir gün" : i === 1 ? 'رابط الحملة الصيفية' : i === 2 ? '🚀 Launch day' : i % 5 === 0 ? undefined : `Link ${i}`;
  return {
    idString: id,
    id: id.slice(4),
    path,
    originalURL: `https://www.acme.example/p/${domainId}/${i}`,
    shortURL: `https://${host}/${path}`,
    secureShortURL: `https://${host}/${path}`,
    ...(title ? { title } : {}),
    ...(i % 3 === 0 ? { tags: i % 6 === 0 ? ['promo', 'kampanya-İç'] : ['🎉 launch'] } : {}),
    createdAt: i % 2 === 0 ? CREATED - i * 3_600_000 : new Date(CREATED - i * 3_600_000).toISOString(),
    ...(i === 4 ? { expiresAt: Date.parse('2027-01-01T00:00:00.000Z'), expiredURL: 'https://www.acme.example/expired' } : {}),
    ...(i === 5 ? { hasPassword: true } : {}),
    ...(i === 6 ? { iphoneURL: 'https://apps.apple.com/app/acme/id1', androidURL: 'https://play.google.com/store/apps/details?id=example.acme' } : {}),
    ...(i === 7 ? { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'güz-2026' } : {}),
    ...(i === 8 ? { clicksLimit: 500 } : {}),
    archived: false,
    DomainId: domainId,
    OwnerId: 7,
    source: 'api',
  };
}

/** 45 days of clicks (some days without any), with countries and referrers. */
function history(i: number): ShortioStandInClicks {
  const days: Record<string, number> = {};
  for (let d = 0; d < 45; d++) {
    const n = (i + d * 3) % 7;
    if (n > 0) days[new Date(HISTORY_END - d * DAY_MS).toISOString().slice(0, 10)] = n;
  }
  return { days, countries: { TR: 5 + i, SA: 3, US: 2 }, referers: { 'www.google.com': 4, 'bağlantı.example': 1 } };
}

/**
 * Links on a branded domain, on the free short.gy subdomain and on an IDN domain (Turkish, Arabic
 * and emoji titles, tags, an expiry, a password, device and UTM settings, a click limit); each
 * domain's root link; on the branded domain one archived link (position 40) and one without a
 * destination (position 90, or its end); 45 days of clicks for every tenth link (the 2nd, 12th, …).
 */
export function shortioDataSet(options: ShortioDataSetOptions = {}): ShortioStandInData {
  const idn = options.idn ?? 'bağlantı.example';
  const spec = [
    { id: 101, hostname: options.branded ?? 'go.acme.example', n: options.sizes?.branded ?? 200 },
    { id: 102, hostname: SHORTIO_SHARED_HOST, n: options.sizes?.shared ?? 60 },
    { id: 103, hostname: domainToASCII(idn), unicodeHostname: idn, n: options.sizes?.idn ?? 10 },
  ];
  const clicks: Record<string, ShortioStandInClicks> = {};
  const domains = spec.map(({ n, ...d }) => {
    const links: Record<string, unknown>[] = [
      { idString: `lnk_${d.id}_root`, id: `${d.id}_root`, path: '', originalURL: 'https://www.acme.example/', archived: false },
    ];
    for (let i = 0; i < n; i++) {
      const link = shortLink(d.id, d.hostname, i);
      links.push(link);
      if (i % 10 === 1) clicks[link.idString as string] = history(i);
    }
    if (d.id === 101) {
      links.splice(Math.min(40, links.length), 0, {
        idString: 'lnk_101_archived',
        id: '101_archived',
        path: 'old',
        originalURL: 'https://www.acme.example/old',
        archived: true,
      });
      links.splice(Math.min(90, links.length), 0, { idString: 'lnk_101_broken', id: '101_broken', path: 'broken' });
    }
    return { unicodeHostname: d.hostname, ...d, links };
  });
  return { token: options.token ?? 'sk_test_shortio', domains, clicks };
}

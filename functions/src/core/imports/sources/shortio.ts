import { domainToASCII } from 'node:url';
import type { ClickHistory, ImportAdapter, SourceContext, SourceLink, SourcePage } from '../import-source.js';
import { SourceError } from '../source-http.js';

/**
 * Short.io (https://developers.short.io, OpenAPI at https://api.short.io/openapi.json). Links
 * live per domain: GET /api/domains, then each domain's GET /api/links?domain_id=&limit=150
 * (its maximum), paged by `nextPageToken` (absent on the last page). A link: idString (its id),
 * path (the code; '' is the domain's root), originalURL, title, tags, createdAt and expiresAt
 * (ms or ISO), expiredURL, hasPassword/password, clicksLimit, iphoneURL/androidURL, utm*,
 * archived. Daily clicks come from the statistics API (statistics.short.io,
 * /statistics/link/{idString}?period=total&tzOffset=0): clickStatistics.datasets[0].data is
 * `{ x: time, y: clicks }` per point, with country and referer summaries over the same period.
 * The secret key goes bare in the Authorization header.
 */

const PAGE_SIZE = 150;
const STATISTICS_URL = 'https://statistics.short.io';

export function authHeaders(token: string): Record<string, string> {
  return { authorization: token };
}

/** Short.io's statistics live on their own host; a stand-in or proxy at another URL serves both. */
export function statisticsUrlOf(apiUrl: string): string {
  return new URL(apiUrl).hostname === 'api.short.io' ? STATISTICS_URL : apiUrl;
}

/** Its free domains are subdomains of short.gy (`acme.short.gy`): they cannot move to Kisa. */
export function isSharedHost(_ctx: SourceContext, host: string): boolean {
  return host === 'short.gy' || host.endsWith('.short.gy');
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function garbled(what: string): SourceError {
  return new SourceError('garbled', `Short.io answered ${what} without the fields its API reference names`);
}

/** Milliseconds since the epoch, or an ISO string. */
function isoDate(v: unknown): string | undefined {
  const ms = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : str(v) ? Date.parse(v as string) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

const UTM = { utmSource: 'source', utmMedium: 'medium', utmCampaign: 'campaign', utmTerm: 'term', utmContent: 'content' } as const;

/** A Short.io link on `host` → a SourceLink; null when it cannot be read, is archived, or is the domain's root. */
export function linkOf(item: unknown, host: string): SourceLink | null {
  if (!isObject(item) || item.archived === true) return null;
  const id = str(item.idString) ?? str(item.id);
  const code = typeof item.path === 'string' ? item.path.replace(/^\/+/, '') : '';
  const longUrl = str(item.originalURL);
  if (!id || !code || !longUrl) return null;
  const tags = Array.isArray(item.tags) ? [...new Set(item.tags.filter((t): t is string => typeof t === 'string' && t.trim() !== ''))] : [];
  const utm: NonNullable<SourceLink['utm']> = {};
  for (const [field, key] of Object.entries(UTM)) {
    const value = str(item[field]);
    if (value) utm[key] = value;
  }
  const limit = item.clicksLimit;
  const password = str(item.password);
  return {
    sourceId: id,
    host,
    code,
    longUrl,
    ...(str(item.title) ? { title: str(item.title) } : {}),
    ...(tags.length ? { tags } : {}),
    ...(isoDate(item.createdAt) ? { createdAt: isoDate(item.createdAt) } : {}),
    ...(isoDate(item.expiresAt) ? { expiresAt: isoDate(item.expiresAt) } : {}),
    ...(str(item.expiredURL) ? { expiredUrl: str(item.expiredURL) } : {}),
    ...(typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? { maxClicks: limit } : {}),
    ...(item.hasPassword === true || password ? { passwordProtected: true } : {}),
    ...(password ? { password } : {}),
    ...(str(item.iphoneURL) ? { ios: str(item.iphoneURL) } : {}),
    ...(str(item.androidURL) ? { android: str(item.androidURL) } : {}),
    ...(Object.keys(utm).length ? { utm } : {}),
  };
}

/** Where a run is: the domains still to read (the first being read) and that domain's next page token ('' for its first). */
interface Cursor {
  domains: { id: number; host: string }[];
  token: string;
}

function readCursor(cursor: string): Cursor {
  try {
    const c: unknown = JSON.parse(cursor);
    if (isObject(c) && Array.isArray(c.domains) && typeof c.token === 'string') {
      const domains = c.domains.filter((d): d is Cursor['domains'][number] => isObject(d) && typeof d.id === 'number' && typeof d.host === 'string');
      if (domains.length === c.domains.length && domains.length > 0) return { domains, token: c.token };
    }
  } catch {
    // fall through
  }
  throw new Error(`Not a Short.io import cursor: ${cursor}`);
}

async function domainsOf(ctx: SourceContext): Promise<Cursor['domains']> {
  const body = await ctx.http.json(`${ctx.apiUrl}/api/domains`);
  if (!Array.isArray(body)) throw garbled('its domains');
  return body.flatMap((d) => {
    const host = isObject(d) ? str(d.hostname) : undefined;
    return isObject(d) && typeof d.id === 'number' && host ? [{ id: d.id, host: domainToASCII(host.toLowerCase()) }] : [];
  });
}

async function listLinks(ctx: SourceContext, cursor: string | null): Promise<SourcePage> {
  const at: Cursor = cursor === null ? { domains: await domainsOf(ctx), token: '' } : readCursor(cursor);
  const domain = at.domains[0];
  if (!domain) return { links: [], next: null, total: 0 };
  const body = await ctx.http.json(`${ctx.apiUrl}/api/links`, { query: { domain_id: domain.id, limit: PAGE_SIZE, pageToken: at.token || undefined } });
  if (!isObject(body) || !Array.isArray(body.links)) throw garbled('a page of links');
  const links: SourceLink[] = [];
  let unreadable = 0;
  for (const item of body.links) {
    const link = linkOf(item, domain.host);
    if (link) links.push(link);
    // The domain's root link is its own setting, not a short link: neither imported nor counted.
    else if (!(isObject(item) && item.path === '' && item.archived !== true)) unreadable++;
  }
  const token = str(body.nextPageToken);
  const rest = at.domains.slice(1);
  const next = token && body.links.length > 0 ? { domains: at.domains, token } : rest.length ? { domains: rest, token: '' } : null;
  return { links, next: next && JSON.stringify(next satisfies Cursor), ...(unreadable ? { unreadable } : {}) };
}

const count = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
};

/** `[{ score, <key>: value }]` → value → clicks, keyed by `key(value)` (null: left out). */
function summary(list: unknown[], field: string, key: (value: string) => string | null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of list) {
    if (!isObject(entry) || typeof entry[field] !== 'string') continue;
    const k = key(entry[field] as string);
    const n = count(entry.score);
    if (k !== null && n > 0) counts[k] = (counts[k] ?? 0) + n;
  }
  return counts;
}

const countryKey = (v: string) => (/^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : null);
const referrerKey = (v: string) => {
  const t = v.trim().toLowerCase();
  if (t === '' || t === 'direct' || t === '(direct)') return '';
  // A host as Short.io lists it, or now and then a whole URL.
  const host = t.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split(/[/?#:]/)[0];
  return host ? domainToASCII(host) || null : null;
};

async function clickHistory(ctx: SourceContext, link: SourceLink): Promise<ClickHistory> {
  let body: unknown;
  try {
    body = await ctx.http.json(`${statisticsUrlOf(ctx.apiUrl)}/statistics/link/${encodeURIComponent(link.sourceId)}`, {
      query: { period: 'total', tzOffset: 0 },
    });
  } catch (error) {
    // A link deleted since the list was read has no history left to bring.
    if (error instanceof SourceError && error.kind === 'notFound') return { days: [] };
    throw error;
  }
  if (!isObject(body) || !isObject(body.clickStatistics) || !Array.isArray(body.clickStatistics.datasets)) throw garbled("a link's statistics");
  const [dataset] = body.clickStatistics.datasets;
  const points = isObject(dataset) && Array.isArray(dataset.data) ? dataset.data : [];
  const perDay = new Map<string, number>();
  for (const p of points) {
    // Points are per day or finer (hours on a short period): each is counted on its UTC day.
    const day = isObject(p) ? isoDate(p.x)?.slice(0, 10) : undefined;
    const n = isObject(p) ? count(p.y) : 0;
    if (day && n > 0) perDay.set(day, (perDay.get(day) ?? 0) + n);
  }
  const days = [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, clicks]) => ({ day, clicks }));
  if (days.length === 0) return { days };
  const period = { from: days[0]!.day, to: days[days.length - 1]!.day };
  return {
    days,
    ...(Array.isArray(body.country) ? { countries: { ...period, counts: summary(body.country, 'country', countryKey) } } : {}),
    ...(Array.isArray(body.referer) ? { referrers: { ...period, counts: summary(body.referer, 'referer', referrerKey) } } : {}),
  };
}

export const shortioAdapter: ImportAdapter = { id: 'shortio', listLinks, clickHistory, authHeaders, isSharedHost };

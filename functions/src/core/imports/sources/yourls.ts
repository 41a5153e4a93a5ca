import type { ImportAdapter, SourceContext, SourceLink, SourcePage } from '../import-source.js';
import { SourceError } from '../source-http.js';

/**
 * YOURLS (self-hosted; its API is `yourls-api.php` at the site's root, so the team enters the
 * site, `https://sho.rt`, or the endpoint itself). The token is the secret signature token of its
 * Tools page, sent as `signature` in the query: no header carries it. Links: `action=stats`,
 * `filter=last` (newest first by creation time, the one order clicks do not reshuffle), `limit`
 * and `start` (an offset), `format=json`; its `links` are `link_1`, `link_2`… (absent on a page
 * past the end), `stats.total_links` counts them all. A link: `shorturl` (the site and the
 * keyword; an IDN host in Unicode), `url`, `title` (the URL itself when YOURLS found none),
 * `timestamp` (`YYYY-MM-DD HH:MM:SS`, UTC), `clicks` (often a numeric string). Core YOURLS gives
 * no per-day clicks through its API, only the total: no history.
 */

/** YOURLS has no maximum for `limit`; a thousand keeps an answer small. */
const PAGE_SIZE = 1000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function garbled(what: string): SourceError {
  return new SourceError('garbled', `YOURLS answered ${what} without the fields its API names`);
}

/** The API endpoint: the URL as entered when it names a .php file, else the site's `yourls-api.php`. */
export function yourlsEndpoint(apiUrl: string): string {
  const trimmed = apiUrl.replace(/\/+$/, '');
  return /\.php$/i.test(trimmed) ? trimmed : `${trimmed}/yourls-api.php`;
}

/** The site's path (`''` at a host's root, `/s` for `https://example.com/s`): short URLs are the site's path and a keyword. */
function sitePathOf(endpoint: string): string {
  try {
    const path = new URL(endpoint).pathname;
    return path.slice(0, path.lastIndexOf('/'));
  } catch {
    return '';
  }
}

/** `https://sho.rt/abc` → its ASCII lower-case host and the keyword; null when either is missing. */
function hostAndKeyword(shorturl: string, sitePath: string): { host: string; code: string } | null {
  let url: URL;
  try {
    url = new URL(shorturl);
  } catch {
    return null;
  }
  const path = url.pathname;
  const raw = sitePath && path.startsWith(`${sitePath}/`) ? path.slice(sitePath.length + 1) : path.slice(path.lastIndexOf('/') + 1);
  let code = raw;
  try {
    code = decodeURIComponent(raw);
  } catch {
    // A stray % stays as YOURLS spelled it.
  }
  const host = url.hostname.toLowerCase();
  return host && code ? { host, code } : null;
}

/** YOURLS's `2026-03-01 09:30:00` (UTC, as YOURLS keeps it). */
function isoDate(v: unknown): string | undefined {
  const t = str(v);
  if (!t) return undefined;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t) ? `${t.replace(' ', 'T')}Z` : t);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

function count(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** A link of `stats` → the link; null when it has no keyword or destination. */
export function linkOf(item: unknown, sitePath = ''): SourceLink | null {
  if (!isObject(item)) return null;
  const longUrl = str(item.url);
  const at = str(item.shorturl) ? hostAndKeyword(str(item.shorturl) as string, sitePath) : null;
  if (!longUrl || !at) return null;
  const title = str(item.title);
  const clicks = count(item.clicks);
  return {
    sourceId: `${at.host}/${at.code}`,
    ...at,
    longUrl,
    ...(title && title !== longUrl ? { title } : {}),
    ...(isoDate(item.timestamp) ? { createdAt: isoDate(item.timestamp) } : {}),
    ...(clicks !== undefined ? { clicks } : {}),
  };
}

function startOf(cursor: string | null): number {
  if (cursor === null) return 0;
  try {
    const c: unknown = JSON.parse(cursor);
    if (isObject(c) && typeof c.start === 'number' && Number.isInteger(c.start) && c.start >= 0) return c.start;
  } catch {
    // fall through
  }
  throw new Error(`Not a YOURLS import cursor: ${cursor}`);
}

async function listLinks(ctx: SourceContext, cursor: string | null): Promise<SourcePage> {
  const start = startOf(cursor);
  const endpoint = yourlsEndpoint(ctx.apiUrl);
  const body = await ctx.http.json(endpoint, {
    query: { action: 'stats', filter: 'last', limit: PAGE_SIZE, start, format: 'json', signature: ctx.token },
  });
  if (!isObject(body) || !(isObject(body.links) || isObject(body.stats))) throw garbled('its link stats');
  const items = isObject(body.links) ? Object.values(body.links) : [];
  const sitePath = sitePathOf(endpoint);
  const links: SourceLink[] = [];
  let unreadable = 0;
  for (const item of items) {
    const link = linkOf(item, sitePath);
    if (link) links.push(link);
    else unreadable++;
  }
  const total = isObject(body.stats) ? count(body.stats.total_links) : undefined;
  const end = start + items.length;
  const more = items.length >= PAGE_SIZE && (total === undefined || end < total);
  return {
    links,
    next: more ? JSON.stringify({ start: end }) : null,
    ...(total !== undefined ? { total } : {}),
    ...(unreadable ? { unreadable } : {}),
  };
}

export const yourlsAdapter: ImportAdapter = {
  id: 'yourls',
  listLinks,
  // The signature goes in the query (listLinks adds ctx.token): no header.
  authHeaders: () => ({}),
  // A YOURLS site's host is the team's own.
  isSharedHost: () => false,
};

import { domainToASCII } from 'node:url';
import type { ClickHistory, ImportAdapter, SourceContext, SourceLink, SourcePage } from '../import-source.js';
import { SourceError } from '../source-http.js';

/**
 * Shlink (REST v3, self-hosted; the team enters its server's URL, `https://s.example/rest/v3`
 * or just `https://s.example`, and an API key sent as `X-Api-Key`). Links: GET /short-urls with
 * page and itemsPerPage, oldest first so links created during the run land on later pages; the
 * end is `pagination.currentPage >= pagesCount`. A short URL whose `domain` is null is on the
 * server's default domain (the host of its `shortUrl`): the team's own, not a shared one.
 * Device redirects: `deviceLongUrls` (Shlink 3.5–3.7), or since 4.0 the short URL's redirect
 * rules with a single `device` condition (read only when `hasRedirectRules`). Clicks: the
 * visit-level GET /short-urls/{code}/visits, summed per UTC day, with countries and referrer
 * hosts over the visits' whole period.
 */

/** Shlink has no maximum (-1 is "all"); a thousand keeps an answer well under the client's limit. */
const PAGE_SIZE = 1000;
/** Visits are ~400 bytes each in JSON: 5,000 to an answer. */
const VISITS_PAGE_SIZE = 5000;
/** The sourceId prefix of a link on the server's default domain, which the API names by leaving `domain` out. */
const DEFAULT = 'DEFAULT:';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function garbled(what: string): SourceError {
  return new SourceError('garbled', `Shlink answered ${what} without the fields its API reference names`);
}

/** The REST base: the URL as entered when it names a version (`…/rest/v3`), else the server's `/rest/v3`. */
export function shlinkRestBase(apiUrl: string): string {
  const trimmed = apiUrl.replace(/\/+$/, '');
  return /\/rest\/v\d+$/.test(trimmed) ? trimmed : `${trimmed}/rest/v3`;
}

function isoDate(v: unknown): string | undefined {
  const t = str(v);
  if (!t) return undefined;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** A Shlink domain authority (`bağlantı.example`, `s.example:8080`) → its ASCII lower-case host. */
function asciiHost(authority: string): string {
  return domainToASCII(authority.replace(/:\d+$/, '').toLowerCase());
}

function hostOfUrl(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** How the visits and redirect-rules endpoints name a link: its code and, off the default domain, the domain as Shlink spells it. */
function identifierOf(link: Pick<SourceLink, 'sourceId' | 'code'>): { path: string; domain: string | undefined } {
  const domain = link.sourceId.startsWith(DEFAULT) ? undefined : link.sourceId.slice(0, link.sourceId.indexOf('/'));
  return { path: encodeURIComponent(link.code), domain };
}

type Devices = Pick<SourceLink, 'ios' | 'android'>;

function devicesOf(deviceLongUrls: unknown): Devices {
  if (!isObject(deviceLongUrls)) return {};
  const ios = str(deviceLongUrls.ios);
  const android = str(deviceLongUrls.android);
  return { ...(ios ? { ios } : {}), ...(android ? { android } : {}) };
}

/** Rules whose only condition is an iOS or Android device are device redirects; the first by priority wins. */
async function devicesFromRules(ctx: SourceContext, link: SourceLink): Promise<Devices> {
  const { path, domain } = identifierOf(link);
  let body: unknown;
  try {
    body = await ctx.http.json(`${shlinkRestBase(ctx.apiUrl)}/short-urls/${path}/redirect-rules`, { query: { domain } });
  } catch (error) {
    // A server before redirect rules (or a link deleted meanwhile): none.
    if (error instanceof SourceError && error.kind === 'notFound') return {};
    throw error;
  }
  if (!isObject(body) || !Array.isArray(body.redirectRules)) throw garbled('redirect rules');
  const rules = body.redirectRules.filter(isObject).sort((a, b) => Number(a.priority ?? 0) - Number(b.priority ?? 0));
  const out: Devices = {};
  for (const rule of rules) {
    const conditions = Array.isArray(rule.conditions) ? rule.conditions : [];
    const only = conditions.length === 1 && isObject(conditions[0]) ? conditions[0] : null;
    const url = str(rule.longUrl);
    if (url && only?.type === 'device' && (only.matchValue === 'ios' || only.matchValue === 'android')) out[only.matchValue] ??= url;
  }
  return out;
}

/** A short URL as Shlink answers it → the link; null when it has no code, destination or host. */
export function linkOf(item: unknown): { link: SourceLink; hasRedirectRules: boolean } | null {
  if (!isObject(item)) return null;
  const code = typeof item.shortCode === 'string' && item.shortCode.trim() ? item.shortCode : undefined;
  const longUrl = str(item.longUrl);
  const domain = str(item.domain);
  const host = domain ? asciiHost(domain) : hostOfUrl(str(item.shortUrl));
  if (!code || !longUrl || !host) return null;
  const meta = isObject(item.meta) ? item.meta : {};
  const tags = Array.isArray(item.tags) ? item.tags.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
  const maxVisits = meta.maxVisits;
  const summary = isObject(item.visitsSummary) ? item.visitsSummary.total : item.visitsCount;
  const link: SourceLink = {
    sourceId: domain ? `${domain}/${code}` : `${DEFAULT}${host}/${code}`,
    host,
    code,
    longUrl,
    ...(str(item.title) ? { title: str(item.title) } : {}),
    ...(tags.length ? { tags } : {}),
    ...(isoDate(item.dateCreated) ? { createdAt: isoDate(item.dateCreated) } : {}),
    ...(isoDate(meta.validUntil) ? { expiresAt: isoDate(meta.validUntil) } : {}),
    ...(typeof maxVisits === 'number' && Number.isInteger(maxVisits) && maxVisits > 0 ? { maxClicks: maxVisits } : {}),
    ...devicesOf(item.deviceLongUrls),
    ...(typeof summary === 'number' && Number.isInteger(summary) && summary >= 0 ? { clicks: summary } : {}),
  };
  return { link, hasRedirectRules: item.hasRedirectRules === true };
}

function pageOf(cursor: string | null): number {
  if (cursor === null) return 1;
  try {
    const c: unknown = JSON.parse(cursor);
    if (isObject(c) && typeof c.page === 'number' && Number.isInteger(c.page) && c.page >= 1) return c.page;
  } catch {
    // fall through
  }
  throw new Error(`Not a Shlink import cursor: ${cursor}`);
}

interface Pagination {
  currentPage: number;
  pagesCount: number;
  totalItems?: number;
}

function paginationOf(v: unknown): Pagination | null {
  if (!isObject(v) || typeof v.currentPage !== 'number' || typeof v.pagesCount !== 'number') return null;
  return { currentPage: v.currentPage, pagesCount: v.pagesCount, ...(typeof v.totalItems === 'number' ? { totalItems: v.totalItems } : {}) };
}

async function listLinks(ctx: SourceContext, cursor: string | null): Promise<SourcePage> {
  const page = pageOf(cursor);
  const body = await ctx.http.json(`${shlinkRestBase(ctx.apiUrl)}/short-urls`, {
    query: { page, itemsPerPage: PAGE_SIZE, orderBy: 'dateCreated-ASC' },
  });
  const list = isObject(body) && isObject(body.shortUrls) ? body.shortUrls : null;
  if (!list || !Array.isArray(list.data)) throw garbled('a page of short URLs');
  const links: SourceLink[] = [];
  let unreadable = 0;
  for (const item of list.data) {
    const read = linkOf(item);
    if (!read) {
      unreadable++;
      continue;
    }
    const { link, hasRedirectRules } = read;
    if (hasRedirectRules && !link.ios && !link.android) Object.assign(link, await devicesFromRules(ctx, link));
    links.push(link);
  }
  const pagination = paginationOf(list.pagination);
  const more = pagination ? pagination.currentPage < pagination.pagesCount : list.data.length >= PAGE_SIZE;
  return {
    links,
    next: more && list.data.length > 0 ? JSON.stringify({ page: page + 1 }) : null,
    ...(pagination?.totalItems !== undefined ? { total: pagination.totalItems } : {}),
    ...(unreadable ? { unreadable } : {}),
  };
}

/** A referrer URL → its host ('' for a direct visit or one Shlink could not read). */
function refererHost(referer: unknown): string {
  return hostOfUrl(str(referer));
}

async function clickHistory(ctx: SourceContext, link: SourceLink): Promise<ClickHistory> {
  const { path, domain } = identifierOf(link);
  // Visits come newest first: a fixed end keeps pages from shifting while new ones arrive.
  const endDate = new Date().toISOString();
  const days = new Map<string, number>();
  const countries: Record<string, number> = {};
  const referrers: Record<string, number> = {};
  for (let page = 1, pages = 1; page <= pages; page++) {
    let body: unknown;
    try {
      body = await ctx.http.json(`${shlinkRestBase(ctx.apiUrl)}/short-urls/${path}/visits`, {
        query: { domain, page, itemsPerPage: VISITS_PAGE_SIZE, endDate },
      });
    } catch (error) {
      // Deleted since it was listed: it has no history to bring.
      if (error instanceof SourceError && error.kind === 'notFound') return { days: [] };
      throw error;
    }
    const visits = isObject(body) && isObject(body.visits) ? body.visits : null;
    if (!visits || !Array.isArray(visits.data)) throw garbled('visits');
    for (const visit of visits.data) {
      const at = isObject(visit) ? Date.parse(String(visit.date)) : Number.NaN;
      if (!isObject(visit) || Number.isNaN(at)) continue;
      const day = new Date(at).toISOString().slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
      const country = isObject(visit.visitLocation) ? str(visit.visitLocation.countryCode) : undefined;
      if (country && /^[A-Za-z]{2}$/.test(country)) countries[country.toUpperCase()] = (countries[country.toUpperCase()] ?? 0) + 1;
      const referrer = refererHost(visit.referer);
      referrers[referrer] = (referrers[referrer] ?? 0) + 1;
    }
    pages = paginationOf(visits.pagination)?.pagesCount ?? page;
  }
  const sorted = [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, clicks]) => ({ day, clicks }));
  if (sorted.length === 0) return { days: [] };
  const period = { from: sorted[0]!.day, to: sorted[sorted.length - 1]!.day };
  return {
    days: sorted,
    ...(Object.keys(countries).length ? { countries: { ...period, counts: countries } } : {}),
    referrers: { ...period, counts: referrers },
  };
}

export const shlinkAdapter: ImportAdapter = {
  id: 'shlink',
  listLinks,
  clickHistory,
  authHeaders: (token) => ({ 'X-Api-Key': token }),
  // Every domain of a self-hosted server is the team's own, the default one too.
  isSharedHost: () => false,
};

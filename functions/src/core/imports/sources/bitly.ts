import { domainToASCII } from 'node:url';
import type { ClickHistory, ImportAdapter, SourceContext, SourceLink, SourcePage } from '../import-source.js';
import { SourceError } from '../source-http.js';

/**
 * Bitly (API v4). Links live in groups: GET /groups, then each group's
 * GET /groups/{guid}/bitlinks?size=100&archived=both, paged by `pagination.search_after` ('' on
 * the last page). A bitlink's id is `host/code` (`bit.ly/3xYz`, `go.acme.com/spring`); each of its
 * custom back-halves (`custom_bitlinks`, full URLs) is a short URL of its own, so it comes as a
 * link of its own with the same destination. Clicks: /bitlinks/{id}/clicks?unit=day&units=-1
 * (daily), /countries and /referring_domains (period summaries; hosts, 'direct' for none).
 * A bitlink's clicks count every short URL of it, so the history goes with the bitlink itself and
 * its custom back-halves bring none (they would count the same clicks twice).
 */

const PAGE_SIZE = 100; // Bitly's maximum for /groups/{guid}/bitlinks
/** The sourceId of a custom back-half: `custom:<bitlink id> <custom host/code>`. */
const CUSTOM = 'custom:';

/** Where a run is: the group being read and the search_after of its next page ('' for its first). */
interface Cursor {
  g: string;
  a: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function garbled(what: string): SourceError {
  return new SourceError('garbled', `Bitly answered ${what} without the fields its API reference names`);
}

/** Bitly's dates: `2026-03-01T12:00:00+0000`. */
function isoDate(v: unknown): string | undefined {
  const t = str(v);
  if (!t) return undefined;
  const ms = Date.parse(t.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** `bit.ly/3xYz` or `https://go.acme.com/spring` → ASCII lower-case host and the code as Bitly spells it. */
function hostAndCode(ref: string): { host: string; code: string } | null {
  const bare = ref.replace(/^https?:\/\//i, '');
  const slash = bare.indexOf('/');
  if (slash <= 0) return null;
  const host = domainToASCII(bare.slice(0, slash).toLowerCase());
  let code = bare.slice(slash + 1).replace(/\/+$/, '');
  try {
    code = decodeURIComponent(code);
  } catch {
    // A stray % stays as Bitly spelled it.
  }
  return host && code && !code.includes('/') ? { host, code } : null;
}

/** Deeplinks whose visitors without the app are sent to the store: the store URL is that device's redirect. */
function deviceRedirects(deeplinks: unknown): Pick<SourceLink, 'ios' | 'android'> {
  const out: Pick<SourceLink, 'ios' | 'android'> = {};
  if (!Array.isArray(deeplinks)) return out;
  for (const d of deeplinks) {
    if (!isObject(d) || d.install_type === 'no_install') continue;
    const url = str(d.install_url);
    if (url && (d.os === 'ios' || d.os === 'android')) out[d.os] ??= url;
  }
  return out;
}

/** A bitlink → its links (itself, then its custom back-halves); null when it cannot be read or is deleted/archived. */
export function linksOf(item: unknown): SourceLink[] | null {
  if (!isObject(item) || item.archived === true || item.is_deleted === true) return null;
  const id = str(item.id);
  const longUrl = str(item.long_url);
  const at = id ? hostAndCode(id) : null;
  if (!id || !longUrl || !at) return null;
  const tags = Array.isArray(item.tags) ? item.tags.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
  const common: Omit<SourceLink, 'sourceId' | 'host' | 'code'> = {
    longUrl,
    ...(str(item.title) ? { title: str(item.title) } : {}),
    ...(tags.length ? { tags } : {}),
    ...(isoDate(item.created_at) ? { createdAt: isoDate(item.created_at) } : {}),
    ...(isoDate(item.expiration_at) ? { expiresAt: isoDate(item.expiration_at) } : {}),
    ...deviceRedirects(item.deeplinks),
  };
  const links: SourceLink[] = [{ sourceId: id, ...at, ...common }];
  const customs = Array.isArray(item.custom_bitlinks) ? item.custom_bitlinks : [];
  for (const custom of customs) {
    const c = typeof custom === 'string' ? hostAndCode(custom) : null;
    if (c && !(c.host === at.host && c.code === at.code)) links.push({ sourceId: `${CUSTOM}${id} ${c.host}/${c.code}`, ...c, ...common });
  }
  return links;
}

async function groupGuids(ctx: SourceContext): Promise<string[]> {
  const body = await ctx.http.json(`${ctx.apiUrl}/groups`);
  if (!isObject(body) || !Array.isArray(body.groups)) throw garbled('its groups');
  return body.groups.flatMap((g) => (isObject(g) && str(g.guid) ? [str(g.guid) as string] : []));
}

function readCursor(cursor: string): Cursor {
  try {
    const c: unknown = JSON.parse(cursor);
    if (isObject(c) && typeof c.g === 'string' && typeof c.a === 'string') return { g: c.g, a: c.a };
  } catch {
    // fall through
  }
  throw new Error(`Not a Bitly import cursor: ${cursor}`);
}

/** The cursor of the group after `guid` (its first page), or null when it was the last. */
async function nextGroup(ctx: SourceContext, guid: string): Promise<string | null> {
  const guids = await groupGuids(ctx);
  const i = guids.indexOf(guid);
  // A group gone since the run began: its place is unknown, so the run ends rather than start over.
  const next = i >= 0 ? guids[i + 1] : undefined;
  return next ? JSON.stringify({ g: next, a: '' } satisfies Cursor) : null;
}

async function listLinks(ctx: SourceContext, cursor: string | null): Promise<SourcePage> {
  let at: Cursor;
  if (cursor === null) {
    const [first] = await groupGuids(ctx);
    if (!first) return { links: [], next: null, total: 0 };
    at = { g: first, a: '' };
  } else at = readCursor(cursor);
  const body = await ctx.http.json(`${ctx.apiUrl}/groups/${encodeURIComponent(at.g)}/bitlinks`, {
    query: { size: PAGE_SIZE, archived: 'both', search_after: at.a || undefined },
  });
  if (!isObject(body) || !Array.isArray(body.links)) throw garbled('a page of bitlinks');
  const links: SourceLink[] = [];
  let unreadable = 0;
  for (const item of body.links) {
    const read = linksOf(item);
    if (read) links.push(...read);
    else unreadable++;
  }
  const after = isObject(body.pagination) ? str(body.pagination.search_after) : undefined;
  const next = after && body.links.length > 0 ? JSON.stringify({ g: at.g, a: after } satisfies Cursor) : await nextGroup(ctx, at.g);
  return { links, next, ...(unreadable ? { unreadable } : {}) };
}

/** A metric Bitly keeps only on some plans (402 UPGRADE_REQUIRED) or for a link deleted meanwhile (404) is simply absent. */
async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof SourceError && (error.kind === 'notFound' || error.status === 402)) return null;
    throw error;
  }
}

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);

/** The `metrics` of /countries or /referring_domains, over the days the history spans. */
function summary(body: unknown, key: (value: string) => string | null): Record<string, number> {
  if (!isObject(body) || !Array.isArray(body.metrics)) throw garbled('a metrics summary');
  const counts: Record<string, number> = {};
  for (const m of body.metrics) {
    if (!isObject(m) || typeof m.value !== 'string') continue;
    const k = key(m.value);
    const n = count(m.clicks);
    if (k !== null && n > 0) counts[k] = (counts[k] ?? 0) + n;
  }
  return counts;
}

const countryKey = (v: string) => (/^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : null);
const referrerKey = (v: string) => (v === 'direct' ? '' : domainToASCII(v.toLowerCase()) || null);

async function clickHistory(ctx: SourceContext, link: SourceLink): Promise<ClickHistory> {
  if (link.sourceId.startsWith(CUSTOM)) return { days: [] };
  const base = `${ctx.apiUrl}/bitlinks/${link.sourceId.split('/').map(encodeURIComponent).join('/')}`;
  const query = { unit: 'day', units: -1 };
  const clicks = await optional(() => ctx.http.json(`${base}/clicks`, { query }));
  if (clicks === null) return { days: [] };
  if (!isObject(clicks) || !Array.isArray(clicks.link_clicks)) throw garbled('the clicks of a bitlink');
  const perDay = new Map<string, number>();
  for (const c of clicks.link_clicks) {
    const day = isObject(c) ? isoDate(c.date)?.slice(0, 10) : undefined;
    const n = isObject(c) ? count(c.clicks) : 0;
    if (day && n > 0) perDay.set(day, (perDay.get(day) ?? 0) + n);
  }
  const days = [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, n]) => ({ day, clicks: n }));
  if (days.length === 0) return { days };
  const period = { from: days[0]!.day, to: days[days.length - 1]!.day };
  const countries = await optional(() => ctx.http.json(`${base}/countries`, { query }));
  const referrers = await optional(() => ctx.http.json(`${base}/referring_domains`, { query }));
  return {
    days,
    ...(countries === null ? {} : { countries: { ...period, counts: summary(countries, countryKey) } }),
    ...(referrers === null ? {} : { referrers: { ...period, counts: summary(referrers, referrerKey) } }),
  };
}

export const bitlyAdapter: ImportAdapter = { id: 'bitly', listLinks, clickHistory };

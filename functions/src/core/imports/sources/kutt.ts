import { domainToASCII } from 'node:url';
import type { ClickHistory, ImportAdapter, SourceContext, SourceLink, SourcePage } from '../import-source.js';
import { SourceError } from '../source-http.js';
import { kuttHistory } from './kutt-history.js';

/**
 * Kutt (kutt.it or a team's own server, API v2 — served unchanged by Kutt 2 and 3): the links
 * page by page (`GET /links?limit=&skip=`, newest first, at most 50 a page) and each link's
 * stats (`GET /links/{id}/stats`, read by kutt-history.ts). The key goes in `X-API-KEY`.
 * A link on the server's default domain has `domain: null`; its host is the one in its `link`.
 */

/** Kutt caps `limit` at 50 (server/handlers/helpers.handler.js parseQuery). */
const PAGE = 50;

/** The API base: the URL as entered, with `/api/v2` added when the team gave the server's own address. */
export function kuttApiBase(apiUrl: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  return /\/api(\/v2)?$/.test(base) ? base : `${base}/api/v2`;
}

interface Cursor {
  skip: number;
}

function cursorOf(cursor: string | null): Cursor {
  if (cursor === null) return { skip: 0 };
  const parsed = JSON.parse(cursor) as Partial<Cursor>;
  return { skip: Number.isInteger(parsed.skip) && (parsed.skip ?? 0) >= 0 ? (parsed.skip as number) : 0 };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Kutt's dates: ISO with `Z` from Postgres and for created_at, but `expire_in` comes as the
 * database holds it — SQLite's `YYYY-MM-DD hh:mm:ss` in UTC without a zone.
 */
export function kuttDate(v: unknown): string | undefined {
  const t = text(v);
  if (!t) return undefined;
  const zoned = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(t) ? `${t.replace(' ', 'T')}Z` : t;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

function hostOf(raw: string): string {
  return domainToASCII(raw.trim().toLowerCase().replace(/\.$/, ''));
}

/** The host of a link on the default domain: from its short URL, else the API's own host. */
function defaultHost(item: Record<string, unknown>, apiUrl: string): string {
  for (const candidate of [text(item.link), apiUrl]) {
    if (!candidate) continue;
    try {
      return hostOf(new URL(candidate).hostname);
    } catch {
      // not a URL: try the next
    }
  }
  return '';
}

/** Kutt's visit_count is a number in its API (the HTML table formats it; tolerate "1,234"). */
function countOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/,/g, '')) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** One item of the list as a SourceLink; null when it cannot be imported (no id, code or target; banned by the server's admin). */
export function kuttLinkOf(item: unknown, apiUrl: string): SourceLink | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  const o = item as Record<string, unknown>;
  const id = text(o.id);
  const code = text(o.address);
  const longUrl = text(o.target);
  // A banned link no longer redirects on Kutt: bringing it back would undo the admin's ban.
  if (!id || !code || !longUrl || o.banned === true) return null;
  const domain = text(o.domain);
  const host = domain ? hostOf(domain) : defaultHost(o, apiUrl);
  if (!host) return null;
  const title = text(o.description);
  const createdAt = kuttDate(o.created_at);
  const expiresAt = kuttDate(o.expire_in);
  const clicks = countOf(o.visit_count);
  return {
    sourceId: id,
    host,
    code,
    longUrl,
    ...(title ? { title } : {}),
    ...(createdAt ? { createdAt } : {}),
    ...(expiresAt ? { expiresAt } : {}),
    // The API says only whether there is one (`password: true`), never the password.
    ...(o.password === true ? { passwordProtected: true } : {}),
    ...(clicks !== undefined ? { clicks } : {}),
  };
}

async function listLinks(ctx: SourceContext, cursor: string | null): Promise<SourcePage> {
  const { skip } = cursorOf(cursor);
  const body = await ctx.http.json(`${kuttApiBase(ctx.apiUrl)}/links`, { query: { limit: PAGE, skip } });
  if (!body || typeof body !== 'object' || !Array.isArray((body as { data?: unknown }).data))
    throw new SourceError('garbled', 'Kutt answered a links page without its data array');
  const page = body as { data: unknown[]; total?: unknown };
  const links: SourceLink[] = [];
  let unreadable = 0;
  for (const item of page.data) {
    const link = kuttLinkOf(item, ctx.apiUrl);
    if (link) links.push(link);
    else unreadable++;
  }
  const total = countOf(page.total);
  const nextSkip = skip + page.data.length;
  const more = page.data.length > 0 && (total === undefined ? page.data.length >= PAGE : nextSkip < total);
  return {
    links,
    next: more ? JSON.stringify({ skip: nextSkip } satisfies Cursor) : null,
    ...(total !== undefined ? { total } : {}),
    ...(unreadable ? { unreadable } : {}),
  };
}

/**
 * Kutt answers a link that is gone (deleted since it was listed) with 500 "Link could not be
 * found." — the same status as its real failures. Only then, ask the list whether the link
 * is still there: gone → no history; there → the failure stands.
 */
async function stillListed(ctx: SourceContext, link: SourceLink): Promise<boolean> {
  const body = (await ctx.http.json(`${kuttApiBase(ctx.apiUrl)}/links`, { query: { limit: PAGE, skip: 0, search: link.code } })) as {
    data?: { id?: unknown }[];
  } | null;
  if (!Array.isArray(body?.data)) return true;
  // A full page of other matches proves nothing: then the failure stands too.
  return body.data.length >= PAGE || body.data.some((item) => item?.id === link.sourceId);
}

async function clickHistory(ctx: SourceContext, link: SourceLink): Promise<ClickHistory> {
  // visit_count 0: Kutt holds no visit for it, so there is nothing to ask (Kutt's own limit is tight).
  if (link.clicks === 0) return { days: [] };
  let stats: unknown;
  try {
    stats = await ctx.http.json(`${kuttApiBase(ctx.apiUrl)}/links/${encodeURIComponent(link.sourceId)}/stats`);
  } catch (error) {
    if (error instanceof SourceError && (error.kind === 'notFound' || (error.status === 500 && !(await stillListed(ctx, link))))) return { days: [] };
    throw error;
  }
  if (!stats || typeof stats !== 'object') throw new SourceError('garbled', 'Kutt answered stats that are not an object');
  return kuttHistory(stats as Record<string, unknown>, link);
}

export const kuttAdapter: ImportAdapter = {
  id: 'kutt',
  listLinks,
  clickHistory,
  authHeaders: (token) => ({ 'x-api-key': token }),
  // kutt.it's default domain is shared by everyone on it; a self-hosted server's default domain is the team's own.
  isSharedHost: (_ctx, host) => host === 'kutt.it',
};

import { domainToASCII } from 'node:url';
import type { ImportAdapter, SourceContext, SourceLink, SourcePage } from '../import-source.js';
import { SourceError } from '../source-http.js';

/**
 * Rebrandly (API v1, https://developers.rebrandly.com). GET /v1/links answers a bare array of at
 * most 25 links (newest first by default); the next page is asked for with `last=<id of the last
 * link read>`, and a page shorter than asked is the last. A link: id, slashtag (the code), destination,
 * title, domain { id, fullName }, createdAt, clicks (its lifetime total: Rebrandly's API gives no
 * daily history, so the adapter has no clickHistory). Its tags come from GET /v1/links/{id}/tags
 * unless the list already carries them. The key goes in the `apikey` header, not Authorization.
 */

const PAGE_SIZE = 25; // Rebrandly's maximum for every listing endpoint

export function authHeaders(token: string): Record<string, string> {
  return { apikey: token };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function garbled(what: string): SourceError {
  return new SourceError('garbled', `Rebrandly answered ${what} without the fields its API reference names`);
}

function isoDate(v: unknown): string | undefined {
  const t = str(v);
  const ms = t ? Date.parse(t) : Number.NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** Tag names from tag objects (`{ id, name, color }`) or plain names. */
function tagNames(list: unknown[]): string[] {
  const names = list.map((t) => (isObject(t) ? str(t.name) : str(t))).filter((n): n is string => n !== undefined);
  return [...new Set(names)];
}

/** A Rebrandly link → a SourceLink (tags aside); null when it cannot be read or is not active. */
export function linkOf(item: unknown): SourceLink | null {
  if (!isObject(item)) return null;
  // A link in the trash or deleted still lists with its status on some accounts: it redirects nowhere.
  if (item.status !== undefined && item.status !== 'active') return null;
  const id = str(item.id);
  const code = str(item.slashtag);
  const longUrl = str(item.destination);
  const domain = isObject(item.domain) ? str(item.domain.fullName) : undefined;
  const host = domain ? domainToASCII(domain.toLowerCase()) : '';
  if (!id || !code || !longUrl || !host) return null;
  const clicks = item.clicks;
  return {
    sourceId: id,
    host,
    code,
    longUrl,
    ...(str(item.title) ? { title: str(item.title) } : {}),
    ...(Array.isArray(item.tags) && tagNames(item.tags).length ? { tags: tagNames(item.tags) } : {}),
    ...(isoDate(item.createdAt) ? { createdAt: isoDate(item.createdAt) } : {}),
    ...(typeof clicks === 'number' && Number.isInteger(clicks) && clicks >= 0 ? { clicks } : {}),
  };
}

/** The link's tags from /v1/links/{id}/tags; null when the link was deleted meanwhile. */
async function tagsOf(ctx: SourceContext, id: string): Promise<string[] | null> {
  let body: unknown;
  try {
    body = await ctx.http.json(`${ctx.apiUrl}/links/${encodeURIComponent(id)}/tags`);
  } catch (error) {
    if (error instanceof SourceError && error.kind === 'notFound') return null;
    throw error;
  }
  if (!Array.isArray(body)) throw garbled("a link's tags");
  return tagNames(body);
}

/** Where a run is: the id of the last link read (empty: the first page). */
interface Cursor {
  last: string;
}

function readCursor(cursor: string): Cursor {
  try {
    const c: unknown = JSON.parse(cursor);
    if (isObject(c) && typeof c.last === 'string') return { last: c.last };
  } catch {
    // fall through
  }
  throw new Error(`Not a Rebrandly import cursor: ${cursor}`);
}

/** How many links the account holds (GET /v1/links/count), asked once with the first page. */
async function countLinks(ctx: SourceContext): Promise<number | undefined> {
  const body = await ctx.http.json(`${ctx.apiUrl}/links/count`);
  return isObject(body) && typeof body.count === 'number' && Number.isInteger(body.count) ? body.count : undefined;
}

async function listLinks(ctx: SourceContext, cursor: string | null): Promise<SourcePage> {
  const at = cursor === null ? { last: '' } : readCursor(cursor);
  const total = cursor === null ? await countLinks(ctx) : undefined;
  const body = await ctx.http.json(`${ctx.apiUrl}/links`, {
    query: { orderBy: 'createdAt', orderDir: 'desc', limit: PAGE_SIZE, last: at.last || undefined },
  });
  if (!Array.isArray(body)) throw garbled('a page of links');
  const links: SourceLink[] = [];
  let unreadable = 0;
  for (const item of body) {
    const link = linkOf(item);
    if (!link) {
      unreadable++;
      continue;
    }
    if (!(isObject(item) && Array.isArray(item.tags))) {
      const tags = await tagsOf(ctx, link.sourceId);
      if (tags === null) {
        unreadable++;
        continue;
      }
      if (tags.length) link.tags = tags;
    }
    links.push(link);
  }
  // The cursor goes on from the last item listed, read or not: it is where Rebrandly's order stands.
  const lastItem: unknown = body[body.length - 1];
  const lastId = isObject(lastItem) ? str(lastItem.id) : undefined;
  if (body.length === PAGE_SIZE && !lastId) throw garbled('a page whose last link has no id');
  const next = body.length === PAGE_SIZE && lastId ? JSON.stringify({ last: lastId } satisfies Cursor) : null;
  return { links, next, ...(total === undefined ? {} : { total }), ...(unreadable ? { unreadable } : {}) };
}

export const rebrandlyAdapter: ImportAdapter = { id: 'rebrandly', listLinks, authHeaders };

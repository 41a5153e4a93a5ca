import { domainToASCII } from 'node:url';
import type { ImportAdapter, SourceContext, SourceLink, SourcePage } from '../import-source.js';
import { SourceError } from '../source-http.js';
import { dubHistory } from './dub-history.js';

/**
 * Dub (api.dub.co, Bearer workspace key): the links folder by folder — GET /links without a
 * folder answers only the links in none (lib/api/links/validate-links-query-filters.ts), so the
 * run reads the unsorted links, then each folder GET /folders names — 100 a page (the most),
 * newest first, archived ones too (an archived Dub link still redirects). Pages go by `page` up
 * to Dub's last offset page (1,000), then by `startingAfter` (the last id read).
 */

const PAGE = 100;
const FOLDER_PAGE = 50;
/** Dub refuses `page` beyond this (lib/api/pagination.ts MAX_OFFSET_PAGE). */
const MAX_OFFSET_PAGE = 1000;

interface Cursor {
  /** Folder ids to read after the unsorted links ('unsorted' is the first). */
  folders: string[];
  /** Index into folders. */
  f: number;
  page: number;
  /** The last link id read in this folder (for pages beyond MAX_OFFSET_PAGE). */
  after?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function isoDate(v: unknown): string | undefined {
  const t = text(v);
  if (!t) return undefined;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** Every folder the key may read; none when it may not read folders (a scoped key) or the plan has none. */
async function foldersOf(ctx: SourceContext): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 100; page++) {
    let body: unknown;
    try {
      body = await ctx.http.json(`${ctx.apiUrl}/folders`, { query: { page, pageSize: FOLDER_PAGE } });
    } catch (error) {
      if (error instanceof SourceError && (error.kind === 'notFound' || (error.kind === 'auth' && error.status === 403))) return ids;
      throw error;
    }
    if (!Array.isArray(body)) throw new SourceError('garbled', 'Dub answered its folders without a list');
    for (const folder of body) {
      const id = text((folder as { id?: unknown } | null)?.id);
      if (id) ids.push(id);
    }
    if (body.length < FOLDER_PAGE) break;
  }
  return ids;
}

/** One link of the list as a SourceLink; null when it cannot be imported. */
export function dubLinkOf(item: unknown): SourceLink | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  const o = item as Record<string, unknown>;
  const id = text(o.id);
  const domain = text(o.domain);
  const code = text(o.key);
  const longUrl = text(o.url);
  // `_root` is a domain's own redirect, not a short link; a disabled link answers Dub's not-found page.
  if (!id || !domain || !code || !longUrl || code === '_root' || text(o.disabledAt)) return null;
  const tags = Array.isArray(o.tags) ? o.tags.map((t) => text((t as { name?: unknown } | null)?.name)).filter((t): t is string => !!t) : [];
  const password = text(o.password);
  const clicks = typeof o.clicks === 'number' && Number.isInteger(o.clicks) && o.clicks >= 0 ? o.clicks : undefined;
  const optional: Partial<SourceLink> = {
    title: text(o.title),
    tags: tags.length ? tags : undefined,
    createdAt: isoDate(o.createdAt),
    expiresAt: isoDate(o.expiresAt),
    expiredUrl: text(o.expiredUrl),
    passwordProtected: password ? true : undefined,
    password,
    ios: text(o.ios),
    android: text(o.android),
    clicks,
  };
  // Dub's utm_* fields are read out of `url` (lib/api/links/create-link.ts): the destination carries them already.
  return {
    sourceId: id,
    host: domainToASCII(domain.toLowerCase().replace(/\.$/, '')),
    code,
    longUrl,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

function cursorOf(cursor: string): Cursor {
  const c = JSON.parse(cursor) as Partial<Cursor>;
  if (!Array.isArray(c.folders) || !Number.isInteger(c.f) || !Number.isInteger(c.page)) throw new Error('Not a Dub import cursor');
  return { folders: c.folders, f: c.f as number, page: c.page as number, ...(typeof c.after === 'string' ? { after: c.after } : {}) };
}

async function listLinks(ctx: SourceContext, cursor: string | null): Promise<SourcePage> {
  const at: Cursor = cursor === null ? { folders: ['unsorted', ...(await foldersOf(ctx))], f: 0, page: 1 } : cursorOf(cursor);
  const byCursor = at.page > MAX_OFFSET_PAGE && at.after !== undefined;
  const body = await ctx.http.json(`${ctx.apiUrl}/links`, {
    query: {
      folderId: at.folders[at.f],
      pageSize: PAGE,
      showArchived: true,
      ...(byCursor ? { startingAfter: at.after } : { page: at.page }),
    },
  });
  if (!Array.isArray(body)) throw new SourceError('garbled', 'Dub answered a links page that is not a list');
  const links: SourceLink[] = [];
  let unreadable = 0;
  for (const item of body) {
    const link = dubLinkOf(item);
    if (link) links.push(link);
    else unreadable++;
  }
  const lastId = text((body[body.length - 1] as { id?: unknown } | undefined)?.id);
  let next: Cursor | null;
  if (body.length >= PAGE && lastId) next = { ...at, page: at.page + 1, after: lastId };
  else if (at.f + 1 < at.folders.length) next = { folders: at.folders, f: at.f + 1, page: 1 };
  else next = null;
  return { links, next: next ? JSON.stringify(next) : null, ...(unreadable ? { unreadable } : {}) };
}

export const dubAdapter: ImportAdapter = {
  id: 'dub',
  listLinks,
  clickHistory: dubHistory,
};

import { DOMAIN_FILE_PATHS, toAsciiUrl } from '@kisa/shared';
import { getDomainPages, type DomainPagesSnapshot } from '#data/domains/get-domain-pages.js';
import { CACHE_TTL_MS } from './short-links.js';

/**
 * A branded domain's own pages: its root, robots.txt and the app-links files, and
 * where its unknown codes go. Read from the domain's claim, cached like links (an edit shows
 * within CACHE_TTL_MS); an unknown host is cached too. Never on a found link's path.
 */

const cache = new Map<string, { until: number; pages: Promise<DomainPagesSnapshot | null> }>();
const MAX_ENTRIES = 10_000;

export function findDomainPages(host: string, now = Date.now()): Promise<DomainPagesSnapshot | null> {
  const hit = cache.get(host);
  if (hit && hit.until > now) return hit.pages;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const pages = getDomainPages(host);
  const entry = { until: now + CACHE_TTL_MS, pages };
  cache.set(host, entry);
  pages.catch(() => {
    if (cache.get(host) === entry) cache.delete(host);
  });
  return pages;
}

export type DomainPageAnswer = { kind: 'redirect'; location: string } | { kind: 'file'; contentType: string; body: string } | { kind: 'notFound' };

/** What most short-link domains tell crawlers when the team set nothing: everything may be fetched. */
export const DEFAULT_ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

/**
 * The answer of a branded domain's own path, or undefined when `path` is a short code's. The
 * root goes to the team's root URL (else the not-found page); robots.txt is the team's, or the
 * default; the app-links files are served only when the team set them.
 */
export async function visitDomainPage(host: string, path: string): Promise<DomainPageAnswer | undefined> {
  const isFile = (Object.values(DOMAIN_FILE_PATHS) as string[]).includes(path);
  if (path !== '/' && path !== '' && !isFile) return undefined;
  const pages = await findDomainPages(host);
  if (!pages) return { kind: 'notFound' };
  if (path === '/' || path === '') return pages.rootUrl ? { kind: 'redirect', location: toAsciiUrl(pages.rootUrl) } : { kind: 'notFound' };
  if (path === DOMAIN_FILE_PATHS.robots)
    return { kind: 'file', contentType: 'text/plain; charset=utf-8', body: pages.robotsTxt ? `${pages.robotsTxt}\n` : DEFAULT_ROBOTS_TXT };
  const json = path === DOMAIN_FILE_PATHS.assetLinks ? pages.assetLinks : pages.appleAppSiteAssociation;
  return json ? { kind: 'file', contentType: 'application/json', body: json } : { kind: 'notFound' };
}

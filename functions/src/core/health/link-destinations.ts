import type { DueLink } from '#data/links/index.js';

/** The most destinations one link's check fetches (a target, three device targets, ten rules, five variants fit). */
export const DESTINATIONS_MAX = 20;

const isHttp = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/**
 * A link's destinations as stored, each once: its target, device targets, an http(s) deeplink
 * fallback, its targeting rules' and split variants' destinations. App-scheme deeplinks cannot be
 * fetched and are left out; so is the expiration URL (not where a visitor of an active link goes).
 */
export function destinationsOf(link: Pick<DueLink['snapshot'], 'longUrl' | 'redirects' | 'rules' | 'split'>): string[] {
  const all = [
    link.longUrl,
    link.redirects.web,
    link.redirects.ios,
    link.redirects.android,
    link.redirects.deeplink,
    ...(link.rules ?? []).map((rule) => rule.destination),
    ...(link.split?.variants ?? []).map((variant) => variant.destination),
  ];
  return [...new Set(all.filter(isHttp))].slice(0, DESTINATIONS_MAX);
}

import { httpHostname, isLoopbackHost, isShortLinkUrl, MSG } from '@kisa/shared';
import { claimedHosts } from '#data/domains/claimed-hosts.js';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';

/**
 * Targets that are Kisa short links are refused, as Bitly refuses shortening its own links: a
 * link to itself, a two-link cycle or an expiration URL pointing back sent one browser round and
 * round (one visit counted 20 clicks, one on a branded domain 25), and a chain of short links
 * hides the real destination from the people and filters that judge it. A short link is any URL
 * on the platform's short domain (any scheme and port) or on a branded domain some team has
 * verified, whichever domain the link itself is on. `alsoHosts`: hosts refused as well (a
 * domain's own pages may not point at it while it is still pending).
 */
export async function refuseShortLinkTargets(urls: ReadonlyArray<string | null | undefined>, alsoHosts: readonly string[] = []): Promise<void> {
  const given = urls.filter((url): url is string => !!url);
  const isShortLink = await shortLinkTest(given, alsoHosts);
  if (given.some(isShortLink)) throw badRequest(MSG.targetIsShortLink);
}

/**
 * A test for "is this (http(s), serialized) URL a Kisa short link?" over `urls`, answered
 * without further I/O: the branded hosts among them are read once, together (bulk asks for up to
 * 10,000 URLs at a time).
 */
export async function shortLinkTest(urls: Iterable<string>, alsoHosts: readonly string[] = []): Promise<(url: string) => boolean> {
  const hosts = new Set<string>();
  for (const url of urls) {
    const host = httpHostname(url);
    if (host && !isLoopbackHost(host)) hosts.add(host);
  }
  const branded = new Set([...(await claimedHosts(hosts)), ...alsoHosts]);
  const origins = shortOrigins();
  return (url) => isShortLinkUrl(url, origins, branded);
}

let origins: readonly string[] | undefined;

/** The short domain's origin, and where the app shares it (as locally) every origin the app answers to. */
function shortOrigins(): readonly string[] {
  if (origins) return origins;
  const short = config.links().shortUrlBase;
  const shared = new URL(config.app().appUrl).host === new URL(short).host;
  return (origins = [short, ...(shared ? config.origins().allowed : [])]);
}

import { MSG } from '@kisa/shared';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';

/**
 * Targets on Kisa's own short domain are refused (issue 22), as Bitly refuses shortening its
 * own links: a link to itself, a two-link cycle or an expiration URL pointing back sent one
 * browser round and round (one visit counted 20 clicks), and a chain of short links hides the
 * real destination from the people and filters that judge it.
 */
export function refuseShortLinkTargets(urls: ReadonlyArray<string | null | undefined>): void {
  for (const url of urls) if (url && isShortLinkTarget(url)) throw badRequest(MSG.targetIsShortLink);
}

/** Whether an (http(s), serialized) URL points at a host that serves Kisa's short links. */
export function isShortLinkTarget(url: string): boolean {
  if (!URL.canParse(url)) return false;
  return shortLinkHosts().has(new URL(url).host);
}

let hosts: ReadonlySet<string> | undefined;

/** The short domain's host, and where the app shares it (one origin, as locally) every name the app answers to. */
function shortLinkHosts(): ReadonlySet<string> {
  if (hosts) return hosts;
  const short = new URL(config.links().shortUrlBase).host;
  const set = new Set([short]);
  if (new URL(config.app().appUrl).host === short) for (const origin of config.origins().allowed) set.add(new URL(origin).host);
  return (hosts = set);
}

import { normalizeDomainHost, shortLinkUrl } from '@kisa/shared';
import { linkedDomainHosts } from '#data/domains/linked-domain-hosts.js';
import { findCodeOnDomains } from '#data/links/index.js';
import { config } from '#lib/config.js';
import { findShortLink } from '../redirect/short-links.js';

/** What a reporter typed, read: the short link's host (ASCII, lower-case; null for a bare code) and its code. */
export interface ReportedLink {
  host: string | null;
  code: string;
}

/**
 * `http://Go.Acme.test:5000/dA1EzY28/`, `go.acme.test/dA1EzY28?qr`, `kısa.örnek.com/abc` or a
 * bare `abc` → host and code. Any spelling a browser accepts: with or without scheme, port,
 * trailing slash, capitals, IDN or punycode (WHATWG URL serializes the host as the redirect sees it).
 */
export function parseReportedLink(value: string): ReportedLink {
  const v = value.trim();
  if (!/[/\\]/.test(v)) return { host: null, code: decoded(v) };
  // `host:port/code` has no scheme: only `…://` or http(s): (`https:host/x`, as the URL Standard reads it) is one.
  const url = /^(?:[a-z][a-z0-9+.-]*:\/\/|https?:)/i.test(v) ? v : `http://${v.replace(/^[/\\]+/, '')}`;
  if (!URL.canParse(url)) return { host: null, code: '' };
  const parsed = new URL(url);
  return { host: parsed.hostname, code: decoded(parsed.pathname.split('/').filter(Boolean)[0] ?? '') };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A reported short link found: the link, and its short URL as visitors use it. */
export interface ReportedCandidate {
  linkId: string;
  url: string;
}

/**
 * The links a report may mean. With a host, exactly the code on that host: the platform's short
 * domain (any name the platform answers to) or the branded domain of that name — never the same
 * code elsewhere. A bare code: on the platform and on every domain some team has links on, so
 * the reporter can be asked which one when there are several.
 */
export async function findReportedLinks({ host, code }: ReportedLink): Promise<ReportedCandidate[]> {
  if (!code) return [];
  const base = config.links().shortUrlBase;
  const onPlatform = async () => {
    const link = await findShortLink(code);
    return link ? [{ linkId: link.linkId, url: shortLinkUrl(base, link.code) }] : [];
  };
  if (host !== null) {
    if (platformHostnames().has(host)) return onPlatform();
    const domain = normalizeDomainHost(host);
    const link = domain ? await findShortLink(code, undefined, domain) : null;
    return link ? [{ linkId: link.linkId, url: shortLinkUrl(base, link.code, domain) }] : [];
  }
  const [platform, branded] = await Promise.all([onPlatform(), linkedDomainHosts().then((hosts) => findCodeOnDomains(code, hosts))]);
  return [...platform, ...branded.map((found) => ({ linkId: found.linkId, url: shortLinkUrl(base, found.code, found.domain) }))];
}

let hostnames: ReadonlySet<string> | undefined;

/** The platform short domain's host name and, where the app shares its origin (locally), every name the app answers to; ports aside (reporters drop them). */
function platformHostnames(): ReadonlySet<string> {
  if (hostnames) return hostnames;
  const short = new URL(config.links().shortUrlBase).hostname;
  const set = new Set([short]);
  if (new URL(config.app().appUrl).host === new URL(config.links().shortUrlBase).host)
    for (const origin of config.origins().allowed) set.add(new URL(origin).hostname);
  return (hostnames = set);
}

/**
 * Branded short domains: the rules both the Domains screen and the API apply to a
 * host name, and the DNS records that prove and route one. zod-free, so forms use them too.
 */

export type DomainStatus = 'pending' | 'verified' | 'misconfigured';

/** The TXT record proving ownership lives at `_kisa.{host}` and holds `kisa-verify={token}`. */
export const DOMAIN_TXT_LABEL = '_kisa';
export const DOMAIN_TXT_PREFIX = 'kisa-verify=';

/** A team may add at most this many domains (pending ones included). */
export const DOMAINS_PER_TEAM_MAX = 50;

/** Pages the domain serves itself (robots.txt, app-links files): at most this many characters each. */
export const DOMAIN_FILE_MAX = 10_000;

const LABEL_RE = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4_RE = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * A host name as typed (`Go.Acme.com`, `https://go.acme.com/`, `kısa.örnek.com.`) → its ASCII
 * form (`go.acme.com`, `xn--ksa-…`), or null when it is not a public host name of at least
 * two labels (an IP address, `localhost`, a port or a path with more than `/`).
 */
export function normalizeDomainHost(input: string): string | null {
  const typed = input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/$/, '')
    .replace(/\.$/, '');
  if (!typed || /[/?#@:\s\\]/.test(typed)) return null;
  let host: string;
  try {
    host = new URL(`http://${typed}/`).hostname;
  } catch {
    return null;
  }
  if (host.length > 253 || IPV4_RE.test(host) || host.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL_RE.test(l))) return null;
  if (/^\d+$/.test(labels[labels.length - 1]!)) return null;
  if (labels[labels.length - 1] === 'localhost') return null;
  return host;
}

/** The TXT record's name for `host`. */
export const domainTxtName = (host: string): string => `${DOMAIN_TXT_LABEL}.${host}`;

/** The TXT record's value for a domain's token. */
export const domainTxtValue = (token: string): string => `${DOMAIN_TXT_PREFIX}${token}`;

/**
 * The short URL of `code` on `domain` (a team's branded host; none: the platform's short domain
 * itself): the platform's base with its host swapped, so the scheme and port follow the runtime
 * (`https://go.acme.com/spring` in AWS, `http://go.acme.test:3000/spring` locally).
 */
export function shortLinkUrl(shortUrlBase: string, code: string, domain?: string | null): string {
  const base = new URL(shortUrlBase);
  if (domain) base.hostname = domain;
  return `${base.origin}/${encodeURIComponent(code)}`;
}

/**
 * The header that tells the redirect which branded domain a request came to: set by
 * the edge in front of it — in AWS a CloudFront Function of the branded domains' distribution,
 * locally the gateway — from the viewer's Host, and never taken from the viewer (the edge
 * overwrites or removes it). Absent: the platform's short domain.
 */
export const BRANDED_DOMAIN_HEADER = 'x-kisa-domain';

/** Paths a branded domain answers itself rather than as a short code. */
export const DOMAIN_FILE_PATHS = {
  robots: '/robots.txt',
  appleAppSiteAssociation: '/.well-known/apple-app-site-association',
  /** Where iOS before 9.3 and some validators still look for the same file. */
  appleAppSiteAssociationRoot: '/apple-app-site-association',
  assetLinks: '/.well-known/assetlinks.json',
} as const;

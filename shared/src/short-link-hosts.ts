/**
 * Which URLs are Kisa short links (zod-free: the web forms, the bulk file screen and the API
 * judge alike). A link may not target one: a link to itself, a two-link cycle or a domain's root
 * pointing back sends a browser round and round.
 */
import { normalizeUrl } from './urls.js';

/** The host of an http(s) URL as the URL Standard reads it (ASCII, lower case, `[…]` for IPv6), after the one URL rule; null when it is none. */
export function httpHostname(value: string): string | null {
  const url = parseHttp(value);
  return url ? url.hostname : null;
}

/**
 * Whether `value` is a URL on a host that serves Kisa's short links: the platform's short domain
 * (`shortOrigins`: its origin, and others the app answers to where they share it) — a named host
 * on any port and scheme (only the edge serves it), a loopback one (the local runtime) on its own
 * port under any spelling of loopback — or a branded domain (`brandedHosts`, ASCII) on any port.
 */
export function isShortLinkUrl(value: string, shortOrigins: readonly string[], brandedHosts: ReadonlySet<string> = new Set()): boolean {
  const url = parseHttp(value);
  if (!url) return false;
  if (brandedHosts.has(url.hostname)) return true;
  return shortOrigins.some((origin) => {
    const short = parseHttp(origin);
    if (!short) return false;
    return isLoopbackHost(short.hostname) ? isLoopbackHost(url.hostname) && portOf(url) === portOf(short) : url.hostname === short.hostname;
  });
}

/**
 * Names a browser on the same machine reaches a local server by: localhost and its subdomains,
 * 127.0.0.0/8, 0.0.0.0, and IPv6 loopback, unspecified and IPv4-mapped loopback (hostnames as
 * the URL Standard serializes them: `0x7f.1` is 127.0.0.1 by then).
 */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === '0.0.0.0' ||
    hostname === '[::1]' ||
    hostname === '[::]' ||
    hostname === '[::ffff:0:0]' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname)
  );
}

function parseHttp(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(normalizeUrl(value));
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

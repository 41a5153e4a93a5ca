/**
 * Where a visitor goes: the platform target for their device (where set), the link's UTM
 * values merged into the query string. Pure string work, no URL parsing of the visitor's
 * user agent beyond one cheap test, and only when the link has platform targets.
 */

export type Platform = 'ios' | 'android' | 'desktop';

const ANDROID = /android/i;
const IOS = /iphone|ipad|ipod/i;

/** Android → 'android', iPhone/iPad/iPod → 'ios', anything else (desktop, unknown) → 'desktop'. */
export function platformOf(userAgent: string | undefined): Platform {
  if (!userAgent) return 'desktop';
  if (ANDROID.test(userAgent)) return 'android';
  if (IOS.test(userAgent)) return 'ios';
  return 'desktop';
}

export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/**
 * Appends the link's UTM values as `utm_*` query parameters. Empty (or blank) values are
 * skipped. The destination's own query is kept byte for byte, except parameters with the
 * same name as a UTM value being added: the link's UTM settings win (they are what its
 * owner configured for this short link), so no parameter ever appears twice. The
 * fragment stays at the end.
 */
export function withUtm(url: string, utm: Utm | undefined): string {
  if (!utm) return url;
  const added: string[] = [];
  const names = new Set<string>();
  for (const field of UTM_FIELDS) {
    const value = utm[field]?.trim();
    if (!value) continue;
    names.add(`utm_${field}`);
    added.push(`utm_${field}=${encodeURIComponent(value)}`);
  }
  return added.length === 0 ? url : replaceParams(url, names, added);
}

/**
 * Sets one query parameter (the click id, `kisa_cid`, after the UTM values): the query
 * is kept byte for byte but for any parameter of that name, which this one replaces (a
 * destination may carry a stale one); the fragment stays last. `value` must be URL-safe as it
 * is (a click token is base64url).
 */
export function withParam(url: string, name: string, value: string): string {
  return replaceParams(url, new Set([name]), [`${name}=${value}`]);
}

/** The URL with `added` (`name=value` parts) after its own query, less any parameter named in `names`; the fragment last. */
function replaceParams(url: string, names: ReadonlySet<string>, added: readonly string[]): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part !== '' && !names.has(paramName(part)));
  return `${base}?${[...kept, ...added].join('&')}${fragment}`;
}

function paramName(part: string): string {
  const eq = part.indexOf('=');
  const raw = (eq === -1 ? part : part.slice(0, eq)).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * How short links and their targets are shown (pure; unit-tested). Locally the app's origin
 * is also the short domain (BRIEF §5), so the browser's location is the base.
 */

export function shortOrigin(loc: Pick<Location, 'origin'> = window.location): string {
  return loc.origin;
}

/** The full short URL a visitor opens: `{origin}/{alias}`. */
export function shortUrlOf(alias: string, origin = shortOrigin()): string {
  return `${origin.replace(/\/$/, '')}/${alias}`;
}

/** The short link as shown in the UI: `{host}/{alias}` (spec: host/shortUrl). */
export function shortLabel(alias: string, origin = shortOrigin()): string {
  try {
    return `${new URL(origin).host}/${alias}`;
  } catch {
    return alias;
  }
}

/** The target's host without `www.`, for compact display; the raw value when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** `{origin}/favicon.ico` of an http(s) target, or null. */
export function faviconUrl(target: string): string | null {
  try {
    const u = new URL(target);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.origin}/favicon.ico` : null;
  } catch {
    return null;
  }
}

/** Letter for the avatar that stands in for a favicon. */
export function avatarLetter(title: string, target: string): string {
  const host = hostOf(target);
  const src = (host && host !== target ? host : title).trim();
  const ch = src.match(/[\p{L}\p{N}]/u)?.[0] ?? '?';
  return ch.toLocaleUpperCase('tr-TR');
}

/** Display helpers for links (pure; unit-tested). */

const trNumber = new Intl.NumberFormat('tr-TR');

/** Counts in the Turkish locale (spec §9): 1234567 → "1.234.567". */
export function formatCount(n: number | undefined | null): string {
  return trNumber.format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

const trDate = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const trDateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short' });

/** Created date for the table (tr-TR, e.g. 05.03.2025); empty when unparseable. */
export function formatDate(iso: string | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? trDate.format(d) : '';
}

export function formatDateTime(iso: string | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? trDateTime.format(d) : '';
}

/**
 * Where short links live. Locally the app's origin is also the short domain (BRIEF §5), so
 * the browser's location is the base.
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

/** `Link-{n+1}`: the title a new link gets when its page title cannot be fetched (spec §4). */
export function fallbackTitle(existingLinks: number): string {
  return `Link-${Math.max(0, Math.floor(existingLinks)) + 1}`;
}

/** A safe PNG file name for a link's QR code: `{alias}.png`. */
export function qrFileName(alias: string): string {
  const base = alias.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'qr-code';
  return `${base}.png`;
}

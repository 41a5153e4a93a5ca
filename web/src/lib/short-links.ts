/**
 * How short links and their targets are shown (pure; unit-tested). Locally the app's origin
 * is also the short domain (BRIEF §5), so the browser's location is the base. A link on a
 * team's branded domain lives at that base with its host swapped: the scheme and
 * port stay (`https://go.acme.com/spring` in AWS, `http://go.acme.test:3000/spring` locally),
 * as the API's `shortLinkUrl` builds it.
 */
import { checkTarget, displayHost, isShortLinkUrl, MSG, shortLinkUrl } from '@kisa/shared';

export function shortOrigin(loc: Pick<Location, 'origin'> = window.location): string {
  return loc.origin;
}

/**
 * The full short URL a visitor opens: `{origin}/{alias}`, on `domain` when the link has one
 * (null or left out: the platform's short domain, `origin` itself).
 */
export function shortUrlOf(alias: string, domain?: string | null, origin = shortOrigin()): string {
  try {
    return shortLinkUrl(origin, alias, domain);
  } catch {
    return `${origin.replace(/\/$/, '')}/${alias}`;
  }
}

/** The host (and port) a link on `domain` is shown under, as people read it: IDN labels decoded. */
export function shortHost(domain?: string | null, origin = shortOrigin()): string {
  try {
    const url = new URL(shortLinkUrl(origin, '', domain));
    return `${displayHost(url.href) || url.hostname}${url.port ? `:${url.port}` : ''}`;
  } catch {
    return domain ?? '';
  }
}

/** The short link as shown in the UI: `{host}/{alias}` (spec: host/shortUrl), on the link's own domain. */
export function shortLabel(alias: string, domain?: string | null, origin = shortOrigin()): string {
  const host = shortHost(domain, origin);
  return host ? `${host}/${alias}` : alias;
}

/** A full short URL the API gives (`https://go.acme.com/spring`) as the UI shows it: `{host}/{code}`, the host decoded. */
export function shortLabelOfUrl(url: string): string {
  try {
    const u = new URL(url);
    const host = `${displayHost(u.href) || u.hostname}${u.port ? `:${u.port}` : ''}`;
    return `${host}${decodeURIComponent(u.pathname)}`;
  } catch {
    return url;
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

/** Letter for the avatar that stands in for a favicon: of the host as people read it (`şişe.com.tr` is Ş, not the X of `xn--`). */
export function avatarLetter(title: string, target: string): string {
  const host = displayHost(target).replace(/^www\./, '') || hostOf(target);
  const src = (host && host !== target ? host : title).trim();
  const ch = src.match(/[\p{L}\p{N}]/u)?.[0] ?? '?';
  return ch.toLocaleUpperCase('tr-TR');
}

/**
 * The target field's check (create, Target tab): a Kisa short link says so, before the URL rule
 * judges it — locally the short domain is `localhost:PORT`, which the rule would call invalid
 * characters. Branded domains and the AWS short domain pass the rule and the API says it.
 */
export function checkLinkTarget(value: string, origin = shortOrigin()): string | null {
  return isShortLinkUrl(value, [origin]) ? MSG.targetIsShortLink : checkTarget(value);
}

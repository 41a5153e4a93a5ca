/**
 * Link rules shared by the web forms and the API (spec §5), zod-free so the web bundle
 * stays small. Each check answers the spec's message, or null when the value is fine.
 */
import { MSG } from './messages.js';
import { RESERVED_ALIASES } from './routes.js';
import { isPlainText } from './text-rules.js';
import { normalizeUrl } from './urls.js';

export const ALIAS_MIN = 3;
export const ALIAS_MAX = 50;
export const URL_MAX = 2048;
export const TITLE_MAX = 200;
export const UTM_MAX = 200;
export const LINK_PASSWORD_MAX = 128;
/** A link password visitors type: at least this long, and not only spaces (`a` or two spaces would be too easy to guess). */
export const LINK_PASSWORD_MIN = 6;
/** Alphabet of the generated 5-character alias (spec §5: lowercase alphanumerics). */
export const ALIAS_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Alphabet of bulk codes: no 0, O, l or I (spec §9). */
export const BULK_CODE_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ123456789';

const ALIAS_RE = /^[A-Za-z0-9_-]+$/;
/** A deeplink is `scheme:` followed by something, the scheme per RFC 3986 (e.g. myapp://item/42, fb://profile). */
const DEEPLINK_RE = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

/** Absolute http(s) URL with a host; refuses javascript:, data:, relative and malformed values. */
export function isHttpUrl(value: string): boolean {
  if (!value || value.length > URL_MAX || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // A host with a dot (example.com), or localhost/IP literals with a port are not links people share.
  return /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || url.hostname.startsWith('[');
}

/** The one URL rule: a typed value as the link will store it, or null when it is no http(s) URL. */
export function toHttpUrl(value: string): string | null {
  const url = normalizeUrl(value);
  return isHttpUrl(url) ? url : null;
}

/**
 * The target (create, Target tab, page title): 'URL contains invalid characters' unless the
 * value is an http(s) URL. It judges the normalised value, what is stored: inputs go through
 * normalizeUrl first (the schemas' transform, the forms' submit).
 */
export function checkTarget(value: string): string | null {
  const v = value.trim();
  if (v.length > URL_MAX) return MSG.urlTooLong;
  return isHttpUrl(v) ? null : MSG.urlInvalid;
}

export function checkTitle(value: string): string | null {
  const v = value.trim();
  if (!v) return MSG.titleRequired;
  if (v.length > TITLE_MAX) return MSG.titleTooLong;
  if (!isPlainText(v)) return MSG.titleInvalidCharacters;
  return null;
}

/** An alias's identity: unique regardless of case, so `BRAND7D90` and `brand7d90` are one alias. */
export const foldAlias = (code: string): string => code.toLowerCase();

export function checkAlias(value: string): string | null {
  const v = value.trim();
  if (!v) return MSG.aliasRequired;
  if (v.length < ALIAS_MIN || v.length > ALIAS_MAX) return MSG.aliasLength;
  if (!ALIAS_RE.test(v)) return MSG.aliasCharacters;
  if (RESERVED_ALIASES.has(v.toLowerCase())) return MSG.aliasReserved;
  return null;
}

/**
 * Optional URL fields (mobile redirects, expiration URL): empty is fine, anything else must be
 * an http(s) URL ('URLs contain invalid characters. Please enter valid URL.'). Like checkTarget
 * it judges the normalised value (normalizeUrl first).
 */
export function checkOptionalUrls(values: ReadonlyArray<string | undefined>): string | null {
  const given = values.map((v) => v?.trim() ?? '').filter(Boolean);
  if (given.some((v) => v.length > URL_MAX)) return MSG.urlsTooLong;
  return given.every(isHttpUrl) ? null : MSG.urlsInvalid;
}

/**
 * Schemes a deeplink may not use: script and document schemes, the browser's own pages and
 * storage, and the Windows and installer handlers that run or install code from a link (mshta,
 * hcp, its, search-ms, jnlp…). An app's own scheme (myapp://, fb://) and http(s) are what a
 * deeplink is for. Whole families are refused by pattern (every `ms-` handler: ms-msdt and
 * ms-officecmd ran code, and new ones keep shipping), the rest by name.
 */
const REFUSED_DEEPLINK_SCHEMES = new Set([
  // Scripts and documents the browser renders or runs in the page's place.
  'javascript',
  'vbscript',
  'livescript',
  'mocha',
  'data',
  'file',
  'jar',
  'view-source',
  'about',
  'blob',
  'filesystem',
  'mhtml',
  'wyciwyg',
  // Browser-internal pages.
  'chrome',
  'edge',
  'opera',
  'brave',
  'vivaldi',
  'devtools',
  'resource',
  'moz-icon',
  // Windows handlers that run code, open remote shares or search them, or help-file viewers.
  'mshta',
  'hcp',
  'help',
  'its',
  'mk',
  'res',
  'search',
  'search-ms',
  'shell',
  'smb',
  'ldap',
  'ldaps',
  // Installers and code launchers.
  'itms-services',
  'jnlp',
  'jnlps',
  'vscode',
  'vscode-insiders',
]);

/** Families refused whole: every `ms-`/`microsoft-` Windows handler, browser extension and internal schemes. */
const REFUSED_DEEPLINK_PATTERNS: readonly RegExp[] = [/^ms-/, /^microsoft[-.]/, /^chrome-/, /^moz-/, /-extension$/];

/** Whether a scheme (any case) may not be a deeplink's, or an intent's target. */
export function isRefusedDeeplinkScheme(scheme: string): boolean {
  const s = scheme.trim().toLowerCase();
  return REFUSED_DEEPLINK_SCHEMES.has(s) || REFUSED_DEEPLINK_PATTERNS.some((re) => re.test(s));
}

const schemeOf = (value: string) => value.slice(0, value.indexOf(':')).toLowerCase();

export function checkDeeplink(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  const v = value.trim();
  if (v.length > URL_MAX || !DEEPLINK_RE.test(v) || isRefusedDeeplinkScheme(schemeOf(v))) return MSG.deeplinkInvalid;
  if (schemeOf(v) === 'intent' && !isSafeIntent(v)) return MSG.deeplinkInvalid;
  if ((schemeOf(v) === 'http' || schemeOf(v) === 'https') && !isHttpUrl(v)) return MSG.deeplinkInvalid;
  return null;
}

/** A deeplink as stored: an http(s) one is a URL like any other (its WHATWG serialization), an app's stays as typed. */
export function normalizeDeeplink(value: string): string {
  const v = value.trim();
  return /^https?:/i.test(v) ? normalizeUrl(v) : v;
}

/**
 * An Android intent URL (`intent://…#Intent;scheme=…;S.browser_fallback_url=…;end`): its target
 * scheme must not be a refused one, and the page the browser falls back to must be http(s).
 */
function isSafeIntent(value: string): boolean {
  const extras = value.slice(value.indexOf('#') + 1).split(';');
  for (const extra of extras) {
    const eq = extra.indexOf('=');
    if (eq === -1) continue;
    const name = extra.slice(0, eq).trim().toLowerCase();
    let raw = extra.slice(eq + 1);
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return false;
    }
    if (name === 'scheme' && isRefusedDeeplinkScheme(raw)) return false;
    if (name.endsWith('browser_fallback_url') && !isHttpUrl(raw.trim())) return false;
  }
  return true;
}

/** A new link password: LINK_PASSWORD_MIN…LINK_PASSWORD_MAX characters, not whitespace only. */
export function checkLinkPassword(value: string): string | null {
  if (!value.trim()) return MSG.linkPasswordBlank;
  if ([...value].length < LINK_PASSWORD_MIN) return MSG.linkPasswordTooShort;
  if (value.length > LINK_PASSWORD_MAX) return MSG.linkPasswordTooLong;
  return null;
}

/** UTM values: at most UTM_MAX characters of plain text. */
export function checkUtmValue(value: string | undefined): string | null {
  // Blank clears the value (the schema trims it away), so the editor does not call it invalid.
  const v = value?.trim();
  if (!v) return null;
  if (v.length > UTM_MAX) return MSG.utmTooLong;
  return isPlainText(v) ? null : MSG.utmInvalidCharacters;
}

export function checkMaxClicks(value: number | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000_000 ? null : MSG.maxClicksInvalid;
}

/** `YYYY-MM-DD` calendar date (the expiry date input's value). */
export function checkExpiryDate(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return MSG.expiryDateInvalid;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? MSG.expiryDateInvalid : null;
}

/** Today as `YYYY-MM-DD` in the viewer's local calendar: the expiry date's default (spec §9). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function randomString(length: number, alphabet: string, random: (n: number) => Uint8Array): string {
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const b of random(length * 2)) {
      if (b < limit) out += alphabet[b % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}
